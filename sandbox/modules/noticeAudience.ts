/**
 * The rules two widget backends share over the notice centre's tables: the notice centre
 * (widgets/notice/sandbox/), which owns `notices`, `notice_attachments` and `notice_reads`, and publishing
 * (widgets/announcement-release/sandbox/), which writes into them. Who a notice reaches, how its audience
 * is stored, its summary and the message each recipient gets are written once, here.
 */
import { baseRoleOf } from '../seed/accounts.ts';
import { deliverMessage, type NewMessage } from '../messages/index.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';

export const AUDIENCE_GROUPS = ['students', 'teachers', 'staff'] as const;
export type AudienceGroup = (typeof AUDIENCE_GROUPS)[number];

/**
 * The group a role reads notices as. Administrators are staff of the school's offices; visitors are no
 * member of the school and get no notices (their permission map has no `notice`).
 */
export function audienceGroupOf(role: string): AudienceGroup | undefined {
  // A campus staff role reads as the role it is a kind of: an instructor (辅导员) as a teacher.
  switch (baseRoleOf(role)) {
    case 'student':
      return 'students';
    case 'teacher':
      return 'teachers';
    case 'staff':
    case 'admin':
      return 'staff';
    default:
      return undefined;
  }
}

/** The demo users a notice for `audience` reaches. */
export function noticeRecipients(db: SandboxDatabase, audience: readonly AudienceGroup[]): string[] {
  const users = db.prepare<[], { username: string; role: string }>('SELECT username, role FROM users ORDER BY id').all();
  return users
    .filter((user) => {
      const group = audienceGroupOf(user.role);
      return group !== undefined && audience.includes(group);
    })
    .map((user) => user.username);
}

/** A stored audience (a comma list, never empty: publishing refuses an empty one) as the contracts' non-empty list. */
export function audienceList(stored: string): [AudienceGroup, ...AudienceGroup[]] {
  const groups = AUDIENCE_GROUPS.filter((group) => stored.split(',').includes(group));
  if (groups.length === 0) throw new Error(`a notice without audience: "${stored}"`);
  return groups as [AudienceGroup, ...AudienceGroup[]];
}

/** A notice's summary: the start of its plain text. */
const NOTICE_SUMMARY_LENGTH = 80;
export const noticeSummary = (text: string) => (text.length > NOTICE_SUMMARY_LENGTH ? `${text.slice(0, NOTICE_SUMMARY_LENGTH)}…` : text);

/** What a notice's messages are about (NewMessage.about): reading the notice reads them too. */
export const noticeAbout = (id: number) => `notice:${id}`;

/** The message every recipient of a new notice gets (channel `notice`). */
export function noticeMessage(notice: {
  id: number;
  title: string;
  summary: string;
  department: string;
}): Pick<NewMessage, 'channel' | 'title' | 'body' | 'link' | 'about'> {
  return {
    channel: 'notice',
    title: `新通知：${notice.title}`,
    body: `${notice.department}发布了新通知。${notice.summary}`,
    link: `/notice/noticepage?id=${notice.id}`,
    about: noticeAbout(notice.id),
  };
}

/** A notice as publishing and the notice centre's seed write it, with its attachments (stored files). */
export interface NewNotice {
  title: string;
  summary: string;
  content: string;
  department: string;
  publisher: string | null;
  publisherName: string | null;
  audience: readonly AudienceGroup[];
  important: boolean;
  publishedAt: number;
  attachments: readonly { key: string; name: string; size: number; type: string }[];
}

/**
 * Writes a notice and its attachments, and delivers its message to everyone its audience reaches, sent
 * when it is published; those in `read.by` (a seed's readers) have read the message at `read.at`.
 * Returns the notice's id and its recipients.
 */
export function publishNotice(
  db: SandboxDatabase,
  { attachments, ...notice }: NewNotice,
  read: { by: ReadonlySet<string>; at: number } = { by: new Set(), at: 0 },
): { id: number; recipients: string[] } {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO notices (title, summary, content, department, publisher, publisher_name, audience, important, published_at)
       VALUES (@title, @summary, @content, @department, @publisher, @publisherName, @audience, @important, @publishedAt)`,
    )
    .run({ ...notice, audience: notice.audience.join(','), important: notice.important ? 1 : 0 });
  const id = Number(lastInsertRowid);
  const insertAttachment = db.prepare('INSERT INTO notice_attachments (notice_id, position, file_key, name, size, type) VALUES (?, ?, ?, ?, ?, ?)');
  attachments.forEach((file, position) => insertAttachment.run(id, position, file.key, file.name, file.size, file.type));
  const recipients = noticeRecipients(db, notice.audience);
  for (const username of recipients) {
    deliverMessage(db, {
      username,
      ...noticeMessage({ id, ...notice }),
      createdAt: notice.publishedAt,
      ...(read.by.has(username) ? { readAt: read.at } : {}),
    });
  }
  return { id, recipients };
}
