/**
 * Message delivery: what any backend sends a user for their message centre (a new notice, a reminder, an
 * approval to do). The recipient's do-not-disturb window is honoured here, once for every sender.
 */
import type { SandboxDatabase } from '../sandboxDatabase.ts';
import { isSilenced, quietHoursOf } from './quietHours.ts';

export interface NewMessage {
  username: string;
  /** A channel id (messageChannels.ts). */
  channel: string;
  title: string;
  body: string;
  /** Portal path the message opens, e.g. `/notice/noticepage?id=12`. */
  link?: string;
  /** What the message is about, `<kind>:<id>` (e.g. `notice:12`), so its sender can find it again. */
  about?: string;
  /** Unix seconds. */
  createdAt: number;
  /** Unix seconds, for a message delivered already read (seeds). */
  readAt?: number;
}

/** Stores a message for its recipient, marked silent when it arrives in their quiet window on a muted channel. */
export function deliverMessage(db: SandboxDatabase, message: NewMessage): void {
  const silent = isSilenced(quietHoursOf(db, message.username), message.channel, message.createdAt);
  db.prepare(
    `INSERT INTO messages (username, channel, title, body, link, about, created_at, read_at, silent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    message.username,
    message.channel,
    message.title,
    message.body,
    message.link ?? null,
    message.about ?? null,
    message.createdAt,
    message.readAt ?? null,
    silent ? 1 : 0,
  );
}

/** Marks the user's unread messages about `about` read at `at`: reading the thing reads its message too. */
export function readMessagesAbout(db: SandboxDatabase, username: string, about: string, at: number): number {
  return db.prepare('UPDATE messages SET read_at = ? WHERE username = ? AND about = ? AND read_at IS NULL').run(at, username, about).changes;
}
