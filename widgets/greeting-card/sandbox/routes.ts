/**
 * 电子贺卡 endpoints of the greeting-card widget, all for a logged-in user the site's manifest lets open
 * the app (its `permission`; the roles' module grants in index.ts): templates, recipients, send, list
 * (received or sent) and read. Their `d` must validate against widgets/greeting-card/contracts/*.schema.json
 * (backend.test.ts).
 */
import type { Hono } from 'hono';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type LocalMessage,
  likePattern,
  epochSeconds,
  type SandboxServices,
  keyedRoutes,
  pageWindow,
} from '../../../sandbox/kit.ts';
import { GREETING_TEMPLATE_IDS, GREETING_TEMPLATES } from './seed.ts';

/** The most colleagues a search answers. */
const RECIPIENTS_MAX = 20;
/** Refusals in the portal's three languages (the reader gets theirs); a malformed field is refused in its contract's words. */
export const GREETING_MESSAGES = {
  forbidden: { zh: '您的账号无权使用电子贺卡', en: 'Your account may not use greeting cards', tw: '您的帳號無權使用電子賀卡' },
  badTemplate: { zh: '请选择贺卡样式', en: 'Choose a card design', tw: '請選擇賀卡樣式' },
  badRecipient: { zh: '请选择收件人', en: 'Choose a recipient', tw: '請選擇收件人' },
  toSelf: { zh: '不能给自己寄贺卡', en: 'You cannot send a card to yourself', tw: '不能給自己寄賀卡' },
  cardNotFound: { zh: '该贺卡不存在', en: 'This card does not exist', tw: '該賀卡不存在' },
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

  routes.get('greeting-card.templates', (_c, { ok }) => ok({ list: GREETING_TEMPLATES.map((t) => ({ ...t })) }));

  routes.get('greeting-card.recipients', (c, { input, ok }) => {
    const pattern = likePattern((input.q ?? '').trim());
    return ok({
      list: recipients.all(c.get('user').id, pattern, pattern, RECIPIENTS_MAX).map((row) => ({ id: row.id, name: row.name, roleName: row.role_name })),
    });
  });

  routes.post('greeting-card.send', (c, { input, ok }) => {
    // The contract holds the fields' form; the design and the colleague must exist, and not be the sender.
    if (!GREETING_TEMPLATE_IDS.includes(input.templateId)) return replyFail(c, SandboxErrorCode.badRequest, GREETING_MESSAGES.badTemplate);
    const target = recipient.get(input.recipientId);
    if (!target) return replyFail(c, SandboxErrorCode.badRequest, GREETING_MESSAGES.badRecipient);
    const user = c.get('user');
    if (target.id === user.id) return replyFail(c, SandboxErrorCode.badRequest, GREETING_MESSAGES.toSelf);
    const id = Number(insert.run(input.templateId, user.id, target.id, input.content.trim(), epochSeconds(services)).lastInsertRowid);
    return ok({ id, recipientName: target.name });
  });

  routes.get('greeting-card.list', (c, { input, ok }) => {
    const which = input.box ?? 'received';
    const { page, size, offset } = pageWindow(input);
    const userId = c.get('user').id;
    return ok({
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
    });
  });

  routes.post('greeting-card.read', (c, { input, ok }) => {
    const changed = markRead.run(epochSeconds(services), input.id, c.get('user').id).changes;
    if (changed === 0) return replyFail(c, SandboxErrorCode.notFound, GREETING_MESSAGES.cardNotFound);
    return ok({ id: input.id, read: true });
  });

  return routes.app;
}
