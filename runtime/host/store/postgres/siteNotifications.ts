/**
 * A host's ear on the database: one dedicated connection that LISTENs on the channel every publish
 * NOTIFYs (the site's id as payload). PostgreSQL delivers a notification to every listening host when
 * the publishing transaction commits. When the connection is lost (the server restarts, the network
 * drops) notifications sent meanwhile are lost too, so the host reconnects with a growing pause and
 * then re-reads everything ({@link SiteNotificationOptions.onConnected}) to catch up.
 */
import pg from 'pg';

export const siteChannel = 'portal_sites';

export interface SiteNotificationOptions {
  connectionString: string;
  /** A site's manifest or assets changed. */
  onNotice: (siteId: string) => void;
  /** Listening (again) after a loss: what was published meanwhile must be read now. Not called for the first connection. */
  onReconnected: () => Promise<void>;
  log: (line: string) => void;
}

export interface SiteNotifications {
  /** Resolves once listening for the first time (rejects if the first connection fails). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const firstPauseMs = 100;
const longestPauseMs = 2_000;

export function listenForSiteChanges({ connectionString, onNotice, onReconnected, log }: SiteNotificationOptions): SiteNotifications {
  let client: pg.Client | undefined;
  let closed = false;
  let pauseMs = firstPauseMs;
  let lost = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === siteChannel && message.payload) onNotice(message.payload);
    });
    next.on('error', (error) => connectionLost(next, error.message));
    next.on('end', () => connectionLost(next, 'the server closed the connection'));
    try {
      await next.connect();
      await next.query(`LISTEN ${siteChannel}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const connectionLost = (which: pg.Client, why: string) => {
    if (closed || which !== client) return;
    client = undefined;
    which.removeAllListeners('end');
    which.end().catch(() => {});
    if (!lost) log(`database: stopped hearing about published manifests (${why}); reconnecting, then re-reading every site`);
    lost = true;
    retry();
  };

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        await connect();
        if (closed) return;
        pauseMs = firstPauseMs;
        lost = false;
        // Listening before re-reading: a publish in between is heard, never missed.
        await onReconnected();
        log('database: listening again; every site was re-read');
      } catch (error) {
        pauseMs = Math.min(pauseMs * 2, longestPauseMs);
        if (client === undefined) retry();
        else {
          log(`database: re-reading the sites after reconnecting failed (${(error as Error).message}); trying again`);
          lostAgain();
        }
      }
    }, pauseMs);
    timer.unref();
  };
  /** The re-read failed although listening works: start over, so the catch-up is not skipped. */
  const lostAgain = () => {
    const current = client;
    if (current) connectionLost(current, 're-read failed');
  };

  return {
    ready: connect(),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}
