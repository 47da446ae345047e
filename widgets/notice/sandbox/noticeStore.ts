/**
 * The notices module's shared table access: who a notice reaches, which notices a user may read, and
 * message delivery (which honours the recipient's do-not-disturb window).
 */
import type { SandboxDatabase } from '../../../sandbox/kit.ts';
import { AUDIENCE_GROUPS, audienceGroupOf, MESSAGE_CHANNEL_IDS, type AudienceGroup } from './audience.ts';
import { isSilenced, type QuietHours } from './quietHours.ts';

export interface NoticeRow {
  id: number;
  title: string;
  summary: string;
  content: string;
  department: string;
  publisher: string | null;
  publisher_name: string | null;
  audience: string;
  important: number;
  published_at: number;
}

/** A stored audience (never empty: publishing refuses an empty one) as the contracts' non-empty list. */
export function audienceList(stored: string): [AudienceGroup, ...AudienceGroup[]] {
  const groups = AUDIENCE_GROUPS.filter((group) => stored.split(',').includes(group));
  if (groups.length === 0) throw new Error(`a notice without audience: "${stored}"`);
  return groups as [AudienceGroup, ...AudienceGroup[]];
}

/** SQL condition: the notice's audience (a comma list) holds the group bound as the parameter. */
export const FOR_GROUP = "instr(',' || n.audience || ',', ',' || @group || ',') > 0";

/** The demo users a notice for `audience` reaches. */
export function recipientsOf(db: SandboxDatabase, audience: readonly AudienceGroup[]): string[] {
  const users = db.prepare<[], { username: string; role: string }>('SELECT username, role FROM users ORDER BY id').all();
  return users
    .filter((user) => {
      const group = audienceGroupOf(user.role);
      return group !== undefined && audience.includes(group);
    })
    .map((user) => user.username);
}

interface DndRow {
  enabled: number;
  start: string;
  end: string;
  muted: string;
  updated_at: number;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { enabled: false, start: '22:00', end: '07:00', muted: [...MESSAGE_CHANNEL_IDS] };

export function quietHoursOf(db: SandboxDatabase, username: string): QuietHours & { updatedAt?: number } {
  const row = db.prepare<[string], DndRow>('SELECT enabled, start, end, muted, updated_at FROM dnd_settings WHERE username = ?').get(username);
  if (!row) return DEFAULT_QUIET_HOURS;
  return { enabled: row.enabled === 1, start: row.start, end: row.end, muted: row.muted === '' ? [] : row.muted.split(','), updatedAt: row.updated_at };
}

export interface NewMessage {
  username: string;
  channel: string;
  title: string;
  body: string;
  link?: string;
  noticeId?: number;
  createdAt: number;
  readAt?: number;
}

/** Stores a message for its recipient, marked silent when it arrives in their quiet window on a muted channel. */
export function deliverMessage(db: SandboxDatabase, message: NewMessage): void {
  const silent = isSilenced(quietHoursOf(db, message.username), message.channel, message.createdAt);
  db.prepare(
    `INSERT INTO messages (username, channel, title, body, link, notice_id, created_at, read_at, silent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    message.username,
    message.channel,
    message.title,
    message.body,
    message.link ?? null,
    message.noticeId ?? null,
    message.createdAt,
    message.readAt ?? null,
    silent ? 1 : 0,
  );
}

/** The message every recipient of a new notice gets (channel `notice`). */
export function noticeMessage(notice: {
  id: number;
  title: string;
  summary: string;
  department: string;
}): Pick<NewMessage, 'channel' | 'title' | 'body' | 'link' | 'noticeId'> {
  return {
    channel: 'notice',
    title: `新通知：${notice.title}`,
    body: `${notice.department}发布了新通知。${notice.summary}`,
    link: `/notice/noticepage?id=${notice.id}`,
    noticeId: notice.id,
  };
}

/** Summaries are the start of the plain text. */
export const SUMMARY_LENGTH = 80;
export const summarize = (text: string) => (text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH)}…` : text);
