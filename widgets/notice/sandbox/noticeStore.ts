/**
 * The notice backend's shared table access: who a notice reaches, which notices a user may read, and the
 * message each recipient gets (delivered by the kit's deliverMessage, sandbox/messages/). The publishing
 * backend (widgets/announcement-release/sandbox/noticeTables.ts) keeps the same rules; change both.
 */
import type { NewMessage, SandboxDatabase } from '../../../sandbox/kit.ts';
import { AUDIENCE_GROUPS, audienceGroupOf, type AudienceGroup } from './audience.ts';

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

/** Summaries are the start of the plain text. */
export const SUMMARY_LENGTH = 80;
export const summarize = (text: string) => (text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH)}…` : text);
