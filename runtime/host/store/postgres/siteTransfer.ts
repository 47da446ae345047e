/**
 * `npm run sites -- import` and `export`: a school's configuration stays in git as files
 * (`sites/<id>.json`, its assets in `sites/<id>/…`) while the hosts read it from the database they share.
 *
 * Import writes each site in one transaction, the way a publish does (postgresOperatorStore.ts): the live
 * row locked, a version and an audit row, the new manifest, and a notification every host hears at COMMIT.
 * A manifest whose bytes equal the live ones gets no new version, so exporting and importing again changes
 * nothing. Export writes the live bytes back exactly, each file atomically, never outside the folder.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync, type Dirent, type Stats } from 'node:fs';
import { lstat, mkdir, open, readdir, realpath } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type pg from 'pg';
// The validator's own function, so a manifest `npm run validate` rejects is never imported (and vice versa).
import { validateFiles } from '../../manifest/validateFiles.ts';
import { formatProblem, isError } from '../../../shared/manifestProblems.ts';
import { strongEtag } from '../../httpCaching.ts';
import { isValidSiteId } from '../../manifest/siteId.ts';
import { writeFileAtomic } from '../../operator/atomicWrite.ts';
import { inTransaction } from './database.ts';
import { insertAuditRow } from './postgresAudit.ts';
import { recordLiveIfUnknown } from './postgresOperatorStore.ts';
import { siteChannel } from './siteNotifications.ts';

/** A manifest or an asset larger than this is refused: a logo is a few KB, and every host keeps what it serves in memory. */
export const maxFileBytes = 5 * 1024 * 1024;
/** How many of a refused manifest's errors are printed; `npm run validate` lists them all. */
const errorsShown = 5;

export interface AssetSync {
  /** The site's assets after the import. */
  count: number;
  /** Added or replaced (bytes differed). */
  written: number;
  /** In the database but no longer in the folder. */
  removed: number;
  /**
   * The site has no asset folder and has stored assets: they were left as they are. A folder holding manifests
   * only (a fresh checkout of `*.json`, a copy made by hand) must not wipe every school's logo; a folder
   * that is there is the truth, and a file deleted from it is removed.
   */
  kept?: true;
}

export type SiteImport =
  | { siteId: string; outcome: 'imported'; version: number; assets: AssetSync }
  | { siteId: string; outcome: 'unchanged'; assets: AssetSync }
  | { siteId: string; outcome: 'refused'; why: string[] };

export interface ImportSitesOptions {
  pool: pg.Pool;
  /** The folder holding `<id>.json` and `<id>/…`. */
  folder: string;
  /** Only these site ids (each must have its `<id>.json`); every `*.json` of the folder when absent. */
  only?: readonly string[];
  /** The author of the versions written (default `import`). */
  by?: string;
  now?: () => number;
}

export type SiteExport = { siteId: string; outcome: 'written'; assets: number; strays: string[] } | { siteId: string; outcome: 'refused'; why: string[] };

export interface ExportSitesOptions {
  pool: pg.Pool;
  /** Created when missing. */
  folder: string;
  only?: readonly string[];
}

const refused = (siteId: string, ...why: string[]): SiteImport & SiteExport => ({ siteId, outcome: 'refused', why });

/** Loads the folder's manifests (validated first) and their assets into the database; one result per site, sorted by id. */
export async function importSites({ pool, folder, only, by = 'import', now = () => Date.now() }: ImportSitesOptions): Promise<SiteImport[]> {
  const dir = resolve(folder);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    throw new Error(`cannot read the folder ${dir} (${error.code ?? error.message}): name the folder holding <id>.json files with --from`);
  });
  // Dotfiles are an editor's or the OS's, never a site (`.json` alone would be the empty id).
  const found = new Set(names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).map((name) => name.slice(0, -'.json'.length)));
  const results: SiteImport[] = [];
  // Each manifest is read once, through one handle, and that text is both judged and stored: a file swapped
  // for a link (to anything on this machine) after a check and before a read has no moment to be.
  const manifests = new Map<string, Buffer>();
  for (const siteId of new Set(only ?? found)) {
    if (!isValidSiteId(siteId)) results.push(refused(siteId, `"${siteId}" is not a valid site id: 1 to 64 lower-case letters, digits or dashes`));
    else if (!found.has(siteId)) results.push(refused(siteId, `there is no ${siteId}.json in ${dir}`));
    else {
      const read = await readCheckedFile(join(dir, `${siteId}.json`), `${siteId}.json`);
      if ('problem' in read) results.push(refused(siteId, read.problem));
      else manifests.set(siteId, read.bytes);
    }
  }
  const accepted = [...manifests.keys()];
  // A base (`extends`) not being imported is read the same way, once.
  const readManifest = (path: string): string | undefined => {
    const siteId = basename(path, '.json');
    if (!manifests.has(siteId) && found.has(siteId) && dirname(path) === dir) {
      const bytes = readCheckedFileSync(path);
      if (bytes) manifests.set(siteId, bytes);
    }
    return manifests.get(siteId)?.toString('utf8');
  };
  const reports = accepted.length
    ? validateFiles(
        accepted.map((siteId) => join(dir, `${siteId}.json`)),
        dir,
        readManifest,
      )
    : [];
  for (const [index, siteId] of accepted.entries()) {
    const errors = reports[index]!.problems.filter(isError);
    if (errors.length) {
      const more = errors.length > errorsShown ? [`… and ${errors.length - errorsShown} more: run npm run validate to see them all`] : [];
      results.push(refused(siteId, ...errors.slice(0, errorsShown).map((problem) => formatProblem(problem)), ...more));
      continue;
    }
    results.push(await importSite(pool, dir, siteId, manifests.get(siteId)!, by, now));
  }
  return results.sort((a, b) => (a.siteId < b.siteId ? -1 : a.siteId > b.siteId ? 1 : 0));
}

/** What a file must be to be imported; `shown` names it in the refusal. */
function fileProblem(shown: string, stat: Stats): string | undefined {
  if (!stat.isFile()) return `${shown} is not a regular file`;
  if (stat.size > maxFileBytes)
    return `${shown} is ${stat.size} bytes, more than the ${maxFileBytes} ${shown.endsWith('.json') ? 'a manifest' : 'an asset'} may have`;
  return undefined;
}

/**
 * Reads a file through one handle, opened without following a link, and judges what that handle holds:
 * a regular file within the size, and (given `listed`) the very file the listing saw, so a folder above it
 * swapped for a link since is noticed too. Nothing is checked by name and then opened again.
 */
export async function readCheckedFile(path: string, shown: string, listed?: { dev: number; ino: number }): Promise<{ bytes: Buffer } | { problem: string }> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return { problem: `${shown} is a symbolic link: copy the file into the folder instead` };
    return { problem: `${shown} cannot be read (${code ?? (error as Error).message})` };
  }
  try {
    const stat = await handle.stat();
    const problem = fileProblem(shown, stat);
    if (problem) return { problem };
    if (listed && (stat.dev !== listed.dev || stat.ino !== listed.ino))
      return { problem: `${shown} changed while it was being imported: run the import again` };
    return { bytes: await handle.readFile() };
  } finally {
    await handle.close();
  }
}

/** The same for a base manifest the validator asks for while it judges (synchronously): its bytes, or undefined. */
function readCheckedFileSync(path: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const stat = fstatSync(fd);
    return fileProblem(basename(path), stat) ? undefined : readFileSync(fd);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

async function importSite(pool: pg.Pool, dir: string, siteId: string, bytes: Buffer, by: string, now: () => number): Promise<SiteImport> {
  const listed = await listAssetFiles(join(dir, siteId));
  if (listed.problems.length) return refused(siteId, ...listed.problems);
  const read = await Promise.all(listed.paths.map(async (path) => ({ path, read: await readListedAsset(listed, join(dir, siteId), path) })));
  const unreadable = read.flatMap(({ read }) => ('problem' in read ? [read.problem] : []));
  if (unreadable.length) return refused(siteId, ...unreadable);
  const assets = read.map(({ path, read }) => ({ path, bytes: (read as { bytes: Buffer }).bytes }));
  const reason = `imported from ${basename(dir)}/${siteId}.json`;

  return inTransaction(pool, async (client) => {
    const live = (await client.query<{ body: Buffer; etag: string }>('SELECT body, etag FROM sites WHERE id = $1 FOR UPDATE', [siteId])).rows[0];
    const version = live?.body.equals(bytes) ? undefined : await writeManifest(client, { siteId, bytes, live, by, reason, at: now() });
    const sync = listed.found ? await replaceAssets(client, siteId, assets) : await keptAssets(client, siteId);
    // Hosts drop their cached assets and re-read the site when told; nothing to tell when nothing changed.
    if (version !== undefined || sync.written || sync.removed) await client.query('SELECT pg_notify($1, $2)', [siteChannel, siteId]);
    return version === undefined ? { siteId, outcome: 'unchanged', assets: sync } : { siteId, outcome: 'imported', version, assets: sync };
  });
}

interface ManifestWrite {
  siteId: string;
  bytes: Buffer;
  live: { body: Buffer; etag: string } | undefined;
  by: string;
  reason: string;
  at: number;
}

/** The new live manifest, its version and audit row, inside the caller's transaction; returns the version. */
async function writeManifest(client: pg.PoolClient, { siteId, bytes, live, by, reason, at }: ManifestWrite): Promise<number> {
  const etag = strongEtag(bytes);
  // As a publish does: the manifest being replaced must be in the history, or a restore could not reach it.
  const next = live ? await recordLiveIfUnknown(client, siteId, live.etag) : undefined;
  await client.query(
    `INSERT INTO sites (id, body, etag) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body, etag = EXCLUDED.etag, revision = sites.revision + 1, updated_at = now()`,
    [siteId, bytes, etag],
  );
  // A new site: its row exists (and is locked) only now, so two imports of it take turns here and the
  // second numbers its version after the first's.
  const version =
    next ??
    ((await client.query<{ version: number }>('SELECT max(version) AS version FROM site_versions WHERE site_id = $1', [siteId])).rows[0]?.version ?? -1) + 1;
  await client.query('INSERT INTO site_versions (site_id, version, body, etag, author, at, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    siteId,
    version,
    bytes,
    etag,
    by,
    new Date(at),
    reason,
  ]);
  await insertAuditRow(client, at, { event: 'import', by, site: siteId, version, etag, ...(live ? { previousEtag: live.etag } : {}) });
  return version;
}

/** Makes the site's rows in `site_assets` exactly `assets`, writing only those whose bytes differ. */
async function replaceAssets(client: pg.PoolClient, siteId: string, assets: { path: string; bytes: Buffer }[]): Promise<AssetSync> {
  const stored = new Map(
    (await client.query<{ path: string; etag: string }>('SELECT path, etag FROM site_assets WHERE site_id = $1', [siteId])).rows.map((row) => [
      row.path,
      row.etag,
    ]),
  );
  const gone = [...stored.keys()].filter((path) => !assets.some((asset) => asset.path === path));
  if (gone.length) await client.query('DELETE FROM site_assets WHERE site_id = $1 AND path = ANY($2)', [siteId, gone]);
  let written = 0;
  for (const { path, bytes } of assets) {
    const etag = strongEtag(bytes);
    if (stored.get(path) === etag) continue;
    await client.query(
      `INSERT INTO site_assets (site_id, path, body, etag) VALUES ($1, $2, $3, $4)
       ON CONFLICT (site_id, path) DO UPDATE SET body = EXCLUDED.body, etag = EXCLUDED.etag, updated_at = now()`,
      [siteId, path, bytes, etag],
    );
    written++;
  }
  return { count: assets.length, written, removed: gone.length };
}

/** The site's stored assets, untouched: its folder has no asset folder. */
async function keptAssets(client: pg.PoolClient, siteId: string): Promise<AssetSync> {
  const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM site_assets WHERE site_id = $1', [siteId]);
  const count = Number(rows[0]!.count);
  return count ? { count, written: 0, removed: 0, kept: true } : { count, written: 0, removed: 0 };
}

/**
 * Why a stored asset path cannot be a file inside its site's folder (nor be served, postgresSiteSource.ts
 * refuses the same), or undefined when it can: `/`-separated, no empty, `.`, `..` or hidden segment, no
 * backslash or NUL.
 */
export function assetPathProblem(path: string): string | undefined {
  if (path.includes('\\') || path.includes('\0')) return `the asset path ${JSON.stringify(path)} holds a backslash or NUL`;
  if (path.split('/').some((segment) => segment === '' || segment.startsWith('.')))
    return `the asset path ${JSON.stringify(path)} has an empty, ".", ".." or hidden segment`;
  return undefined;
}

interface AssetListing {
  /** Whether the folder is there at all. */
  found: boolean;
  /** Relative, `/`-separated, sorted. */
  paths: string[];
  /** The file each path was when listed (device and inode), which reading it must find again. */
  identities: Map<string, { dev: number; ino: number }>;
  problems: string[];
}

/** An asset of a listing, read as listed (readCheckedFile). */
export function readListedAsset(listing: AssetListing, siteDir: string, path: string): Promise<{ bytes: Buffer } | { problem: string }> {
  return readCheckedFile(join(siteDir, ...path.split('/')), path, listing.identities.get(path));
}

/** The files under a site's asset folder (none when it is missing), dotfiles left out; links and oversized files are problems. */
export async function listAssetFiles(siteDir: string): Promise<AssetListing> {
  const listing: AssetListing = { found: false, paths: [], identities: new Map(), problems: [] };
  const top = await lstat(siteDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!top) return listing;
  listing.found = true;
  if (top.isSymbolicLink()) listing.problems.push(`${basename(siteDir)}/ is a symbolic link: a site's assets are the files in the folder named after it`);
  else if (!top.isDirectory()) listing.problems.push(`${basename(siteDir)} is not a folder: a site's assets are the files in the folder named after it`);
  if (listing.problems.length) return listing;
  const walk = async (relative: string[]) => {
    const entries: Dirent[] = await readdir(join(siteDir, ...relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name.startsWith('.')) continue;
      const path = [...relative, entry.name].join('/');
      const problem = assetPathProblem(path);
      if (problem) listing.problems.push(problem);
      // A link could lead anywhere on this machine, and what it names would end up in the database.
      else if (entry.isSymbolicLink()) listing.problems.push(`${path} is a symbolic link: copy the file into the folder instead`);
      else if (entry.isDirectory()) await walk([...relative, entry.name]);
      else if (!entry.isFile()) listing.problems.push(`${path} is not a regular file`);
      else {
        const { size, dev, ino } = await lstat(join(siteDir, ...relative, entry.name));
        if (size > maxFileBytes) listing.problems.push(`${path} is ${size} bytes, more than the ${maxFileBytes} an asset may have`);
        else {
          listing.paths.push(path);
          listing.identities.set(path, { dev, ino });
        }
      }
    }
  };
  await walk([]);
  return listing;
}

/** Writes the live manifests (exact bytes) and their assets into the folder; one result per site, sorted by id. */
export async function exportSites({ pool, folder, only }: ExportSitesOptions): Promise<SiteExport[]> {
  const results: SiteExport[] = [];
  const wanted = only ? [...new Set(only)] : undefined;
  const asked = wanted?.filter((siteId) => {
    if (isValidSiteId(siteId)) return true;
    results.push(refused(siteId, `"${siteId}" is not a valid site id: 1 to 64 lower-case letters, digits or dashes`));
    return false;
  });
  if (asked?.length === 0) return results;
  const { rows } = asked
    ? await pool.query<{ id: string; body: Buffer }>('SELECT id, body FROM sites WHERE id = ANY($1) ORDER BY id', [asked])
    : await pool.query<{ id: string; body: Buffer }>('SELECT id, body FROM sites ORDER BY id');
  for (const siteId of asked ?? []) if (!rows.some((row) => row.id === siteId)) results.push(refused(siteId, `the database has no site "${siteId}"`));
  await mkdir(folder, { recursive: true });
  // Compared with real paths: a link inside the folder must not carry a write outside it.
  const root = await realpath(folder);
  for (const row of rows) results.push(await exportSite(pool, root, row.id, row.body));
  return results.sort((a, b) => (a.siteId < b.siteId ? -1 : a.siteId > b.siteId ? 1 : 0));
}

async function exportSite(pool: pg.Pool, root: string, siteId: string, body: Buffer): Promise<SiteExport> {
  // The table's check is looser than the id rule (it lets `con` or `constructor` through): such a row names no file.
  if (!isValidSiteId(siteId)) return refused(siteId, `the database holds the site id "${siteId}", which cannot name a file: rename the site`);
  const { rows: assets } = await pool.query<{ path: string; body: Buffer }>('SELECT path, body FROM site_assets WHERE site_id = $1 ORDER BY path', [siteId]);
  const problems = assets.flatMap(({ path }) => assetPathProblem(path) ?? []);
  if (problems.length) return refused(siteId, ...problems.map((problem) => `${problem}: nothing of this site was written`));
  const siteDir = join(root, siteId);
  const targets = assets.map((asset) => ({ ...asset, file: resolve(siteDir, ...asset.path.split('/')) }));
  if (targets.some(({ file }) => !file.startsWith(siteDir + sep)))
    return refused(siteId, `an asset path leads outside ${siteDir}: nothing of this site was written`);
  for (const { file } of targets) {
    await mkdir(dirname(file), { recursive: true });
    const real = await realpath(dirname(file));
    if (real !== siteDir && !real.startsWith(siteDir + sep))
      return refused(siteId, `${dirname(file)} leads outside ${siteDir} (a symbolic link?): remove it, then export again`);
  }
  await writeFileAtomic(join(root, `${siteId}.json`), body);
  for (const { file, body: bytes } of targets) await writeFileAtomic(file, bytes);
  const exported = new Set(assets.map((asset) => asset.path));
  const strays = (await listAssetFiles(siteDir)).paths.filter((path) => !exported.has(path));
  return { siteId, outcome: 'written', assets: assets.length, strays };
}
