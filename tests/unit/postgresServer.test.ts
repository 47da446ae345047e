/**
 * The PostgreSQL harness the shared-database tests and the benchmark stand on (tests/support/postgresServer.ts):
 * a real server in a temporary directory that keeps its data over a stop, recovers from a kill, and leaves
 * nothing behind. One server for the file: initdb is most of a start's cost.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startPostgres, type PostgresServer } from '../support/postgresServer.ts';

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('finding the PostgreSQL server programs', () => {
  const root = mkdtempSync(join(tmpdir(), 'find-postgres-'));
  for (const major of ['9', '13', '15']) {
    mkdirSync(join(root, major, 'bin'), { recursive: true });
    writeFileSync(join(root, major, 'bin', 'initdb'), '');
  }
  // A version whose server part is not installed (only the client) has no initdb.
  mkdirSync(join(root, '17', 'bin'), { recursive: true });
  const empty = mkdtempSync(join(tmpdir(), 'find-postgres-path-'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(empty, { recursive: true, force: true });
  });

  it('takes the newest installed version that has initdb', () => {
    expect(findPostgresBin({ PATH: empty }, root)).toBe(join(root, '15', 'bin'));
  });

  it('POSTGRES_BIN wins, and one without initdb is an error naming it', () => {
    expect(findPostgresBin({ POSTGRES_BIN: join(root, '13', 'bin') }, root)).toBe(join(root, '13', 'bin'));
    expect(() => findPostgresBin({ POSTGRES_BIN: empty }, root)).toThrow(`POSTGRES_BIN=${empty} holds no initdb`);
  });

  it('falls back to initdb on PATH, and says what to install when there is none', () => {
    expect(findPostgresBin({ PATH: join(root, '9', 'bin') }, join(root, 'missing'))).toBe(join(root, '9', 'bin'));
    expect(() => findPostgresBin({ PATH: empty }, join(root, 'missing'))).toThrow('apt-get install postgresql');
  });
});

describe('a real PostgreSQL server for the tests', () => {
  let server: PostgresServer;
  const log: string[] = [];
  beforeAll(async () => {
    server = await startPostgres({ log: (line) => log.push(line) });
  });
  afterAll(() => server?.remove());

  it('starts on 127.0.0.1 and hands its log to the caller', async () => {
    expect(server.url()).toBe(`postgres://portal@127.0.0.1:${server.port}/postgres`);
    expect(await query(server.url(), 'select current_user as "user", current_setting($$fsync$$) as fsync')).toEqual([{ user: 'portal', fsync: 'off' }]);
    expect(log.join('\n')).toContain('database system is ready to accept connections');
  });

  it('creates fresh databases that do not share tables', async () => {
    const first = await server.createDatabase('harness_first');
    const second = await server.createDatabase();
    expect(first).toBe(server.url('harness_first'));
    expect(second).toMatch(new RegExp(`^postgres://portal@127\\.0\\.0\\.1:${server.port}/test_[0-9a-f]{12}$`));
    await query(first, 'create table note (body text); insert into note values ($$kept$$)');
    expect(await query(second, `select count(*)::int as n from pg_tables where tablename = 'note'`)).toEqual([{ n: 0 }]);
  });

  it('keeps its data over a stop and a start, on the same port', async () => {
    const before = server.pid;
    expect(before).toBeGreaterThan(0);
    await server.stop();
    expect(server.pid).toBeUndefined();
    expect(isRunning(Number(before))).toBe(false);
    await server.start();
    expect(server.pid).not.toBe(before);
    expect(await query(server.url('harness_first'), 'select body from note')).toEqual([{ body: 'kept' }]);
  });

  it('recovers from a kill, with what was committed before it', async () => {
    await query(server.url('harness_first'), `insert into note values ('before the kill')`);
    const before = server.pid;
    server.kill();
    await server.start();
    expect(server.pid).not.toBe(before);
    expect(await query(server.url('harness_first'), 'select body from note order by body')).toEqual([{ body: 'before the kill' }, { body: 'kept' }]);
  });

  it('remove() stops the server and deletes its directory', async () => {
    const pid = Number(server.pid);
    expect(pid).toBeGreaterThan(0);
    expect(existsSync(server.directory)).toBe(true);
    await server.remove();
    expect(isRunning(pid)).toBe(false);
    expect(existsSync(server.directory)).toBe(false);
  });
});
