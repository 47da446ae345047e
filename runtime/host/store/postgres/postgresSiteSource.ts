/**
 * The database as a site source: every site's manifest kept in memory (a school's manifest is a few KB;
 * a thousand schools are a few MB), read whole at start, then one row at a time as notifications say a
 * site changed, and whole again after a lost connection. The host keeps serving the last manifests it
 * read while the database is away. A site's assets are read on demand and kept until that site changes.
 */
import type pg from 'pg';
import { noCache, notModified } from '../../httpCaching.ts';
import { isValidSiteId } from '../../manifest/siteId.ts';
import { contentTypeOf, distPathOf, fileHeaders } from '../../staticFiles.ts';
import { siteAssetHeaders, type SiteSource } from '../siteSource.ts';
import { describeDatabase } from './database.ts';
import { listenForSiteChanges } from './siteNotifications.ts';

export interface PostgresSiteSource extends SiteSource {
  /** Takes a manifest this host has just committed, so it serves it at once rather than when its own notification arrives. */
  accept(siteId: string, text: string, revision: number): void;
  /** Re-reads every site now. */
  reload(): Promise<void>;
  /** Stops listening and resolves when the connection is closed. */
  closed(): Promise<void>;
}

interface Held {
  text: string;
  revision: number;
}

interface Asset {
  body: Buffer;
  etag: string;
}

/** Reads every site, then listens; resolves once both are done (rejects when the database cannot be read). */
export async function openPostgresSiteSource(pool: pg.Pool, connectionString: string, log: (line: string) => void): Promise<PostgresSiteSource> {
  const held = new Map<string, Held>();
  const listeners = new Set<(siteIds: string[] | 'all') => void>();
  /** Per site, per path: the asset, or null for "not there" (asked often by a page missing one). */
  const assets = new Map<string, Map<string, Asset | null>>();
  const tell = (changed: string[]) => {
    if (changed.length) for (const listener of listeners) listener(changed);
  };

  const take = (siteId: string, row: Held | undefined): boolean => {
    const before = held.get(siteId);
    if (!row) return before ? held.delete(siteId) : false;
    // An older revision arriving late (a notification racing a re-read) never replaces a newer one.
    if (before && before.revision >= row.revision) return false;
    held.set(siteId, row);
    return true;
  };

  const reload = async () => {
    const { rows } = await pool.query<{ id: string; body: Buffer; revision: string }>('SELECT id, body, revision FROM sites');
    const seen = new Set<string>();
    const changed: string[] = [];
    for (const row of rows) {
      seen.add(row.id);
      const before = held.get(row.id);
      const revision = Number(row.revision);
      if (before?.revision !== revision) {
        held.set(row.id, { text: row.body.toString('utf8'), revision });
        changed.push(row.id);
      }
    }
    for (const id of [...held.keys()]) if (!seen.has(id) && held.delete(id)) changed.push(id);
    assets.clear();
    tell(changed);
  };

  const reloadOne = async (siteId: string) => {
    assets.delete(siteId);
    const { rows } = await pool.query<{ body: Buffer; revision: string }>('SELECT body, revision FROM sites WHERE id = $1', [siteId]);
    const row = rows[0];
    if (take(siteId, row ? { text: row.body.toString('utf8'), revision: Number(row.revision) } : undefined)) tell([siteId]);
  };

  await reload();
  const notifications = listenForSiteChanges({
    connectionString,
    onNotice: (siteId) => {
      if (!isValidSiteId(siteId)) return;
      reloadOne(siteId).catch((error: Error) =>
        log(`database: could not read site "${siteId}" after its change (${error.message}); serving the last version read`),
      );
    },
    onReconnected: reload,
    log,
  });
  await notifications.ready;

  const readAsset = async (siteId: string, path: string): Promise<Asset | null> => {
    let ofSite = assets.get(siteId);
    if (!ofSite) assets.set(siteId, (ofSite = new Map()));
    const known = ofSite.get(path);
    if (known !== undefined) return known;
    const { rows } = await pool.query<Asset>('SELECT body, etag FROM site_assets WHERE site_id = $1 AND path = $2', [siteId, path]);
    const found = rows[0] ?? null;
    // Kept only while the site's entry is the one asked for: a change meanwhile dropped it.
    if (assets.get(siteId) === ofSite) ofSite.set(path, found);
    return found;
  };

  return {
    description: `PostgreSQL (${describeDatabase(connectionString)})`,
    read: (siteId) => held.get(siteId)?.text,
    signature: (siteId) => {
      const row = held.get(siteId);
      return row ? `revision ${row.revision}` : 'absent';
    },
    ids: () => [...held.keys()].sort(),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accept(siteId, text, revision) {
      assets.delete(siteId);
      if (take(siteId, { text, revision })) tell([siteId]);
    },
    reload,
    async serveAsset(siteId, rawPath, request) {
      if (!isValidSiteId(siteId)) return undefined;
      // The same rules as files on disk: no `..`, no dotfiles, no encoded tricks.
      const target = distPathOf('/site-assets', rawPath);
      if (target.kind === 'refused') return 'refused';
      const path = target.file.slice('/site-assets/'.length);
      const asset = await readAsset(siteId, path).catch(() => null);
      if (!asset) return undefined;
      const headers = { ...fileHeaders(contentTypeOf(path), noCache), ETag: asset.etag, ...siteAssetHeaders };
      return notModified(request, headers) ?? new Response(new Uint8Array(asset.body), { status: 200, headers });
    },
    close() {
      listeners.clear();
      void notifications.close();
    },
    closed: () => notifications.close(),
  };
}
