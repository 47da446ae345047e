/**
 * The `sites/` folder as a site source: `<siteId>.json` files, each site's assets in `<siteId>/`, changes
 * noticed by `fs.watch` (debounced, editors save in bursts) and, where the platform misses events, by a
 * file's stat signature checked on each request.
 */
import { readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join, resolve } from 'node:path';
import { isValidSiteId } from '../manifest/siteId.ts';
import { createStaticFiles, type StaticFiles } from '../staticFiles.ts';
import { siteAssetHeaders, type SiteSource } from './siteSource.ts';

/** Editors save in bursts (truncate, write, rename): wait for the burst to end before re-reading. */
const debounceMs = 30;

export function createFilesSiteSource(sitesDir: string, log: (line: string) => void = (line) => console.log(line)): SiteSource {
  const dir = resolve(sitesDir);
  const fileOf = (siteId: string) => join(dir, `${siteId}.json`);
  const listeners = new Set<(siteIds: string[] | 'all') => void>();

  // Watching: collect the changed ids of one burst, then tell the listeners once.
  const pending = new Set<string>();
  let pendingAll = false;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const changed = pendingAll ? ('all' as const) : [...pending];
    pending.clear();
    pendingAll = false;
    for (const listener of listeners) listener(changed);
  };
  const noticed = (filename: string | null) => {
    if (filename === null)
      pendingAll = true; // some platforms do not say which file changed
    else if (filename.endsWith('.json')) pending.add(filename.slice(0, -'.json'.length));
    else return;
    timer ??= setTimeout(flush, debounceMs);
    timer.unref();
  };
  let watcher: FSWatcher | undefined;
  const stopWatching = (why: string) => {
    watcher?.close();
    watcher = undefined;
    log(`not watching ${dir} (${why}); manifest changes are picked up on the next request instead`);
  };
  try {
    // Not persistent: the watcher alone must not keep the process (or a test run) alive.
    watcher = watch(dir, { persistent: false }, (_event, filename) => noticed(filename));
    watcher.on('error', (error) => stopWatching(error.message));
  } catch (error) {
    stopWatching((error as NodeJS.ErrnoException).code ?? (error as Error).message);
  }

  const assets = new Map<string, StaticFiles>();

  return {
    description: `the folder ${dir}`,
    read(siteId) {
      // Checked again here because this is the function that opens files.
      if (!isValidSiteId(siteId)) return undefined;
      const file = fileOf(siteId);
      try {
        return readFileSync(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT') log(`site "${siteId}": cannot read ${file} (${code ?? (error as Error).message}); treated as missing`);
        return undefined;
      }
    },
    signature: (siteId) => (isValidSiteId(siteId) ? fileSignature(fileOf(siteId)) : 'absent'),
    ids: () => listSiteIds(dir),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async serveAsset(siteId, rawPath, request) {
      if (!isValidSiteId(siteId)) return undefined;
      let files = assets.get(siteId);
      if (!files) assets.set(siteId, (files = createStaticFiles(join(dir, siteId), { headers: siteAssetHeaders })));
      return files.serve(rawPath, request);
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      watcher?.close();
      watcher = undefined;
      listeners.clear();
    },
  };
}

/** The ids of the manifests in a sites folder (temp files and anything not `<valid id>.json` left out), sorted. */
export function listSiteIds(sitesDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(sitesDir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .filter(isValidSiteId)
    .sort();
}

/** Changes when a file is written, replaced (new inode) or removed; cheap enough for every request. */
function fileSignature(file: string): string {
  try {
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'absent';
  } catch (error) {
    return `error:${(error as NodeJS.ErrnoException).code ?? ''}`;
  }
}
