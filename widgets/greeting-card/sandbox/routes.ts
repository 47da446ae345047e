/**
 * 电子贺卡 endpoints of the greeting-card widget, all for a logged-in user the site's manifest lets open
 * the app (its `permission`; the roles' module grants in index.ts): templates, recipients, send, list
 * (received or sent) and read. Their `d` must validate against widgets/greeting-card/contracts/*.schema.json
 * (backend.test.ts).
 */
import type { Hono } from 'hono';
import type {
  GreetingCardListData,
  GreetingCardReadData,
  GreetingCardRecipientsData,
  GreetingCardSendData,
  GreetingCardTemplatesData,
} from '../generated/types.ts';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  replyOk,
  SandboxErrorCode,
  type LocalMessage,
  likePattern,
  parsePageParams,
  parseEnumParam,
  parseIdParam,
  readBody,
  textField,
  epochSeconds,
  type SandboxServices,
  keyedRoutes,
} from '../../../sandbox/kit.ts';
import { GREETING_TEMPLATE_IDS, GREETING_TEMPLATES } from './seed.ts';

export const GREETING_LIMITS = { content: 200, recipients: 20, search: 20 } as const;
/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const GREETING_MESSAGES = {
  forbidden: { zh: '您的账号无权使用电子贺卡', en: 'Your account may not use greeting cards', tw: '您的帳號無權使用電子賀卡' },
  badTemplate: { zh: '请选择贺卡样式', en: 'Choose a card design', tw: '請選擇賀卡樣式' },
  badRecipient: { zh: '请选择收件人', en: 'Choose a recipient', tw: '請選擇收件人' },
  toSelf: { zh: '不能给自己寄贺卡', en: 'You cannot send a card to yourself', tw: '不能給自己寄賀卡' },
  contentEmpty: { zh: '请填写祝福语', en: 'Write your greeting', tw: '請填寫祝福語' },
  contentTooLong: {
    zh: `祝福语不能超过 ${GREETING_LIMITS.content} 个字`,
    en: `The greeting can be at most ${GREETING_LIMITS.content} characters`,
    tw: `祝福語不能超過 ${GREETING_LIMITS.content} 個字`,
  },
  cardNotFound: { zh: '该贺卡不存在', en: 'This card does not exist', tw: '該賀卡不存在' },
  searchTooLong: {
    zh: `参数 q 无效：不能超过 ${GREETING_LIMITS.search} 个字符`,
    en: `The search can be at most ${GREETING_LIMITS.search} characters`,
    tw: `參數 q 無效：不能超過 ${GREETING_LIMITS.search} 個字元`,
  },
} as const satisfies Record<string, LocalMessage>;

/** Roles that take part in the card exchange: the users whose permission map holds the app. */
const ROLES_WITH_CARDS = "role IN ('student', 'teacher', 'staff', 'admin')";

export function createGreetingCardRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  // Spec §6: only users the portal lets open the app's pages (the site's `permission`), whatever the browser shows.
  routes.use(requireGrant(services, { message: GREETING_MESSAGES.forbidden }));

  const recipients = db.prepare<[number, string, string, number], { id: number; name: string; role_name: string }>(
    `SELECT id, name, role_name FROM users WHERE id <> ? AND ${ROLES_WITH_CARDS} AND (name LIKE ? ESCAPE '\\' OR username LIKE ? ESCAPE '\\') ORDER BY id LIMIT ?`,
  );
  const recipient = db.prepare<[number], { id: number; name: string }>(`SELECT id, name FROM users WHERE id = ? AND ${ROLES_WITH_CARDS}`);
  const insert = db.prepare<[string, number, number, string, number]>(
    'INSERT INTO greeting_cards (template_id, sender_id, recipient_id, content, sent_at) VALUES (?, ?, ?, ?, ?)',
  );
  const boxQuery = (mine: string, peer: string) =>
    db.prepare<
      [number, number, number],
      { id: number; template_id: string; content: string; peer_id: number; peer_name: string; sent_at: number; read_at: number | null }
    >(
      `SELECT g.id, g.template_id, g.content, u.id AS peer_id, u.name AS peer_name, g.sent_at, g.read_at
       FROM greeting_cards g JOIN users u ON u.id = g.${peer} WHERE g.${mine} = ? ORDER BY g.sent_at DESC, g.id DESC LIMIT ? OFFSET ?`,
    );
  const boxes = { received: boxQuery('recipient_id', 'sender_id'), sent: boxQuery('sender_id', 'recipient_id') };
  const counts = {
    received: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM greeting_cards WHERE recipient_id = ?'),
    sent: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM greeting_cards WHERE sender_id = ?'),
  };
  const unread = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM greeting_cards WHERE recipient_id = ? AND read_at IS NULL');
  const markRead = db.prepare<[number, number, number]>('UPDATE greeting_cards SET read_at = COALESCE(read_at, ?) WHERE id = ? AND recipient_id = ?');

  routes.get('greeting-card.templates', (c) => {
    const data: GreetingCardTemplatesData = { list: GREETING_TEMPLATES.map((t) => ({ ...t })) };
    return replyOk(c, data);
  });

  routes.get('greeting-card.recipients', (c) => {
    const q = (c.req.query('q') ?? '').trim();
    if ([...q].length > GREETING_LIMITS.search) return replyFail(c, SandboxErrorCode.badRequest, GREETING_MESSAGES.searchTooLong);
    const pattern = likePattern(q);
    const data: GreetingCardRecipientsData = {
      list: recipients
        .all(c.get('user').id, pattern, pattern, GREETING_LIMITS.recipients)
        .map((row) => ({ id: row.id, name: row.name, roleName: row.role_name })),
    };
    return replyOk(c, data);
  });

  routes.post('greeting-card.send', async (c) => {
    const read = await readBody(c);
    if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message);
    const templateId = textField(read.body, 'templateId') ?? '';
    if (!GREETING_TEMPLATE_IDS.includes(templateId)) return replyFail(c, SandboxErrorCode.badRequest, GREETING_MESSAGES.badTemplate);
    const to = parseIdParam(textField(read.body, 'recipientId'), 'recipientId');
    const target = to.ok ? recipient.get(to.value) : undefined;
    if (!target) return replyFail(c, SandboxErrorCode.badRequest, GREETING_MESSAGES.badRecipient);
    const user = c.get('user');
    if (target.id === user.id) return replyFail(c, SandboxErrorCode.badRequest, GREETING_MESSAGES.toSelf);
    const content = (textField(read.body, 'content') ?? '').trim();
    if (content === '') return replyFail(c, SandboxErrorCode.badRequest, GREETING_MESSAGES.contentEmpty);
    if ([...content].length > GREETING_LIMITS.content) return replyFail(c, SandboxErrorCode.badRequest, GREETING_MESSAGES.contentTooLong);
    const id = Number(insert.run(templateId, user.id, target.id, content, epochSeconds(services)).lastInsertRowid);
    const data: GreetingCardSendData = { id, recipientName: target.name };
    return replyOk(c, data);
  });

  routes.get('greeting-card.list', (c) => {
    const box = parseEnumParam(c.req.query('box'), 'box', ['received', 'sent'] as const);
    if (!box.ok) return replyFail(c, SandboxErrorCode.badRequest, box.message);
    const paging = parsePageParams(c);
    if (!paging.ok) return replyFail(c, SandboxErrorCode.badRequest, paging.message);
    const which = box.value ?? 'received';
    const userId = c.get('user').id;
    const { page, size, offset } = paging.value;
    const data: GreetingCardListData = {
      list: boxes[which].all(userId, size, offset).map((row) => ({
        id: row.id,
        templateId: row.template_id,
        templateName: GREETING_TEMPLATES.find((t) => t.id === row.template_id)?.name ?? row.template_id,
        content: row.content,
        peer: { id: row.peer_id, name: row.peer_name },
        sentAt: row.sent_at,
        read: row.read_at !== null,
      })),
      page,
      size,
      total: counts[which].get(userId)!.n,
      unread: unread.get(userId)!.n,
    };
    return replyOk(c, data);
  });

  routes.post('greeting-card.read', async (c) => {
    const read = await readBody(c);
    if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message);
    const id = parseIdParam(textField(read.body, 'id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const changed = markRead.run(epochSeconds(services), id.value, c.get('user').id).changes;
    if (changed === 0) return replyFail(c, SandboxErrorCode.notFound, GREETING_MESSAGES.cardNotFound);
    const data: GreetingCardReadData = { id: id.value, read: true };
    return replyOk(c, data);
  });

  return routes.app;
}
