/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build,
 * so the host answers `Accept-Encoding` with bytes compressed once, at the best levels, instead of
 * compressing on every request or not at all. A copy that would not be smaller is not written: the host
 * then serves the file as it is.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map|xml)$/i;
/** Below this the saving is lost in the request's own overhead. */
const minimumBytes = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every file under `folder`, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** Compresses the text files of `folder` in place (beside each file). Exported for the test. */
export async function precompressFolder(folder: string): Promise<number> {
  const files = filesUnder(folder).filter((file) => compressible.test(file) && statSync(file).size >= minimumBytes);
  await Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < raw.length) writeFileSync(`${file}.br`, br);
      if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'campus-portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every file is on disk, the copied public files included.
    async closeBundle() {
      if (!outDir) return;
      await precompressFolder(outDir);
    },
  };
}
