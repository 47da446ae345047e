/**
 * Message centre endpoints: `message-center.list`, `message-center.detail`, `message-center.read`, over the
 * kit's `messages` table (sandbox/messages/), which every backend delivers into. Every logged-in user has
 * messages; each sees only their own.
 */
import type { Context, Hono } from 'hono';
import type { MessageItem } from '../generated/types.ts';
import {
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type LocalMessage,
  parseEnumParam,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  MESSAGE_CHANNEL_IDS,
  MESSAGE_CHANNELS,
  messageChannelName,
  pageWindow,
} from '../../../sandbox/kit.ts';

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

  /** The channel asked for, when it is one the school sends on (the contract holds only its form). */
  const channelOf = (c: Context, raw: string | undefined) => {
    const channel = parseEnumParam(raw, 'channel', MESSAGE_CHANNEL_IDS);
    return channel.ok
      ? { ok: true as const, channel: channel.value ?? null }
      : { ok: false as const, reply: replyFail(c, SandboxErrorCode.badRequest, channel.message) };
  };

  routes.get('message-center.list', (c, { input, ok }) => {
    const channel = channelOf(c, input.channel);
    if (!channel.ok) return channel.reply;
    const username = c.get('user').username;
    const filter: Filter = { username, channel: channel.channel, unreadOnly: input.filter === 'unread' ? 1 : 0 };
    const { size, offset } = pageWindow(input, 15);
    const unread = new Map(unreadByChannel.all(username).map((row) => [row.channel, row.n]));
    return ok({
      total: count.get(filter)!.n,
      unread: [...unread.values()].reduce((sum, n) => sum + n, 0),
      channels: MESSAGE_CHANNELS.map(({ id, name }) => ({ id, name, unread: unread.get(id) ?? 0 })),
      list: page.all({ ...filter, size, offset }).map(item),
    });
  });

  routes.get('message-center.detail', (c, { input, ok }) => {
    const row = one.get(input.id, c.get('user').username);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, MESSAGE_TEXTS.notFound);
    // A GET changes nothing (any page could load it): the message page marks it read with message-center.read.
    const { summary: _summary, ...rest } = item(row);
    return ok({ ...rest, channelName: messageChannelName(row.channel), body: row.body });
  });

  routes.post('message-center.read', (c, { input, ok }) => {
    const username = c.get('user').username;
    const at = epochSeconds(services);
    let marked: number;
    if (input.all === 1) {
      const channel = channelOf(c, input.channel);
      if (!channel.ok) return channel.reply;
      marked = markAll.run({ at, username, channel: channel.channel }).changes;
    } else {
      if (input.id === undefined) return replyFail(c, SandboxErrorCode.badRequest, MESSAGE_TEXTS.readWhat);
      if (!one.get(input.id, username)) return replyFail(c, SandboxErrorCode.notFound, MESSAGE_TEXTS.notFound);
      marked = markOne.run(at, input.id, username).changes;
    }
    return ok({ marked, unread: unreadTotal.get(username)!.n });
  });

  return routes.app;
}
