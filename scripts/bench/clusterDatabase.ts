/**
 * The database the cluster figures run on: a real PostgreSQL (tests/support/postgresServer.ts) in a temporary
 * folder, one fresh database brought to the hosts' schema, and the repository's sites imported into it as
 * `npm run sites -- import` does for a deployment's first start.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createPool } from '../../runtime/host/store/postgres/database.ts';
import { migrate } from '../../runtime/host/store/postgres/migrate.ts';
import { importSites } from '../../runtime/host/store/postgres/siteTransfer.ts';
import { startPostgres } from '../../tests/support/postgresServer.ts';
import { onCleanup } from './cleanup.ts';
import { repoRoot } from './paths.ts';

export interface ClusterDatabase {
  /** DATABASE_URL for the hosts. */
  url: string;
  /** The sites loaded, by id. */
  siteIds: string[];
  remove(): Promise<void>;
}

export async function startClusterDatabase(): Promise<ClusterDatabase> {
  const server = await startPostgres();
  // On Ctrl-C tsx kills the bench ~60 ms after relaying it: the server's own exit handler may come too late,
  // so the server is killed and its folder deleted among the bench's first cleanups.
  const dropOnExit = onCleanup(() => {
    server.kill();
    rmSync(server.directory, { recursive: true, force: true });
  });
  const remove = async () => {
    await server.remove();
    dropOnExit();
  };
  try {
    const url = await server.createDatabase('portal_bench');
    const pool = createPool(url, () => {});
    try {
      await migrate(pool);
      const imported = await importSites({ pool, folder: join(repoRoot, 'sites'), by: 'bench' });
      const refused = imported.flatMap((site) => (site.outcome === 'refused' ? [`${site.siteId}: ${site.why.join('; ')}`] : []));
      if (refused.length) throw new Error(`the repository's sites could not be imported: ${refused.join(' · ')}`);
      return { url, siteIds: imported.map((site) => site.siteId), remove };
    } finally {
      await pool.end();
    }
  } catch (error) {
    await remove();
    throw error;
  }
}
