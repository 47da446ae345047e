/**
 * What publishing shares with the notice centre's backend (widgets/notice/sandbox/), which owns the
 * `notices`, `notice_attachments` and `notice_reads` tables this backend writes and counts: who a notice
 * reaches, how its audience is stored, its summary and the message each recipient gets. Widgets share no
 * code, so the notice backend keeps the same rules in its noticeStore.ts and audience.ts; change both.
 */
import { baseRoleOf, type NewMessage, type SandboxDatabase } from '../../../sandbox/kit.ts';

export const AUDIENCE_GROUPS = ['students', 'teachers', 'staff'] as const;
export type AudienceGroup = (typeof AUDIENCE_GROUPS)[number];

/** The group a role reads notices as (a campus staff role as the role it is a kind of); visitors none. */
function audienceGroupOf(role: string): AudienceGroup | undefined {
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
export function recipientsOf(db: SandboxDatabase, audience: readonly AudienceGroup[]): string[] {
  const users = db.prepare<[], { username: string; role: string }>('SELECT username, role FROM users ORDER BY id').all();
  return users
    .filter((user) => {
      const group = audienceGroupOf(user.role);
      return group !== undefined && audience.includes(group);
    })
    .map((user) => user.username);
}

/** A stored audience (a comma list, never empty: publishing refuses an empty one) as the contract's non-empty list. */
export function audienceList(stored: string): [AudienceGroup, ...AudienceGroup[]] {
  const groups = AUDIENCE_GROUPS.filter((group) => stored.split(',').includes(group));
  if (groups.length === 0) throw new Error(`a notice without audience: "${stored}"`);
  return groups as [AudienceGroup, ...AudienceGroup[]];
}

export interface NoticeRow {
  id: number;
  title: string;
  audience: string;
  important: number;
  published_at: number;
}

/** Summaries are the start of the plain text. */
const SUMMARY_LENGTH = 80;
export const summarize = (text: string) => (text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH)}…` : text);

/** What a notice's messages are about (NewMessage.about): the notice centre reads them with the notice. */
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
