/**
 * The PostgreSQL operator store keeps the store contract, against a real server: each test gets a fresh
 * database, and "another host" is a second store opened on it.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startPostgres, type PostgresServer } from '../../../../tests/support/postgresServer.ts';
import { strongEtag } from '../../httpCaching.ts';
import { openPostgresStore, type PostgresHostStore } from '../postgres/openPostgresStore.ts';
import { describeOperatorStoreContract } from './operatorStoreContract.ts';

let server: PostgresServer;
const opened: PostgresHostStore[] = [];
beforeAll(async () => {
  server = await startPostgres();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});
afterAll(async () => {
  await server?.remove();
});

describeOperatorStoreContract('PostgreSQL', async () => {
  const url = await server.createDatabase();
  let clock = Date.parse('2026-11-26T08:00:00Z');
  const now = () => clock;
  const open = async () => {
    const store = await openPostgresStore({ connectionString: url, now, log: () => {} });
    opened.push(store);
    return store;
  };
  const [one, two] = [await open(), await open()];
  return {
    store: one.operator,
    otherHost: two.operator,
    async seed(siteId, text) {
      await one.pool.query(
        `INSERT INTO sites (id, body, etag) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body, etag = EXCLUDED.etag, revision = sites.revision + 1, updated_at = now()`,
        [siteId, Buffer.from(text), strongEtag(text)],
      );
    },
    advance: (ms) => (clock += ms),
  };
});
