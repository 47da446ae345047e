/**
 * Notice publishing: `announcement-release.publish` and `announcement-release.mine`, into the notice
 * centre's tables (the kit's sandbox/modules/noticeAudience.ts says who a notice reaches and what they get).
 * Only users the site's manifest lets open the publishing app (demo: `announcementRelease`, permission
 * `publish`) get past the guard: the page is hidden from the others, and the server refuses them all the
 * same. The rich text is sanitized here whatever the browser did; attachments must be the publisher's own
 * uploads.
 */
import type { Hono } from 'hono';
import {
  FILE_KEY_PATTERN,
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  keyedRoutes,
  replyFail,
  SandboxErrorCode,
  type LocalMessage,
  epochSeconds,
  type SandboxServices,
  plainText,
  sanitizeRichText,
  AUDIENCE_GROUPS,
  audienceList,
  noticeSummary,
  publishNotice,
} from '../../../sandbox/kit.ts';

/** A notice of `notices` (the notice centre's table) as the publisher's list reads it. */
interface NoticeRow {
  id: number;
  title: string;
  audience: string;
  important: number;
  published_at: number;
}

export const PUBLISH_LIMITS = { attachmentsMax: 5, mine: 50 } as const;

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const PUBLISH_MESSAGES = {
  forbidden: { zh: '你没有发布通知的权限', en: 'You do not have permission to publish notices', tw: '你沒有發布通知的權限' },
  contentMissing: { zh: '请填写通知正文', en: 'Write the notice’s text', tw: '請填寫通知內文' },
  tooManyAttachments: {
    zh: `附件不能超过 ${PUBLISH_LIMITS.attachmentsMax} 个`,
    en: `A notice can have at most ${PUBLISH_LIMITS.attachmentsMax} attachments`,
    tw: `附件不能超過 ${PUBLISH_LIMITS.attachmentsMax} 個`,
  },
  attachmentInvalid: {
    zh: '附件无效或不是你上传的，请重新上传',
    en: 'An attachment is not valid or was not uploaded by you; upload it again',
    tw: '附件無效或不是你上傳的，請重新上傳',
  },
} as const satisfies Record<string, LocalMessage>;

/** The stored file key of a `/site/attach?file=…` URL (or of a bare key). */
function fileKeyOf(url: string): string | undefined {
  const key = url.startsWith('/site/attach?') ? new URLSearchParams(url.slice('/site/attach?'.length)).get('file') : url;
  return key && FILE_KEY_PATTERN.test(key) ? key : undefined;
}

export function createAnnouncementRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  routes.use(requireGrant(services, { message: PUBLISH_MESSAGES.forbidden }));

  const ownFile = db.prepare<[string, string], { key: string; name: string; size: number; type: string }>(
    'SELECT key, name, size, type FROM files WHERE key = ? AND owner = ?',
  );
  const mine = db.prepare<[string, number], NoticeRow & { read_count: number; recipients: number; attachment_count: number }>(`
    SELECT n.id, n.title, n.audience, n.important, n.published_at,
      (SELECT COUNT(*) FROM notice_reads r WHERE r.notice_id = n.id) AS read_count,
      (SELECT COUNT(*) FROM messages m WHERE m.about = 'notice:' || n.id) AS recipients,
      (SELECT COUNT(*) FROM notice_attachments a WHERE a.notice_id = n.id) AS attachment_count
    FROM notices n WHERE n.publisher = ? ORDER BY n.published_at DESC, n.id DESC LIMIT ?`);

  routes.post('announcement-release.publish', (c, { input, ok }) => {
    const refuse = (message: LocalMessage) => replyFail(c, SandboxErrorCode.badRequest, message);
    const title = input.title.trim();
    const department = input.department.trim();
    const content = sanitizeRichText((input.content ?? '').trim());
    const text = plainText(content);
    if (!text) return refuse(PUBLISH_MESSAGES.contentMissing);
    // `all`, or the groups named (the contract holds the list's form).
    const audience = input.audience === 'all' ? [...AUDIENCE_GROUPS] : AUDIENCE_GROUPS.filter((group) => input.audience.split(',').includes(group));
    const urls = (input.attachments ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean);
    if (urls.length > PUBLISH_LIMITS.attachmentsMax) return refuse(PUBLISH_MESSAGES.tooManyAttachments);
    const user = c.get('user');
    const files = urls.map((url) => {
      const key = fileKeyOf(url);
      return key ? ownFile.get(key, user.username) : undefined;
    });
    if (files.some((file) => file === undefined) || new Set(urls).size !== urls.length) return refuse(PUBLISH_MESSAGES.attachmentInvalid);

    const publish = db.transaction(() => {
      const { id, recipients } = publishNotice(db, {
        title,
        summary: noticeSummary(text),
        content,
        department,
        publisher: user.username,
        publisherName: user.name,
        audience,
        important: input.important === 1,
        publishedAt: epochSeconds(services),
        attachments: files.map((file) => file!),
      });
      return { id, recipients: recipients.length };
    });
    return ok(publish());
  });

  routes.get('announcement-release.mine', (c, { ok }) =>
    ok({
      list: mine.all(c.get('user').username, PUBLISH_LIMITS.mine).map((row) => ({
        id: row.id,
        title: row.title,
        audience: audienceList(row.audience),
        important: row.important === 1,
        publishedAt: row.published_at,
        recipients: row.recipients,
        readCount: row.read_count,
        attachmentCount: row.attachment_count,
      })),
    }),
  );

  return routes.app;
}
