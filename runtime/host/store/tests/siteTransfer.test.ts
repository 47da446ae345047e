/**
 * `npm run sites -- import` / `export` against a real PostgreSQL (one server for the file, a fresh database
 * per test), on a copy of the repository's own sites/ folder: what lands in the tables, what a re-import
 * leaves alone, what is refused, that export gives back the very bytes, and that a running host hears of
 * an import within a second.
 */
import { spawn } from 'node:child_process';
import { type Dirent, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../../../../tests/support/postgresServer.ts';
import { strongEtag } from '../../httpCaching.ts';
import { createPool } from '../postgres/database.ts';
import { migrate } from '../postgres/migrate.ts';
import { openPostgresStore, type PostgresHostStore } from '../postgres/openPostgresStore.ts';
import { exportSites, importSites, maxFileBytes } from '../postgres/siteTransfer.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const repoSites = join(repoRoot, 'sites');
const siteIds = readdirSync(repoSites)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();

let server: PostgresServer;
const cleanups: Array<() => Promise<void> | void> = [];
beforeAll(async () => {
  server = await startPostgres();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await server?.remove();
});

/** A fresh database with the schema, and a pool on it. */
async function freshDatabase(): Promise<{ url: string; pool: pg.Pool }> {
  const url = await server.createDatabase();
  // As a host's pool: an idle connection the server ends (its shutdown after the last test) is no crash.
  const pool = createPool(url, () => {});
  cleanups.push(() => pool.end());
  await migrate(pool);
  return { url, pool };
}

function tempFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-transfer-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A copy of the repository's sites/ as `<temp>/sites`, plus a logo at the top that no site owns. */
function copyOfSites(): string {
  const folder = join(tempFolder(), 'sites');
  cpSync(repoSites, folder, { recursive: true });
  writeFileSync(join(folder, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return folder;
}

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const count = async (pool: pg.Pool, sql: string, params: unknown[] = []) => Number((await pool.query<{ n: string }>(sql, params)).rows[0]!.n);

describe('npm run sites -- import', () => {
  it("loads every manifest of the repository's sites/ with identical bytes, hill-university's assets, a version and an audit row each", async () => {
    const { pool } = await freshDatabase();
    const folder = copyOfSites();

    const results = await importSites({ pool, folder, now: () => Date.parse('2026-11-26T09:00:00Z') });

    expect(results).toEqual(siteIds.map((siteId) => expect.objectContaining({ siteId, outcome: 'imported', version: 0 })));
    const { rows: sites } = await pool.query<{ id: string; body: Buffer; etag: string; revision: string }>(
      'SELECT id, body, etag, revision FROM sites ORDER BY id',
    );
    expect(sites.map((row) => row.id)).toEqual(siteIds);
    for (const row of sites) {
      const bytes = readFileSync(join(repoSites, `${row.id}.json`));
      expect(row.body.equals(bytes)).toBe(true);
      expect(row.etag).toBe(strongEtag(bytes));
      expect(row.revision).toBe('1');
    }
    const { rows: assets } = await pool.query<{ site_id: string; path: string; body: Buffer; etag: string }>(
      'SELECT site_id, path, body, etag FROM site_assets',
    );
    const logo = readFileSync(join(repoSites, 'hill-university', 'logo.svg'));
    // The logo at the top of the folder belongs to no site, so it is not there.
    expect(assets).toEqual([{ site_id: 'hill-university', path: 'logo.svg', body: logo, etag: strongEtag(logo) }]);
    const { rows: versions } = await pool.query<{ site_id: string; version: number; author: string; reason: string; at: Date }>(
      'SELECT site_id, version, author, reason, at FROM site_versions ORDER BY site_id',
    );
    expect(versions).toEqual(
      siteIds.map((siteId) => ({
        site_id: siteId,
        version: 0,
        author: 'import',
        reason: `imported from sites/${siteId}.json`,
        at: new Date('2026-11-26T09:00:00Z'),
      })),
    );
    const { rows: audit } = await pool.query<{ event: unknown }>('SELECT event FROM audit_log ORDER BY id');
    expect(audit.map((row) => row.event)).toEqual(
      siteIds.map((siteId) => ({ event: 'import', by: 'import', site: siteId, version: 0, etag: strongEtag(readFileSync(join(repoSites, `${siteId}.json`))) })),
    );
  });

  it('changes nothing when imported again: no version, no audit row, no new revision', async () => {
    const { pool } = await freshDatabase();
    const folder = copyOfSites();
    await importSites({ pool, folder });
    const before = await pool.query('SELECT id, revision, updated_at FROM sites ORDER BY id');

    const again = await importSites({ pool, folder });

    expect(again).toEqual(
      siteIds.map((siteId) => ({ siteId, outcome: 'unchanged', assets: { count: siteId === 'hill-university' ? 1 : 0, written: 0, removed: 0 } })),
    );
    expect((await pool.query('SELECT id, revision, updated_at FROM sites ORDER BY id')).rows).toEqual(before.rows);
    expect(await count(pool, 'SELECT count(*) AS n FROM site_versions')).toBe(siteIds.length);
    expect(await count(pool, 'SELECT count(*) AS n FROM audit_log')).toBe(siteIds.length);
  });

  it('writes one new version, by --by, for the one manifest that changed', async () => {
    const { pool } = await freshDatabase();
    const folder = copyOfSites();
    await importSites({ pool, folder });
    const file = join(folder, 'lake-college.json');
    const oldEtag = strongEtag(readFileSync(file));
    const changed = readFileSync(file, 'utf8').replace(/\n$/, '\n\n');
    writeFileSync(file, changed);

    const results = await importSites({ pool, folder, by: 'ops-team' });

    expect(results.filter((result) => result.outcome !== 'unchanged')).toEqual([
      { siteId: 'lake-college', outcome: 'imported', version: 1, assets: { count: 0, written: 0, removed: 0 } },
    ]);
    const live = (await pool.query<{ body: Buffer; revision: string }>("SELECT body, revision FROM sites WHERE id = 'lake-college'")).rows[0]!;
    expect(live.body.toString('utf8')).toBe(changed);
    expect(live.revision).toBe('2');
    expect(await count(pool, 'SELECT count(*) AS n FROM site_versions')).toBe(siteIds.length + 1);
    const last = (await pool.query<{ event: unknown }>('SELECT event FROM audit_log ORDER BY id DESC LIMIT 1')).rows[0]!.event;
    expect(last).toEqual({ event: 'import', by: 'ops-team', site: 'lake-college', version: 1, etag: strongEtag(changed), previousEtag: oldEtag });
  });

  it('first records a live manifest that has no history, as a publish does, then imports over it', async () => {
    const { pool } = await freshDatabase();
    await pool.query("INSERT INTO sites (id, body, etag) VALUES ('lake-college', '\\x7b7d', $1)", [strongEtag('{}')]);

    const results = await importSites({ pool, folder: copyOfSites(), only: ['lake-college'] });

    expect(results).toEqual([expect.objectContaining({ siteId: 'lake-college', outcome: 'imported', version: 1 })]);
    const { rows } = await pool.query<{ version: number; etag: string; author: string; reason: string }>(
      "SELECT version, etag, author, reason FROM site_versions WHERE site_id = 'lake-college' ORDER BY version",
    );
    expect(rows.map((row) => [row.version, row.etag, row.author, row.reason])).toEqual([
      [0, strongEtag('{}'), '-', 'initial'],
      [1, strongEtag(readFileSync(join(repoSites, 'lake-college.json'))), 'import', 'imported from sites/lake-college.json'],
    ]);
  });

  it('refuses a manifest with errors, says why, and still imports the others', async () => {
    const { pool } = await freshDatabase();
    const folder = copyOfSites();
    writeFileSync(join(folder, 'broken.json'), '{ "id": "broken", "apps": {');

    const results = await importSites({ pool, folder });

    const broken = results.find((result) => result.siteId === 'broken');
    expect(broken).toEqual({ siteId: 'broken', outcome: 'refused', why: [expect.stringMatching(/^broken\.json \/: not valid JSON: .*\[json-syntax\]/s)] });
    expect(results.filter((result) => result.outcome === 'imported').map((result) => result.siteId)).toEqual(siteIds);
    expect(await count(pool, "SELECT count(*) AS n FROM sites WHERE id = 'broken'")).toBe(0);
  });

  it('syncs assets of an unchanged site (added, replaced, removed) and skips dotfiles', async () => {
    const { pool } = await freshDatabase();
    const folder = copyOfSites();
    await importSites({ pool, folder });
    const assets = join(folder, 'hill-university');
    writeFileSync(join(assets, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
    mkdirSync(join(assets, 'img', 'campus'), { recursive: true });
    writeFileSync(join(assets, 'img', 'campus', 'gate.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(assets, '.DS_Store'), 'finder');
    mkdirSync(join(assets, '.git'));
    writeFileSync(join(assets, '.git', 'config'), '[core]');

    const [result] = await importSites({ pool, folder, only: ['hill-university'] });
    expect(result).toEqual({ siteId: 'hill-university', outcome: 'unchanged', assets: { count: 2, written: 2, removed: 0 } });
    const paths = async () => (await pool.query<{ path: string }>('SELECT path FROM site_assets ORDER BY path')).rows.map((row) => row.path);
    expect(await paths()).toEqual(['img/campus/gate.png', 'logo.svg']);

    rmSync(join(assets, 'img'), { recursive: true });
    expect(await importSites({ pool, folder, only: ['hill-university'] })).toEqual([
      { siteId: 'hill-university', outcome: 'unchanged', assets: { count: 1, written: 0, removed: 1 } },
    ]);
    expect(await paths()).toEqual(['logo.svg']);
  });

  it("keeps a site's stored assets when its folder is missing (manifests only), and says so", async () => {
    const { pool } = await freshDatabase();
    const folder = copyOfSites();
    await importSites({ pool, folder });
    const manifestsOnly = join(tempFolder(), 'manifests-only');
    mkdirSync(manifestsOnly);
    for (const file of ['demo.json', 'hill-university.json']) cpSync(join(folder, file), join(manifestsOnly, file));

    expect(await importSites({ pool, folder: manifestsOnly, only: ['hill-university'] })).toEqual([
      { siteId: 'hill-university', outcome: 'unchanged', assets: { count: 1, written: 0, removed: 0, kept: true } },
    ]);
    expect(await count(pool, "SELECT count(*) AS n FROM site_assets WHERE site_id = 'hill-university' AND path = 'logo.svg'")).toBe(1);

    // A folder that is there is the truth: emptied on purpose, the assets go.
    mkdirSync(join(manifestsOnly, 'hill-university'));
    expect(await importSites({ pool, folder: manifestsOnly, only: ['hill-university'] })).toEqual([
      { siteId: 'hill-university', outcome: 'unchanged', assets: { count: 0, written: 0, removed: 1 } },
    ]);
  });

  it('refuses a site whose manifest or assets are a symbolic link or an oversized file, touching none of its rows', async () => {
    const { pool } = await freshDatabase();
    const outside = join(tempFolder(), 'secret.txt');
    writeFileSync(outside, 'not for the database');
    const folder = copyOfSites();
    symlinkSync(outside, join(folder, 'hill-university', 'secret.txt'));
    mkdirSync(join(folder, 'lake-college'));
    writeFileSync(join(folder, 'lake-college', 'huge.bin'), Buffer.alloc(maxFileBytes + 1));
    // A site's whole asset folder as a link is refused too.
    const demoAssets = join(tempFolder(), 'demo-assets');
    mkdirSync(demoAssets);
    symlinkSync(demoAssets, join(folder, 'demo'));
    const outsideManifest = join(tempFolder(), 'linked.json');
    writeFileSync(outsideManifest, '{ "id": "linked", "extends": "demo" }');
    symlinkSync(outsideManifest, join(folder, 'linked.json'));

    const results = await importSites({ pool, folder });

    expect(results).toEqual([
      { siteId: 'demo', outcome: 'refused', why: ["demo/ is a symbolic link: a site's assets are the files in the folder named after it"] },
      { siteId: 'hill-university', outcome: 'refused', why: ['secret.txt is a symbolic link: copy the file into the folder instead'] },
      { siteId: 'lake-college', outcome: 'refused', why: [`huge.bin is ${maxFileBytes + 1} bytes, more than the ${maxFileBytes} an asset may have`] },
      { siteId: 'linked', outcome: 'refused', why: ['linked.json is a symbolic link: copy the file into the folder instead'] },
    ]);
    expect(await count(pool, 'SELECT count(*) AS n FROM sites')).toBe(0);
    expect(await count(pool, 'SELECT count(*) AS n FROM site_assets')).toBe(0);
  });
});

describe('npm run sites -- export', () => {
  it('writes files byte-identical to the imported ones, and importing them again is a no-op', async () => {
    const { pool } = await freshDatabase();
    const folder = copyOfSites();
    await importSites({ pool, folder });
    const versions = await count(pool, 'SELECT count(*) AS n FROM site_versions');
    const to = join(tempFolder(), 'sites');

    const results = await exportSites({ pool, folder: to });

    expect(results).toEqual(siteIds.map((siteId) => ({ siteId, outcome: 'written', assets: siteId === 'hill-university' ? 1 : 0, strays: [] })));
    const originals = filesUnder(repoSites);
    expect(filesUnder(to)).toEqual(originals);
    for (const file of originals) expect(readFileSync(join(to, file)).equals(readFileSync(join(repoSites, file))), file).toBe(true);

    const again = await importSites({ pool, folder: to });
    expect(again.map((result) => result.outcome)).toEqual(siteIds.map(() => 'unchanged'));
    expect(await count(pool, 'SELECT count(*) AS n FROM site_versions')).toBe(versions);
  });

  it('writes only the sites of --only, and names files it found that the database does not hold', async () => {
    const { pool } = await freshDatabase();
    await importSites({ pool, folder: copyOfSites() });
    const to = tempFolder();
    mkdirSync(join(to, 'hill-university'));
    writeFileSync(join(to, 'hill-university', 'old-logo.png'), 'old');

    const results = await exportSites({ pool, folder: to, only: ['hill-university', 'nowhere'] });

    expect(results).toEqual([
      { siteId: 'hill-university', outcome: 'written', assets: 1, strays: ['old-logo.png'] },
      { siteId: 'nowhere', outcome: 'refused', why: ['the database has no site "nowhere"'] },
    ]);
    expect(filesUnder(to)).toEqual(['hill-university.json', 'hill-university/logo.svg', 'hill-university/old-logo.png']);
  });
});

describe('hostile site ids and asset paths never leave the folder', () => {
  const hostileIds = readFileSync(join(repoRoot, 'tests', 'corpus', 'site-ids.txt'), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '');

  it('refuses every id of the corpus given to --only, on import and export, before any file or row is touched', async () => {
    const { pool } = await freshDatabase();
    const folder = copyOfSites();
    const to = join(tempFolder(), 'out');

    const imported = await importSites({ pool, folder, only: hostileIds });
    const exported = await exportSites({ pool, folder: to, only: hostileIds });

    for (const results of [imported, exported]) {
      expect(results.map((result) => result.outcome)).toEqual(hostileIds.map(() => 'refused'));
      expect(results.every((result) => result.outcome === 'refused' && /is not a valid site id/.test(result.why[0]!))).toBe(true);
    }
    expect(await count(pool, 'SELECT count(*) AS n FROM sites')).toBe(0);
    expect(existsSync(to)).toBe(false);
  });

  it.each([['../escape.txt'], ['a/../../escape.txt'], ['..\\escape.txt'], ['img/.hidden'], ['img//x.svg']])(
    'refuses to export the stored asset path %j and writes nothing of that site',
    async (path) => {
      const { pool } = await freshDatabase();
      await importSites({ pool, folder: copyOfSites(), only: ['hill-university'] });
      await pool.query("INSERT INTO site_assets (site_id, path, body, etag) VALUES ('hill-university', $1, 'x', 'x')", [path]);
      const parent = tempFolder();
      const to = join(parent, 'sites');

      const results = await exportSites({ pool, folder: to });

      expect(results).toEqual([
        { siteId: 'hill-university', outcome: 'refused', why: [expect.stringMatching(/^the asset path .*: nothing of this site was written$/)] },
      ]);
      expect(filesUnder(parent)).toEqual([]);
    },
  );

  it('refuses to export a stored site id the id rule refuses, and a site folder that is a link out of the folder', async () => {
    const { pool } = await freshDatabase();
    await importSites({ pool, folder: copyOfSites(), only: ['hill-university'] });
    await pool.query("INSERT INTO sites (id, body, etag) VALUES ('con', '\\x7b7d', 'x')");
    const outside = tempFolder();
    const to = tempFolder();
    symlinkSync(outside, join(to, 'hill-university'));

    const results = await exportSites({ pool, folder: to });

    expect(results).toEqual([
      { siteId: 'con', outcome: 'refused', why: ['the database holds the site id "con", which cannot name a file: rename the site'] },
      { siteId: 'hill-university', outcome: 'refused', why: [expect.stringMatching(/leads outside .*hill-university \(a symbolic link\?\)/)] },
    ]);
    expect(readdirSync(outside)).toEqual([]);
    expect(readdirSync(to)).toEqual(['hill-university']);
  });
});

describe('a running host', () => {
  it('serves an import made while it is open, told by the notification: the manifest, then a changed asset', async () => {
    const { url, pool } = await freshDatabase();
    const host: PostgresHostStore = await openPostgresStore({ connectionString: url, log: () => {} });
    cleanups.push(() => host.close());
    const folder = copyOfSites();
    const manifest = readFileSync(join(folder, 'hill-university.json'), 'utf8');
    const logo = async () => {
      const response = await host.sites.serveAsset('hill-university', '/logo.svg', new Request('http://portal.test/site-assets/logo.svg'));
      return response instanceof Response ? Buffer.from(await response.arrayBuffer()).toString('utf8') : response;
    };
    expect(host.sites.read('hill-university')).toBeUndefined();
    expect(await logo()).toBeUndefined();

    // The host never polls, so seeing the import at all means the notification reached it. How soon is
    // measured where nothing else shares the cores: the cluster test and `npm run bench -- cluster`.
    await importSites({ pool, folder });
    await expect.poll(() => host.sites.read('hill-university'), { interval: 10, timeout: 5_000 }).toBe(manifest);
    expect(await logo()).toBe(readFileSync(join(folder, 'hill-university', 'logo.svg'), 'utf8'));

    const newLogo = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    writeFileSync(join(folder, 'hill-university', 'logo.svg'), newLogo);
    expect(await importSites({ pool, folder, only: ['hill-university'] })).toEqual([expect.objectContaining({ outcome: 'unchanged' })]);
    await expect.poll(logo, { interval: 10, timeout: 5_000 }).toBe(newLogo);
  });
});

describe('the command', () => {
  interface Run {
    code: number | null;
    stdout: string;
    stderr: string;
  }
  const sites = (args: string[], env: NodeJS.ProcessEnv): Promise<Run> =>
    new Promise((resolve, reject) => {
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sites.ts', ...args], { cwd: repoRoot, env: { ...inherited, ...env } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, stdout, stderr }));
    });

  it('imports and exports end to end, with its exit codes', async () => {
    const { url, pool } = await freshDatabase();
    const folder = copyOfSites();
    writeFileSync(join(folder, 'broken.json'), '{ "id": "broken" ');
    const to = join(tempFolder(), 'exported');

    const [imported, noDatabase, unknown, help] = await Promise.all([
      sites(['import', '--from', folder, '--by', 'ci'], { DATABASE_URL: url }),
      sites(['import'], {}),
      sites(['import', '--frmo', folder], { DATABASE_URL: url }),
      sites(['--help'], {}),
    ]);

    expect(imported.code).toBe(1);
    expect(imported.stdout).toContain('✓ demo: imported (version 0)');
    expect(imported.stdout).toContain('✓ hill-university: imported (version 0) (assets: 1 written, 0 removed)');
    expect(imported.stdout).toMatch(/✗ broken: refused, not imported:\n {4}broken\.json \/: not valid JSON/);
    expect(imported.stdout).toContain(`4 sites from ${folder} into 127.0.0.1:${server.port}/`);
    expect(imported.stdout).toContain(': 3 imported, 0 unchanged, 1 refused.');
    expect(await count(pool, "SELECT count(*) AS n FROM site_versions WHERE author = 'ci'")).toBe(3);

    expect(noDatabase).toEqual({ code: 2, stdout: '', stderr: expect.stringMatching(/^npm run sites needs DATABASE_URL=postgres:\/\/[^\n]*\n$/) });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option '--frmo'[\s\S]*Usage:\n {2}npm run sites -- import/);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('npm run sites -- export [--to <folder>] [--only <id>,<id>]');

    const exportRun = await sites(['export', '--to', to], { DATABASE_URL: url });
    expect(exportRun.code).toBe(0);
    expect(exportRun.stdout).toContain(': 3 written, 0 refused.');
    expect(filesUnder(to)).toEqual(filesUnder(repoSites));

    // The exported folder without its asset folder: the stored logo stays, and the line says so.
    rmSync(join(to, 'hill-university'), { recursive: true });
    const manifestsOnly = await sites(['import', '--from', to, '--only', 'hill-university'], { DATABASE_URL: url });
    expect(manifestsOnly.code).toBe(0);
    expect(manifestsOnly.stdout).toContain('= hill-university: unchanged (no hill-university/ folder: its 1 stored asset kept)');
  });
});
