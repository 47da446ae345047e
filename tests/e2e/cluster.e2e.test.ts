/**
 * three real host processes on one real PostgreSQL server, as behind a load balancer. A publish
 * on one host is served by all three within a second with the same ETag; two operators saving the same
 * version on two hosts: one wins, the other gets 412; an operator's session and the login limits hold on
 * every host; a host killed mid-save loses nothing and leaves the audit whole; PostgreSQL restarted under
 * load: the hosts keep serving, then reconnect and catch up.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { strongEtag } from '../../runtime/host/httpCaching.ts';
import { hashOperatorPassword } from '../../runtime/host/operator/operatorPassword.ts';
import { openPostgresStore } from '../../runtime/host/store/postgres/openPostgresStore.ts';
import { importSites } from '../../runtime/host/store/postgres/siteTransfer.ts';
import { startHostProcess, type HostProcess } from '../support/hostProcess.ts';
import { startPostgres, type PostgresServer } from '../support/postgresServer.ts';

const password = 'cluster operator password';
let server: PostgresServer;
let databaseUrl: string;
let db: pg.Pool;
let hostEnv: Record<string, string>;
let hosts: HostProcess[] = [];

/** The repository's schools, imported as `npm run sites -- import` does: each with its version and audit row. */
async function seedSites(): Promise<void> {
  // Opening the store once runs the migrations.
  const store = await openPostgresStore({ connectionString: databaseUrl, log: () => {} });
  await store.close();
  const imported = await importSites({ pool: db, folder: 'sites' });
  expect(imported.filter((site) => site.outcome !== 'imported')).toEqual([]);
}

beforeAll(async () => {
  server = await startPostgres();
  databaseUrl = await server.createDatabase('cluster');
  db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  db.on('error', () => {}); // the restart test ends its connections
  await seedSites();
  hostEnv = {
    DATABASE_URL: databaseUrl,
    DIST_DIR: inject('distDir'),
    // No backend is needed to serve manifests and the console: nothing listens there.
    API_TARGET: 'http://127.0.0.1:9',
    OPERATOR_NAME: 'ops',
    OPERATOR_PASSWORD_HASH: await hashOperatorPassword(password),
  };
  hosts = await Promise.all([0, 1, 2].map(() => startHostProcess(hostEnv)));
});

afterAll(async () => {
  await Promise.all(hosts.map((host) => host.kill()));
  await db?.end();
  await server?.remove();
});

/** The operator API of a host, as the console calls it. */
function consoleOf(host: HostProcess, cookie?: string) {
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${host.url}/_operator/api/${path}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { 'Content-Type': 'application/json', 'X-Portal-Operator': '1', Origin: host.url }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

async function login(host: HostProcess): Promise<string> {
  const answer = await consoleOf(host)('POST', 'login', { name: 'ops', password });
  expect(answer.status).toBe(200);
  return /^(portal-operator=[^;]+)/.exec(answer.headers.get('set-cookie') ?? '')![1]!;
}

/** The demo manifest as an operator edits it, and its ETag. */
async function authoredDemo(host: HostProcess, cookie: string): Promise<{ manifest: { name: Record<string, string> }; etag: string }> {
  const answer = await consoleOf(host, cookie)('GET', 'sites/demo/manifest');
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { authored: { name: Record<string, string> }; etag: string };
  return { manifest: body.authored, etag: body.etag };
}

function saveTitle(host: HostProcess, cookie: string, current: { manifest: { name: Record<string, string> }; etag: string }, zh: string) {
  return consoleOf(host, cookie)(
    'PUT',
    'sites/demo/manifest',
    { manifest: { ...current.manifest, name: { ...current.manifest.name, zh } }, reason: `标题改为 ${zh}` },
    { 'If-Match': current.etag },
  );
}

/** What a host serves as the demo site: its title and the manifest's ETag. */
async function served(host: HostProcess): Promise<{ status: number; title?: string; etag?: string | null }> {
  const answer = await fetch(`${host.url}/_site/manifest.json`, { headers: { 'Accept-Encoding': 'identity' } });
  if (answer.status !== 200) return { status: answer.status };
  const manifest = (await answer.json()) as { name: { zh: string } };
  return { status: 200, title: manifest.name.zh, etag: answer.headers.get('etag') };
}

/** Waits until every host serves `title`; returns the milliseconds it took and what they served. */
async function untilAllServe(title: string, since: number) {
  let seen: Array<Awaited<ReturnType<typeof served>>> = [];
  await expect
    .poll(async () => {
      seen = await Promise.all(hosts.map(served));
      return seen.every((one) => one.title === title);
    })
    .toBe(true);
  return { ms: performance.now() - since, seen };
}

describe('three hosts on one PostgreSQL database', () => {
  it('serves a publish on one host from every host within a second, with the same ETag', async () => {
    const cookie = await login(hosts[0]!);
    const current = await authoredDemo(hosts[0]!, cookie);
    const sent = performance.now();
    const saved = await saveTitle(hosts[0]!, cookie, current, '示范大学（集群）');
    expect(saved.status).toBe(200);
    const { ms, seen } = await untilAllServe('示范大学（集群）', sent);
    expect(ms).toBeLessThan(1000);
    expect(new Set(seen.map((one) => one.etag)).size).toBe(1);
  });

  it('lets one of two operators saving the same version on two hosts win; the other gets 412', async () => {
    const [a, b] = await Promise.all([login(hosts[0]!), login(hosts[1]!)]);
    const current = await authoredDemo(hosts[2]!, a);
    const answers = await Promise.all([saveTitle(hosts[0]!, a, current, '甲方案'), saveTitle(hosts[1]!, b, current, '乙方案')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const winner = answers[0]!.status === 200 ? '甲方案' : '乙方案';
    await untilAllServe(winner, performance.now());
    const stale = (await answers.find((answer) => answer.status === 412)!.json()) as { error: string; etag: string };
    expect(stale.error).toBe('stale');
    expect(stale.etag).toBe((await authoredDemo(hosts[2]!, a)).etag);
  });

  it("keeps an operator's session and draft on every host, and a logout on one ends the session on all", async () => {
    const cookie = await login(hosts[0]!);
    for (const host of hosts) {
      const status = (await (await consoleOf(host, cookie)('GET', 'status')).json()) as { operator?: { name: string } };
      expect(status.operator?.name).toBe('ops');
    }
    // The draft the console keeps through host A is the one host B gives back, and C deletes it for all.
    const draft = { etag: '"v"', edits: [{ path: ['name', 'zh'], value: '草稿里的校名' }], savedAt: '2026-11-26T08:30:00.000Z' };
    expect((await consoleOf(hosts[0]!, cookie)('PUT', 'sites/demo/draft', draft)).status).toBe(204);
    expect(await (await consoleOf(hosts[1]!, cookie)('GET', 'sites/demo/draft')).json()).toEqual({ draft });
    expect((await consoleOf(hosts[2]!, cookie)('DELETE', 'sites/demo/draft')).status).toBe(204);
    expect(await (await consoleOf(hosts[0]!, cookie)('GET', 'sites/demo/draft')).json()).toEqual({ draft: null });
    expect((await consoleOf(hosts[2]!, cookie)('POST', 'logout')).status).toBe(204);
    expect((await consoleOf(hosts[0]!, cookie)('GET', 'sites')).status).toBe(401);
  });

  it('counts failed logins over every host: the sixth guess is refused wherever it lands', async () => {
    const guess = (host: HostProcess) => consoleOf(host)('POST', 'login', { name: 'ops-guess', password: 'wrong' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await guess(hosts[i % 3]!)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const host of hosts) expect((await guess(host)).status).toBe(429);
  });

  it('loses nothing when a host is killed mid-save, and keeps the audit whole; its restart logs nobody out', async () => {
    const cookie = await login(hosts[0]!);
    const before = await authoredDemo(hosts[0]!, cookie);
    const versionsBefore = Number((await db.query("SELECT count(*) FROM site_versions WHERE site_id = 'demo'")).rows[0].count);
    // Hold the save between its version row and its audit row: the audit table is locked until the host is dead.
    const holder = await db.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE audit_log IN ACCESS EXCLUSIVE MODE');
    const save = saveTitle(hosts[0]!, cookie, before, '不该出现的标题').catch((error: Error) => error);
    await expect
      .poll(
        async () =>
          (await db.query("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO audit_log%'")).rows[0].count,
      )
      .toBe('1');
    await hosts[0]!.kill();
    expect(await save).toBeInstanceOf(Error); // the connection died with the host
    await holder.query('COMMIT');
    holder.release();

    // The transaction the host never committed is rolled back: no version, no audit row, the old manifest.
    await expect
      .poll(async () =>
        Number((await db.query("SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'INSERT INTO audit_log%' AND state <> 'idle'")).rows[0].count),
      )
      .toBe(0);
    expect(Number((await db.query("SELECT count(*) FROM site_versions WHERE site_id = 'demo'")).rows[0].count)).toBe(versionsBefore);
    expect((await db.query("SELECT count(*) FROM audit_log WHERE event->>'reason' = '标题改为 不该出现的标题'")).rows[0].count).toBe('0');
    for (const host of hosts.slice(1)) expect((await served(host)).title).toBe(before.manifest.name.zh);

    // Every version (the import's, then the console's) has exactly one audit row naming it, and the live row is the newest version.
    const orphans = await db.query(`
      SELECT v.version FROM site_versions v
      WHERE v.site_id = 'demo'
        AND (SELECT count(*) FROM audit_log a WHERE a.event->>'site' = 'demo' AND (a.event->>'version')::int = v.version AND a.event->>'event' IN ('import', 'save', 'restore')) <> 1`);
    expect(orphans.rows).toEqual([]);
    const live = await db.query(
      "SELECT s.etag = (SELECT etag FROM site_versions WHERE site_id = 'demo' ORDER BY version DESC LIMIT 1) AS newest FROM sites s WHERE id = 'demo'",
    );
    expect(live.rows[0].newest).toBe(true);

    // The host comes back: the operator's session is still there, and the next save takes the next number.
    hosts[0] = await startHostProcess(hostEnv);
    const again = await authoredDemo(hosts[0]!, cookie);
    const saved = await saveTitle(hosts[0]!, cookie, again, '重启之后');
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { version: number }).version).toBe(versionsBefore);
    await untilAllServe('重启之后', performance.now());
  });

  it('keeps serving while PostgreSQL restarts under load, then reconnects and catches up', async () => {
    const cookie = await login(hosts[1]!);
    // Load: every host's manifest, over and over, until the restart is done.
    let loading = true;
    const failures: string[] = [];
    let answered = 0;
    const load = Promise.all(
      hosts.map(async (host) => {
        while (loading) {
          const one = await served(host).catch((error: Error) => ({ status: 0, title: error.message }));
          answered += 1;
          if (one.status !== 200) failures.push(`${host.url}: ${one.status} ${one.title ?? ''}`);
        }
      }),
    );
    await server.stop();
    // The console says the database is away, in words an operator understands; the pages are still served.
    const away = await consoleOf(hosts[1]!, cookie)('GET', 'sites/demo/history');
    expect(away.status).toBe(503);
    expect(((await away.json()) as { error: string }).error).toBe('store-unavailable');
    await server.start();
    // Published while every host's listener may still be reconnecting: none is notified, all must catch up.
    await expect
      .poll(async () => {
        const current = await authoredDemo(hosts[1]!, cookie).catch(() => undefined);
        return current ? (await saveTitle(hosts[1]!, cookie, current, '数据库重启之后')).status : 0;
      })
      .toBe(200);
    await untilAllServe('数据库重启之后', performance.now());
    loading = false;
    await load;
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(30);

    // Catching up without any notification: a change written silently (no NOTIFY), then the listeners cut
    // off. Only the re-read after reconnecting can find it.
    const text = readFileSync('sites/demo.json', 'utf8').replace(/"zh": "[^"]*"/, '"zh": "只靠重连读到"');
    await db.query("UPDATE sites SET body = $1, etag = $2, revision = revision + 1 WHERE id = 'demo'", [Buffer.from(text), strongEtag(text)]);
    expect((await served(hosts[0]!)).title).toBe('数据库重启之后');
    const cut = await db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN portal_sites'");
    expect(cut.rowCount).toBe(3);
    await untilAllServe('只靠重连读到', performance.now());
    for (const host of hosts) expect(host.output()).toMatch(/listening again; every site was re-read/);
  });
});
