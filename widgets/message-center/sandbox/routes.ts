/**
 * Message centre endpoints: `message-center.list`, `message-center.detail`, `message-center.read`, over the
 * kit's `messages` table (sandbox/messages/), which every backend delivers into. Every logged-in user has
 * messages; each sees only their own.
 */
import type { Hono } from 'hono';
import type { MessageCenterDetailData, MessageItem, MessageCenterListData, MessageCenterReadData } from '../generated/types.ts';
import {
  requireLogin,
  type LoggedInEnv,
  replyFail,
  replyOk,
  SandboxErrorCode,
  type LocalMessage,
  parseEnumParam,
  parseIdParam,
  keyedRoutes,
  readBody,
  textField,
  epochSeconds,
  type SandboxServices,
  MESSAGE_CHANNEL_IDS,
  MESSAGE_CHANNELS,
  messageChannelName,
} from '../../../sandbox/kit.ts';
import { parseMessageListQuery } from './paging.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const MESSAGE_TEXTS = {
  notFound: { zh: '该消息不存在或已被删除', en: 'This message does not exist or has been deleted', tw: '該訊息不存在或已被刪除' },
  readWhat: { zh: '请指定要标记为已读的消息', en: 'Say which messages to mark as read', tw: '請指定要標記為已讀的訊息' },
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

  routes.get('message-center.list', (c) => {
    const query = parseMessageListQuery((name) => c.req.query(name), 15);
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
    // A GET changes nothing (any page could load it): the message page marks it read with message-center.read.
    const { summary: _summary, ...rest } = item(row);
    const data: MessageCenterDetailData = { ...rest, channelName: messageChannelName(row.channel), body: row.body };
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

  return routes.app;
}
