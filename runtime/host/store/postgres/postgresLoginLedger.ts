/**
 * Failed operator logins counted in the database, so the limits of loginRateLimit.ts hold over every
 * host behind the load balancer. An attempt's check and count run in one transaction holding advisory
 * locks on its keys (taken in sorted order, so two attempts never wait on each other in a cycle): a
 * burst of guesses spread over the hosts is counted one by one.
 */
import type pg from 'pg';
import type { LoginFailureLedger } from '../../operator/loginFailureLedger.ts';
import { inTransaction, orUnavailable } from './database.ts';

export function createPostgresLoginLedger(pool: pg.Pool, now: () => number): LoginFailureLedger {
  return {
    countUnlessRefused({ keys, account, since, at }, refuse) {
      return inTransaction(pool, async (client) => {
        const names = keys.map(({ key }) => key);
        for (const key of [...names].sort()) await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 16))', [key]);
        // Failures older than the window are never counted again: cleared as they are met.
        await client.query('DELETE FROM login_failures WHERE key = ANY($1) AND at <= $2', [names, since]);
        const failures = await client.query<{ key: string; at: string }>('SELECT key, at FROM login_failures WHERE key = ANY($1) ORDER BY at, ctid', [names]);
        const times = new Map<string, number[]>(names.map((key) => [key, []]));
        for (const row of failures.rows) times.get(row.key)!.push(Number(row.at));
        const known = await client.query<{ address: string }>('SELECT address FROM login_known_addresses WHERE account = $1 ORDER BY at', [account]);
        const refused = refuse(
          times,
          known.rows.map((row) => row.address),
        );
        if (refused !== undefined) return refused;
        for (const { key, keep } of keys) {
          await client.query('INSERT INTO login_failures (key, at) VALUES ($1, $2)', [key, at]);
          // Only the newest `keep` matter to the limits: the rest would only grow the table under a flood.
          if ((times.get(key)?.length ?? 0) + 1 > keep)
            await client.query(
              'DELETE FROM login_failures WHERE ctid IN (SELECT ctid FROM login_failures WHERE key = $1 ORDER BY at DESC, ctid DESC OFFSET $2)',
              [key, keep],
            );
        }
        return undefined;
      });
    },
    forget: ({ takeBack, clear }) =>
      orUnavailable(async () => {
        if (clear.length) await pool.query('DELETE FROM login_failures WHERE key = ANY($1)', [clear]);
        for (const key of takeBack)
          await pool.query('DELETE FROM login_failures WHERE ctid = (SELECT ctid FROM login_failures WHERE key = $1 ORDER BY at DESC, ctid DESC LIMIT 1)', [
            key,
          ]);
      }),
    rememberAddress: (account, address, keep) =>
      orUnavailable(async () => {
        await pool.query(
          'INSERT INTO login_known_addresses (account, address, at) VALUES ($1, $2, $3) ON CONFLICT (account, address) DO UPDATE SET at = EXCLUDED.at',
          [account, address, now()],
        );
        await pool.query(
          'DELETE FROM login_known_addresses WHERE account = $1 AND address NOT IN (SELECT address FROM login_known_addresses WHERE account = $1 ORDER BY at DESC LIMIT $2)',
          [account, keep],
        );
      }),
  };
}
