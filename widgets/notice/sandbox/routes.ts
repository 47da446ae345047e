/**
 * Notice centre endpoints (widgets/notice): `notice.list`, `notice.detail`, `notice.tips`,
 * `notice.acknowledge`. Only users the site's manifest lets open the notice centre (its `permission`) get
 * in; they see the notices whose audience holds their role's group, nothing else, and a role without a
 * group (visitors) is refused. Opening a notice marks it, and its "新通知" message, read.
 */
import type { Context, Hono } from 'hono';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type LocalMessage,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  attachmentUrl,
  readMessagesAbout,
  audienceGroupOf,
  audienceList,
  noticeAbout,
  type AudienceGroup,
  pageWindow,
} from '../../../sandbox/kit.ts';
import { FOR_GROUP, type NoticeRow } from './noticeStore.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const NOTICE_MESSAGES = {
  forbidden: { zh: '你没有查看通知公告的权限', en: 'You do not have permission to read notices', tw: '你沒有查看通知公告的權限' },
  notFound: { zh: '该通知不存在或不是发给你的', en: 'This notice does not exist or is not addressed to you', tw: '該通知不存在或不是發給你的' },
  notImportant: { zh: '该通知无需确认', en: 'This notice needs no confirmation', tw: '該通知無需確認' },
} as const satisfies Record<string, LocalMessage>;

type NoticeEnv = LoggedInEnv & { Variables: { group: AudienceGroup } };

interface ListedRow extends NoticeRow {
  read_at: number | null;
  acknowledged_at: number | null;
  attachment_count: number;
}

export function createNoticeRoutes(services: SandboxServices): Hono<NoticeEnv> {
  const { db } = services;
  const routes = keyedRoutes<NoticeEnv>();
  routes.use(requireLogin(services.sessions));
  routes.use(requireGrant(services, { message: NOTICE_MESSAGES.forbidden }));
  routes.use(async (c, next) => {
    const group = audienceGroupOf(c.get('user').role);
    if (!group) return replyFail(c, SandboxErrorCode.forbidden, NOTICE_MESSAGES.forbidden);
    c.set('group', group);
    await next();
  });

  const visible = `FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.username = @username WHERE ${FOR_GROUP}`;
  const count = (where: string) => db.prepare<[{ username: string; group: string }], { n: number }>(`SELECT COUNT(*) AS n ${visible} ${where}`);
  const countAll = count('');
  const countUnread = count('AND r.read_at IS NULL');
  const countPending = count('AND n.important = 1 AND r.acknowledged_at IS NULL');
  const page = (where: string) =>
    db.prepare<[{ username: string; group: string; size: number; offset: number }], ListedRow>(`
      SELECT n.*, r.read_at, r.acknowledged_at, (SELECT COUNT(*) FROM notice_attachments a WHERE a.notice_id = n.id) AS attachment_count
      ${visible} ${where} ORDER BY n.published_at DESC, n.id DESC LIMIT @size OFFSET @offset`);
  const pageAll = page('');
  const pageUnread = page('AND r.read_at IS NULL');
  const one = db.prepare<[{ username: string; group: string; id: number }], ListedRow>(
    `SELECT n.*, r.read_at, r.acknowledged_at, 0 AS attachment_count ${visible} AND n.id = @id`,
  );
  const pending = db.prepare<[{ username: string; group: string }], NoticeRow>(
    `SELECT n.* ${visible} AND n.important = 1 AND r.acknowledged_at IS NULL ORDER BY n.published_at, n.id`,
  );
  const attachments = db.prepare<[number], { file_key: string; name: string; size: number; type: string }>(
    'SELECT file_key, name, size, type FROM notice_attachments WHERE notice_id = ? ORDER BY position',
  );
  const markRead = db.prepare('INSERT INTO notice_reads (notice_id, username, read_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const acknowledge = db.prepare('UPDATE notice_reads SET acknowledged_at = ? WHERE notice_id = ? AND username = ? AND acknowledged_at IS NULL');
  const acknowledgedAt = db.prepare<[number, string], { at: number }>('SELECT acknowledged_at AS at FROM notice_reads WHERE notice_id = ? AND username = ?');

  const who = (c: Context<NoticeEnv>) => ({ username: c.get('user').username, group: c.get('group') });

  /** Reading (or acknowledging) a notice reads its message too: both told the user the same thing. */
  const read = (c: Context<NoticeEnv>, id: number) => {
    const at = epochSeconds(services);
    db.transaction(() => {
      markRead.run(id, c.get('user').username, at);
      readMessagesAbout(db, c.get('user').username, noticeAbout(id), at);
    })();
  };

  routes.get('notice.list', (c, { input, ok }) => {
    const unreadOnly = input.filter === 'unread';
    const { size, offset } = pageWindow(input);
    const params = who(c);
    const rows = (unreadOnly ? pageUnread : pageAll).all({ ...params, size, offset });
    const unread = countUnread.get(params)!.n;
    return ok({
      total: unreadOnly ? unread : countAll.get(params)!.n,
      unread,
      pendingTips: countPending.get(params)!.n,
      list: rows.map((row) => ({
        id: row.id,
        title: row.title,
        summary: row.summary,
        department: row.department,
        publishedAt: row.published_at,
        read: row.read_at !== null,
        important: row.important === 1,
        acknowledged: row.acknowledged_at !== null,
        attachmentCount: row.attachment_count,
      })),
    });
  });

  routes.get('notice.detail', (c, { input, ok }) => {
    const row = one.get({ ...who(c), id: input.id });
    if (!row) return replyFail(c, SandboxErrorCode.notFound, NOTICE_MESSAGES.notFound);
    read(c, row.id);
    return ok({
      id: row.id,
      title: row.title,
      content: row.content,
      department: row.department,
      ...(row.publisher_name ? { publisher: row.publisher_name } : {}),
      publishedAt: row.published_at,
      audience: audienceList(row.audience),
      important: row.important === 1,
      acknowledged: row.acknowledged_at !== null,
      attachments: attachments.all(row.id).map((a) => ({ name: a.name, url: attachmentUrl(a.file_key), size: a.size, type: a.type })),
    });
  });

  routes.get('notice.tips', (c, { ok }) =>
    ok({ list: pending.all(who(c)).map((row) => ({ id: row.id, title: row.title, department: row.department, publishedAt: row.published_at })) }),
  );

  routes.post('notice.acknowledge', (c, { input, ok }) => {
    const params = who(c);
    const row = one.get({ ...params, id: input.id });
    if (!row) return replyFail(c, SandboxErrorCode.notFound, NOTICE_MESSAGES.notFound);
    if (row.important !== 1) return replyFail(c, SandboxErrorCode.badRequest, NOTICE_MESSAGES.notImportant);
    read(c, row.id);
    acknowledge.run(epochSeconds(services), row.id, params.username);
    return ok({ id: row.id, acknowledgedAt: acknowledgedAt.get(row.id, params.username)!.at, pendingTips: countPending.get(params)!.n });
  });

  return routes.app;
}
