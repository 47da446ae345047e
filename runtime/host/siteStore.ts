/**
 * The resolved manifests the host serves, kept in memory and reloaded when their files change, so an
 * operator's edit of `sites/<id>.json` shows on the next page load with no rebuild and no restart.
 *
 * An edit that does not validate never replaces what is served: the last good manifest stays, and the
 * problems are logged once and carried on the entry, so an operator sees why the edit did not show.
 * Warnings do not stop an edit: the manifest is served, and its warnings are logged once and carried too.
 */
import { readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ResolvedSiteManifest } from '../shared/generated/resolvedSiteManifest.ts';
import { countProblems, formatProblem, isError, type ManifestProblem } from '../shared/manifestProblems.ts';
import { strongEtag } from './httpCaching.ts';
import { resolveManifest, type ResolveResult } from './manifest/resolveManifest.ts';
import { isValidSiteId } from './manifest/siteId.ts';
import type { WidgetCatalog } from './manifest/widgetCatalog.ts';

/** What the host knows of one site right now. */
export interface SiteEntry {
  /** The last good resolved manifest; absent while the site has never had a valid version. */
  manifest?: ResolvedSiteManifest;
  /** Strong ETag of `body`. */
  etag?: string;
  /** `manifest` serialized once, as served. */
  body?: string;
  /** The problems of the current file version; when that version is the one served, only its warnings. */
  problems: ManifestProblem[];
}

export interface SiteStore {
  /**
   * The entry of a site. An invalid id is answered with an `invalid-site-id` problem before anything
   * touches the file system, and is not cached.
   */
  get(siteId: string): SiteEntry;
  /** Stops watching `sitesDir`. */
  close(): void;
}

export interface SiteStoreOptions {
  /** The folder of `<siteId>.json` files. In production it lives outside the build. */
  sitesDir: string;
  catalog: WidgetCatalog;
  log?: (line: string) => void;
}

interface CachedSite {
  entry: SiteEntry;
  /** The ids whose files the last resolution read, child first: a change to any of them re-resolves. */
  chain: string[];
  /** Each chain file's stat signature when it was read, to notice changes the watcher missed. */
  seen: Map<string, string>;
  /** The problems last logged for this site, so a problem is logged once, not on every request. */
  logged: string;
}

/** Editors save in bursts (truncate, write, rename): wait for the burst to end before re-reading. */
const debounceMs = 30;

/** Creates the store and starts watching `sitesDir` (a missing folder is tolerated: see `get`). */
export function createSiteStore({ sitesDir, catalog, log = (line) => console.log(line) }: SiteStoreOptions): SiteStore {
  const dir = resolve(sitesDir);
  const cache = new Map<string, CachedSite>();
  const fileOf = (siteId: string) => join(dir, `${siteId}.json`);

  function load(siteId: string): CachedSite {
    const previous = cache.get(siteId);
    const seen = new Map<string, string>();
    const readSite = (id: string): string | undefined => {
      // resolveManifest checks ids too; checked again here because this is the function that opens files.
      if (!isValidSiteId(id)) return undefined;
      const file = fileOf(id);
      // The signature is taken before reading: a write in between makes the next check re-read, never miss.
      seen.set(id, signatureOf(file));
      try {
        return readFileSync(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT') log(`site "${siteId}": cannot read ${file} (${code ?? (error as Error).message}); treated as missing`);
        return undefined;
      }
    };
    let result: ResolveResult;
    try {
      result = resolveManifest(siteId, readSite, catalog);
    } catch (error) {
      // resolveManifest collects problems rather than throwing; should it throw anyway, the host keeps serving.
      result = {
        problems: [
          {
            code: 'schema',
            file: `sites/${siteId}.json`,
            path: '',
            params: { message: `could not be checked: ${(error as Error).message}`, keyword: 'internal' },
          },
        ],
        chain: [...seen.keys()],
      };
    }

    let entry: SiteEntry;
    let logged = '';
    if (result.manifest) {
      const body = JSON.stringify(result.manifest);
      entry = { manifest: result.manifest, body, etag: strongEtag(body), problems: result.problems };
      if (previous && (previous.entry.problems.some(isError) || previous.entry.etag !== entry.etag)) log(`site "${siteId}": manifest reloaded`);
      logged = result.problems.map((problem) => formatProblem(problem)).join('\n');
      if (logged && logged !== previous?.logged) {
        log(`site "${siteId}": served, with ${countProblems(result.problems).warnings} warning(s):`);
        log(logged.replace(/^/gm, '  '));
      }
    } else {
      const good = previous?.entry.manifest ? { manifest: previous.entry.manifest, body: previous.entry.body, etag: previous.entry.etag } : {};
      entry = { ...good, problems: result.problems };
      logged = result.problems.map((problem) => formatProblem(problem)).join('\n');
      if (logged !== previous?.logged) {
        const count = countProblems(result.problems);
        log(
          good.manifest
            ? `site "${siteId}": the changed manifest is invalid; still serving the last good version. ${count.errors + count.warnings} problem(s):`
            : `site "${siteId}": no valid manifest; the portal shows an error page. ${count.errors + count.warnings} problem(s):`,
        );
        log(logged.replace(/^/gm, '  '));
      }
    }
    const cached: CachedSite = { entry, chain: result.chain, seen, logged };
    cache.set(siteId, cached);
    return cached;
  }

  /** The fallback for platforms where fs.watch misses events (network mounts, some containers). */
  const changedOnDisk = (cached: CachedSite) => cached.chain.some((id) => cached.seen.get(id) !== signatureOf(fileOf(id)));

  // Watching: collect the changed ids of one burst, then re-resolve every cached site that read one of them.
  const pending = new Set<string>();
  let pendingAll = false;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    for (const [siteId, cached] of cache) {
      if (pendingAll || cached.chain.some((id) => pending.has(id))) load(siteId);
    }
    pending.clear();
    pendingAll = false;
  };
  const onChange = (filename: string | null) => {
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
    watcher = watch(dir, { persistent: false }, (_event, filename) => onChange(filename));
    watcher.on('error', (error) => stopWatching(error.message));
  } catch (error) {
    stopWatching((error as NodeJS.ErrnoException).code ?? (error as Error).message);
  }

  return {
    get(siteId) {
      if (!isValidSiteId(siteId)) {
        const shown = String(siteId).slice(0, 80);
        return { problems: [{ code: 'invalid-site-id', file: shown, path: '', params: { siteId: shown } }] };
      }
      const cached = cache.get(siteId);
      return (cached && !changedOnDisk(cached) ? cached : load(siteId)).entry;
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      watcher?.close();
      watcher = undefined;
    },
  };
}

/** Changes when a file is written, replaced (new inode) or removed; cheap enough for every request. */
function signatureOf(file: string): string {
  try {
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'absent';
  } catch (error) {
    return `error:${(error as NodeJS.ErrnoException).code ?? ''}`;
  }
}
