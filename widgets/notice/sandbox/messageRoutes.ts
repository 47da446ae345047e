/**
 * Message centre and do-not-disturb endpoints (widgets message-center, do-not-disturb): `message-center.list`,
 * `message-center.detail`, `message-center.read`, `do-not-disturb.settings` (`/message/dnd`), `do-not-disturb.save` (`/message/dnd/save`).
 * Every logged-in user has messages; each sees only their own.
 */
import type { Hono } from 'hono';
import type { DoNotDisturbSettingsData } from '../../do-not-disturb/generated/types.ts';
import type { MessageCenterDetailData, MessageItem, MessageCenterListData, MessageCenterReadData } from '../../message-center/generated/types.ts';
import { requireLogin, type LoggedInEnv, replyFail, replyOk, SandboxErrorCode, type InThreeLanguages, type LocalMessage, parseEnumParam, parseIdParam, keyedRoutes, readBody, textField, epochSeconds, type SandboxServices } from '../../../sandbox/kit.ts';
import { channelName, MESSAGE_CHANNEL_IDS, MESSAGE_CHANNELS } from './audience.ts';
import { quietHoursOf } from './noticeStore.ts';
import { parseNoticeListQuery } from './paging.ts';
import { CLOCK_TIME, type QuietHours } from './quietHours.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const MESSAGE_TEXTS = {
  notFound: { zh: '该消息不存在或已被删除', en: 'This message does not exist or has been deleted', tw: '該訊息不存在或已被刪除' },
  readWhat: { zh: '请指定要标记为已读的消息', en: 'Say which messages to mark as read', tw: '請指定要標記為已讀的訊息' },
  badEnabled: { zh: '参数 enabled 无效：应为 1 或 0', en: 'The enabled parameter is not valid: it must be 1 or 0', tw: '參數 enabled 無效：應為 1 或 0' },
  badTime: { zh: '请输入有效的时间（00:00—23:59）', en: 'Enter a valid time (00:00–23:59)', tw: '請輸入有效的時間（00:00—23:59）' },
  sameTimes: { zh: '开始时间和结束时间不能相同', en: 'The start and end times cannot be the same', tw: '開始時間和結束時間不能相同' },
  noChannel: { zh: '请至少选择一种免打扰的消息类型', en: 'Choose at least one kind of message to silence', tw: '請至少選擇一種免打擾的訊息類型' },
  badChannel: { zh: '免打扰的消息类型无效', en: 'A kind of message to silence is not valid', tw: '免打擾的訊息類型無效' },
} as const satisfies Record<string, LocalMessage>;

interface MessageRow {
  id: number;
  channel: string;
  title: string;
  body: string;
  link: string | null;
  created_at: number;
  read_at: number | null;
  silent: number;
}

const SUMMARY_LENGTH = 60;

const item = (row: MessageRow): MessageItem => ({
  id: row.id,
  channel: row.channel,
  title: row.title,
  summary: row.body.length > SUMMARY_LENGTH ? `${row.body.slice(0, SUMMARY_LENGTH)}…` : row.body,
  createdAt: row.created_at,
  read: row.read_at !== null,
  silent: row.silent === 1,
  ...(row.link ? { link: row.link } : {}),
});

const settingsData = (settings: QuietHours & { updatedAt?: number }): DoNotDisturbSettingsData => ({
  enabled: settings.enabled,
  start: settings.start,
  end: settings.end,
  channels: MESSAGE_CHANNELS.map(({ id, name }) => ({ id, name, muted: settings.muted.includes(id) })),
  ...(settings.updatedAt !== undefined ? { updatedAt: settings.updatedAt } : {}),
});

/** The saved settings from a do-not-disturb.save body, or the reason it is refused. */
function parseSettings(body: Record<string, unknown>): { ok: true; value: QuietHours } | { ok: false; message: InThreeLanguages } {
  const enabled = textField(body, 'enabled');
  if (enabled !== '1' && enabled !== '0') return { ok: false, message: MESSAGE_TEXTS.badEnabled };
  const start = textField(body, 'start')?.trim() ?? '';
  const end = textField(body, 'end')?.trim() ?? '';
  if (!CLOCK_TIME.test(start) || !CLOCK_TIME.test(end)) return { ok: false, message: MESSAGE_TEXTS.badTime };
  if (start === end) return { ok: false, message: MESSAGE_TEXTS.sameTimes };
  const muted = (textField(body, 'muted') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (!muted.every((id) => (MESSAGE_CHANNEL_IDS as readonly string[]).includes(id))) return { ok: false, message: MESSAGE_TEXTS.badChannel };
  if (enabled === '1' && muted.length === 0) return { ok: false, message: MESSAGE_TEXTS.noChannel };
  return { ok: true, value: { enabled: enabled === '1', start, end, muted: MESSAGE_CHANNEL_IDS.filter((id) => muted.includes(id)) } };
}

export function createMessageRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));

  const where = 'WHERE username = @username AND (@channel IS NULL OR channel = @channel) AND (@unreadOnly = 0 OR read_at IS NULL)';
  type Filter = { username: string; channel: string | null; unreadOnly: number };
  const count = db.prepare<[Filter], { n: number }>(`SELECT COUNT(*) AS n FROM messages ${where}`);
  const page = db.prepare<[Filter & { size: number; offset: number }], MessageRow>(
    `SELECT * FROM messages ${where} ORDER BY created_at DESC, id DESC LIMIT @size OFFSET @offset`,
  );
  const unreadByChannel = db.prepare<[string], { channel: string; n: number }>(
    'SELECT channel, COUNT(*) AS n FROM messages WHERE username = ? AND read_at IS NULL GROUP BY channel',
  );
  const one = db.prepare<[number, string], MessageRow>('SELECT * FROM messages WHERE id = ? AND username = ?');
  const markOne = db.prepare('UPDATE messages SET read_at = ? WHERE id = ? AND username = ? AND read_at IS NULL');
  const markAll = db.prepare('UPDATE messages SET read_at = @at WHERE username = @username AND read_at IS NULL AND (@channel IS NULL OR channel = @channel)');
  const unreadTotal = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM messages WHERE username = ? AND read_at IS NULL');
  const saveSettings = db.prepare(`
    INSERT INTO dnd_settings (username, enabled, start, end, muted, updated_at) VALUES (@username, @enabled, @start, @end, @muted, @updatedAt)
    ON CONFLICT (username) DO UPDATE SET enabled = excluded.enabled, start = excluded.start, end = excluded.end, muted = excluded.muted, updated_at = excluded.updated_at`);

  routes.get('message-center.list', (c) => {
    const query = parseNoticeListQuery((name) => c.req.query(name), 15);
    if (!query.ok) return replyFail(c, SandboxErrorCode.badRequest, query.message);
    const channel = parseEnumParam(c.req.query('channel'), 'channel', MESSAGE_CHANNEL_IDS);
    if (!channel.ok) return replyFail(c, SandboxErrorCode.badRequest, channel.message);
    const username = c.get('user').username;
    const filter: Filter = { username, channel: channel.value ?? null, unreadOnly: query.value.unreadOnly ? 1 : 0 };
    const unread = new Map(unreadByChannel.all(username).map((row) => [row.channel, row.n]));
    const data: MessageCenterListData = {
      total: count.get(filter)!.n,
      unread: [...unread.values()].reduce((sum, n) => sum + n, 0),
      channels: MESSAGE_CHANNELS.map(({ id, name }) => ({ id, name, unread: unread.get(id) ?? 0 })),
      list: page.all({ ...filter, size: query.value.size, offset: (query.value.page - 1) * query.value.size }).map(item),
    };
    return replyOk(c, data);
  });

  routes.get('message-center.detail', (c) => {
    const id = parseIdParam(c.req.query('id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const username = c.get('user').username;
    const row = one.get(id.value, username);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, MESSAGE_TEXTS.notFound);
    markOne.run(epochSeconds(services), row.id, username);
    const { summary: _summary, ...rest } = item(row);
    const data: MessageCenterDetailData = { ...rest, channelName: channelName(row.channel), body: row.body, read: true };
    return replyOk(c, data);
  });

  routes.post('message-center.read', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return replyFail(c, SandboxErrorCode.badRequest, body.message);
    const username = c.get('user').username;
    const at = epochSeconds(services);
    let marked: number;
    if (textField(body.body, 'all') === '1') {
      const channel = parseEnumParam(textField(body.body, 'channel'), 'channel', MESSAGE_CHANNEL_IDS);
      if (!channel.ok) return replyFail(c, SandboxErrorCode.badRequest, channel.message);
      marked = markAll.run({ at, username, channel: channel.value ?? null }).changes;
    } else {
      const raw = textField(body.body, 'id');
      if (raw === undefined) return replyFail(c, SandboxErrorCode.badRequest, MESSAGE_TEXTS.readWhat);
      const id = parseIdParam(raw);
      if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
      if (!one.get(id.value, username)) return replyFail(c, SandboxErrorCode.notFound, MESSAGE_TEXTS.notFound);
      marked = markOne.run(at, id.value, username).changes;
    }
    const data: MessageCenterReadData = { marked, unread: unreadTotal.get(username)!.n };
    return replyOk(c, data);
  });

  routes.get('do-not-disturb.settings', (c) => replyOk(c, settingsData(quietHoursOf(db, c.get('user').username))));

  routes.post('do-not-disturb.save', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return replyFail(c, SandboxErrorCode.badRequest, body.message);
    const parsed = parseSettings(body.body);
    if (!parsed.ok) return replyFail(c, SandboxErrorCode.badRequest, parsed.message);
    const settings = parsed.value;
    const username = c.get('user').username;
    const updatedAt = epochSeconds(services);
    saveSettings.run({ username, enabled: settings.enabled ? 1 : 0, start: settings.start, end: settings.end, muted: settings.muted.join(','), updatedAt });
    return replyOk(c, settingsData({ ...settings, updatedAt }));
  });

  return routes.app;
}
