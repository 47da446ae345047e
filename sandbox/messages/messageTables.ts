/**
 * The tables of message delivery: `messages` (one row per recipient and message) and `dnd_settings` (each
 * user's quiet hours, which delivery honours). Their schema is the kit's, since delivery (deliverMessage.ts)
 * writes them; widget backends read them (the message centre, a sender counting its recipients).
 */
import type { SandboxDatabase } from '../sandboxDatabase.ts';

/**
 * Creates the tables; IF NOT EXISTS, so a replayed step keeps its rows. A database whose notice backend
 * made the tables (with `notice_id`, before delivery was the kit's) gets `about` added, filled from it.
 */
export function createMessageTables(db: SandboxDatabase): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS messages (
      id         INTEGER PRIMARY KEY,
      username   TEXT    NOT NULL,
      channel    TEXT    NOT NULL,
      title      TEXT    NOT NULL,
      body       TEXT    NOT NULL,
      link       TEXT,
      about      TEXT,
      created_at INTEGER NOT NULL,
      read_at    INTEGER,
      silent     INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS messages_by_user ON messages (username, created_at DESC, id DESC);
    CREATE TABLE IF NOT EXISTS dnd_settings (
      username   TEXT    PRIMARY KEY,
      enabled    INTEGER NOT NULL,
      start      TEXT    NOT NULL,
      end        TEXT    NOT NULL,
      muted      TEXT    NOT NULL,
      updated_at INTEGER NOT NULL
    );
  `);
  const columns = db
    .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('messages')")
    .all()
    .map((c) => c.name);
  if (!columns.includes('about')) {
    db.exec('ALTER TABLE messages ADD COLUMN about TEXT');
    if (columns.includes('notice_id')) db.exec("UPDATE messages SET about = 'notice:' || notice_id WHERE notice_id IS NOT NULL");
  }
  db.exec('CREATE INDEX IF NOT EXISTS messages_by_about ON messages (about) WHERE about IS NOT NULL');
}
