/** The database keeps the site source contract: writes by another connection reach it through NOTIFY. */
import pg from 'pg';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startPostgres, type PostgresServer } from '../../../../tests/support/postgresServer.ts';
import { strongEtag } from '../../httpCaching.ts';
import { openPostgresStore, type PostgresHostStore } from '../postgres/openPostgresStore.ts';
import { siteChannel } from '../postgres/siteNotifications.ts';
import { describeSiteSourceContract } from './siteSourceContract.ts';

let server: PostgresServer;
const opened: Array<{ store: PostgresHostStore; writer: pg.Pool }> = [];
beforeAll(async () => {
  server = await startPostgres();
});
afterEach(async () => {
  for (const { store, writer } of opened.splice(0)) {
    await store.close();
    await writer.end();
  }
});
afterAll(async () => {
  await server?.remove();
});

describeSiteSourceContract('PostgreSQL', async () => {
  const url = await server.createDatabase();
  const store = await openPostgresStore({ connectionString: url, log: () => {} });
  // Another host's writes: its own connection, committed with the notification every publish sends.
  const writer = new pg.Pool({ connectionString: url, max: 2 });
  writer.on('error', () => {}); // an idle connection ended by the server's shutdown at the end of the file
  opened.push({ store, writer });
  const notify = (siteId: string) => writer.query('SELECT pg_notify($1, $2)', [siteChannel, siteId]);
  return {
    source: store.sites,
    async write(siteId, text) {
      await writer.query(
        `INSERT INTO sites (id, body, etag) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body, etag = EXCLUDED.etag, revision = sites.revision + 1`,
        [siteId, Buffer.from(text), strongEtag(text)],
      );
      await notify(siteId);
    },
    async writeAsset(siteId, path, bytes) {
      await writer.query('INSERT INTO site_assets (site_id, path, body, etag) VALUES ($1, $2, $3, $4)', [siteId, path, bytes, strongEtag(bytes)]);
      await notify(siteId);
    },
  };
});
