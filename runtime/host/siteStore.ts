/**
 * The resolved manifests the host serves, kept in memory and re-resolved when their source changes (an
 * edit of `sites/<id>.json`, or a publish on any host sharing the database), so a change shows on the next
 * page load with no rebuild and no restart.
 *
 * An edit that does not validate never replaces what is served: the last good manifest stays, and the
 * problems are logged once and carried on the entry, so an operator sees why the edit did not show.
 * Warnings do not stop an edit: the manifest is served, and its warnings are logged once and carried too.
 */
import type { ResolvedSiteManifest } from '../shared/generated/resolvedSiteManifest.ts';
import { countProblems, formatProblem, isError, type ManifestProblem } from '../shared/manifestProblems.ts';
import { strongEtag } from './httpCaching.ts';
import { resolveManifest, type ResolveResult } from './manifest/resolveManifest.ts';
import { isValidSiteId } from './manifest/siteId.ts';
import type { WidgetCatalog } from './manifest/widgetCatalog.ts';
import type { SiteSource } from './store/siteSource.ts';

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
  /** Stops listening to the source. */
  close(): void;
}

export interface SiteStoreOptions {
  /** Where the manifests are: the `sites/` folder or the database (store/siteSource.ts). */
  source: SiteSource;
  catalog: WidgetCatalog;
  log?: (line: string) => void;
}

interface CachedSite {
  entry: SiteEntry;
  /** The ids the last resolution read, child first: a change to any of them re-resolves. */
  chain: string[];
  /** Each chain site's signature when it was read, to notice changes the source's events missed. */
  seen: Map<string, string>;
  /** The problems last logged for this site, so a problem is logged once, not on every request. */
  logged: string;
}

/** Creates the store and listens to the source's changes. */
export function createSiteStore({ source, catalog, log = (line) => console.log(line) }: SiteStoreOptions): SiteStore {
  const cache = new Map<string, CachedSite>();

  function load(siteId: string): CachedSite {
    const previous = cache.get(siteId);
    const seen = new Map<string, string>();
    const readSite = (id: string): string | undefined => {
      // resolveManifest checks ids too; checked again here because this is the function that reads.
      if (!isValidSiteId(id)) return undefined;
      // The signature is taken before reading: a write in between makes the next check re-read, never miss.
      seen.set(id, source.signature(id));
      return source.read(id);
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

  /** The fallback for changes the source's events missed (fs.watch on network mounts, some containers). */
  const changedAtSource = (cached: CachedSite) => cached.chain.some((id) => cached.seen.get(id) !== source.signature(id));

  // Re-resolve every cached site that read a changed id.
  const stopListening = source.onChange((changed) => {
    for (const [siteId, cached] of cache) {
      if (changed === 'all' || cached.chain.some((id) => changed.includes(id))) load(siteId);
    }
  });

  return {
    get(siteId) {
      if (!isValidSiteId(siteId)) {
        const shown = String(siteId).slice(0, 80);
        return { problems: [{ code: 'invalid-site-id', file: shown, path: '', params: { siteId: shown } }] };
      }
      const cached = cache.get(siteId);
      return (cached && !changedAtSource(cached) ? cached : load(siteId)).entry;
    },
    close() {
      stopListening();
    },
  };
}
