/**
 * "First-load JS": the JavaScript a browser must fetch before a page can render, read from vite's
 * build manifest (`build.manifest: true` → `<outDir>/.vite/manifest.json`).
 *
 * A chunk's static `imports` are fetched before it runs (modulepreload or the import itself), so they
 * count; `dynamicImports` are fetched only when called, so they do not — except the ones the page is
 * known to need on arrival (the home widget's definition and its page), which the caller names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of vite's manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface MeasuredFile {
  /** Path inside outDir, e.g. `assets/index-B5doL7gJ.js`. */
  file: string;
  /** Why it is loaded: the root it was first reached from. */
  via: string;
  /** Minified size on disk. */
  bytes: number;
  /** `gzipSync` level 9 of the minified file. */
  gzip: number;
}

export interface FirstLoad {
  files: MeasuredFile[];
  bytes: number;
  gzip: number;
}

/** A starting point of the first load: a manifest key and a label for the listing. */
export interface LoadRoot {
  key: string;
  label: string;
}

export function readViteManifest(outDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/** The manifest key whose output file is `file` (with or without a leading slash). */
export function keyOfFile(manifest: ViteManifest, file: string): string {
  const wanted = file.replace(/^\//, '');
  const key = Object.keys(manifest).find((k) => manifest[k]!.file === wanted);
  if (!key) throw new Error(`no chunk in the build manifest has the file "${wanted}"`);
  return key;
}

/**
 * The deduplicated JS files reached from `roots` by static imports, each gzipped once.
 * Files are listed in discovery order (root first, then its imports), which reads like a waterfall.
 */
export function firstLoadJs(outDir: string, manifest: ViteManifest, roots: LoadRoot[]): FirstLoad {
  const seen = new Map<string, string>(); // output file → label of the root that reached it
  const visit = (key: string, label: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk "${key}"`);
    if (seen.has(chunk.file)) return;
    seen.set(chunk.file, label);
    for (const imported of chunk.imports ?? []) visit(imported, label);
  };
  for (const root of roots) visit(root.key, root.label);

  const files = [...seen]
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, via]): MeasuredFile => {
      const source = readFileSync(join(outDir, file));
      return { file, via, bytes: source.length, gzip: gzipSync(source, { level: 9 }).length };
    });
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}
