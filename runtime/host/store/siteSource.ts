/**
 * Where the host reads the schools' manifests and their assets (logos) from: the `sites/` folder
 * (filesSiteSource.ts, the default) or a PostgreSQL database shared by several hosts
 * (postgres/postgresSiteSource.ts). The site store (siteStore.ts) resolves and serves what a source holds
 * and re-resolves a site when the source says it changed; the operator console validates drafts against it.
 *
 * Reads are synchronous on purpose: resolving a manifest walks its `extends` chain on every request that
 * finds a site changed, and the database source answers from the copy it keeps current in memory.
 */
export interface SiteSource {
  /** For log lines: `the folder /srv/sites`, `PostgreSQL (db.example:5432/portal)`. */
  readonly description: string;
  /** The authored text of `<siteId>`, or undefined when there is none (or the id is not a valid one). */
  read(siteId: string): string | undefined;
  /** Changes whenever `read(siteId)` would answer differently; cheap enough for every request. */
  signature(siteId: string): string;
  /** The ids of every site, sorted. */
  ids(): string[];
  /** Calls `listener` with the ids that changed (`'all'` when the source cannot say which); returns the unsubscribe. */
  onChange(listener: (siteIds: string[] | 'all') => void): () => void;
  /**
   * One of a site's own files (`/site-assets/<path>` → the site's `<path>`), with caching headers; undefined
   * when there is none, `'refused'` for a path that tries to leave the site's files.
   */
  serveAsset(siteId: string, rawPath: string, request: Request): Promise<Response | undefined | 'refused'>;
  /** Stops watching; reads keep answering what was last known. */
  close(): void;
}

/**
 * A manifest's own files run no script on the portal's origin, even opened directly: operators put them
 * there (an SVG logo could carry script), so they are sandboxed whichever source serves them.
 */
export const siteAssetHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
};
