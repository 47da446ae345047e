/**
 * Which packages and source files make up the first-load JS (printed with --verbose), to know what to
 * cut. The bundler reports each chunk's modules with their rendered (pre-minify) code; each module is
 * minified and gzipped on its own, and a file's real gzip size is shared out in those proportions.
 * The split is an estimate (gzip compresses across module boundaries); the per-file totals are exact.
 */
import { gzipSync } from 'node:zlib';
import { minifySync, type Plugin } from 'vite';
import type { FirstLoad } from './firstLoadJs.ts';
import { repoRoot } from './paths.ts';

/** Output file name → its modules' ids and rendered code. */
export type ChunkModules = Map<string, Array<{ id: string; code: string }>>;

export function collectChunkModules(sink: ChunkModules): Plugin {
  return {
    name: 'bench:collect-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        sink.set(
          output.fileName,
          Object.entries(output.modules).map(([id, m]) => ({ id, code: m.code ?? '' })),
        );
      }
    },
  };
}

/** `react-dom`, `@scope/pkg`, or a repository path such as `runtime/app/main.tsx`. */
function ownerOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = clean.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return clean.startsWith(`${repoRoot}/`) ? clean.slice(repoRoot.length + 1) : clean;
}

/** Estimated gzip bytes per package / source file in `load`, largest first. */
export function breakdown(load: FirstLoad, modules: ChunkModules): Array<{ owner: string; gzip: number }> {
  const totals = new Map<string, number>();
  for (const file of load.files) {
    const parts = (modules.get(file.file) ?? []).map(({ id, code }) => {
      let size = 0;
      if (code.trim()) {
        try {
          size = gzipSync(minifySync(`${id.split('/').pop()}.js`, code).code, { level: 9 }).length;
        } catch {
          size = gzipSync(code, { level: 9 }).length; // a fragment the minifier cannot parse alone
        }
      }
      return { owner: ownerOf(id), size };
    });
    const sum = parts.reduce((s, p) => s + p.size, 0);
    // Whatever no module accounts for (bundler runtime, import/export glue) is the file's own overhead.
    if (!sum) {
      totals.set(`(${file.file})`, (totals.get(`(${file.file})`) ?? 0) + file.gzip);
      continue;
    }
    for (const p of parts) totals.set(p.owner, (totals.get(p.owner) ?? 0) + (p.size / sum) * file.gzip);
  }
  return [...totals].map(([owner, gzip]) => ({ owner, gzip })).sort((a, b) => b.gzip - a.gzip);
}
