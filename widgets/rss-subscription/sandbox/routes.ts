/**
 * 信息订阅 endpoints of the rss-subscription widget, all for a logged-in user: `rss-subscription.channels`,
 * `rss-subscription.subscribe`, `rss-subscription.feed` (items of the user's subscribed channels) and `rss-subscription.item`. Their `d` must
 * validate against widgets/rss-subscription/contracts/*.schema.json (checked by backend.test.ts).
 */
import type { Hono } from 'hono';
import type { RssSubscriptionChannelsData, RssSubscriptionFeedData, RssSubscriptionItemData, RssSubscriptionSubscribeData } from '../generated/types.ts';
import {
  requireLogin,
  type LoggedInEnv,
  replyFail,
  replyOk,
  SandboxErrorCode,
  type InThreeLanguages,
  parsePageParams,
  parseIdParam,
  readBody,
  textField,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
} from '../../../sandbox/kit.ts';

interface ItemRow {
  id: number;
  channel_id: number;
  channel_name: string;
  title: string;
  summary: string;
  content: string | null;
  link: string | null;
  published_at: number;
}

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const RSS_MESSAGES = {
  channelNotFound: { zh: '该频道不存在或已停用', en: 'This channel does not exist or has been turned off', tw: '該頻道不存在或已停用' },
  itemNotFound: { zh: '该条信息不存在或已删除', en: 'This item does not exist or has been deleted', tw: '該則資訊不存在或已刪除' },
  badSubscribed: {
    zh: '参数 subscribed 无效：应为 1 或 0',
    en: 'Parameter subscribed is invalid: it should be 1 or 0',
    tw: '參數 subscribed 無效：應為 1 或 0',
  },
} as const satisfies Record<string, InThreeLanguages>;

export function createRssRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));

  const channels = db.prepare<
    [number],
    { id: number; name: string; source: string; description: string; item_count: number; latest_at: number | null; subscribed: number }
  >(`
    SELECT c.id, c.name, c.source, c.description,
      (SELECT COUNT(*) FROM rss_items i WHERE i.channel_id = c.id) AS item_count,
      (SELECT MAX(published_at) FROM rss_items i WHERE i.channel_id = c.id) AS latest_at,
      EXISTS (SELECT 1 FROM rss_subscriptions s WHERE s.channel_id = c.id AND s.user_id = ?) AS subscribed
    FROM rss_channels c ORDER BY c.sort_order, c.id
  `);
  const channel = db.prepare<[number], { id: number }>('SELECT id FROM rss_channels WHERE id = ?');
  const subscribe = db.prepare<[number, number, number]>('INSERT OR IGNORE INTO rss_subscriptions (user_id, channel_id, created_at) VALUES (?, ?, ?)');
  const unsubscribe = db.prepare<[number, number]>('DELETE FROM rss_subscriptions WHERE user_id = ? AND channel_id = ?');
  const feedWhere = `FROM rss_items i JOIN rss_channels c ON c.id = i.channel_id
    WHERE i.channel_id IN (SELECT channel_id FROM rss_subscriptions WHERE user_id = ?) AND (? IS NULL OR i.channel_id = ?)`;
  const feed = db.prepare<[number, number | null, number | null, number, number], ItemRow>(
    `SELECT i.*, c.name AS channel_name ${feedWhere} ORDER BY i.published_at DESC, i.id DESC LIMIT ? OFFSET ?`,
  );
  const feedCount = db.prepare<[number, number | null, number | null], { n: number }>(`SELECT COUNT(*) AS n ${feedWhere}`);
  const item = db.prepare<[number], ItemRow>('SELECT i.*, c.name AS channel_name FROM rss_items i JOIN rss_channels c ON c.id = i.channel_id WHERE i.id = ?');

  routes.get('rss-subscription.channels', (c) => {
    const data: RssSubscriptionChannelsData = {
      list: channels.all(c.get('user').id).map((row) => ({
        id: row.id,
        name: row.name,
        source: row.source,
        description: row.description,
        itemCount: row.item_count,
        ...(row.latest_at !== null ? { latestAt: row.latest_at } : {}),
        subscribed: row.subscribed === 1,
      })),
    };
    return replyOk(c, data);
  });

  routes.post('rss-subscription.subscribe', async (c) => {
    const read = await readBody(c);
    if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message);
    const id = parseIdParam(textField(read.body, 'channelId'), 'channelId');
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const wanted = textField(read.body, 'subscribed');
    if (wanted !== '1' && wanted !== '0') return replyFail(c, SandboxErrorCode.badRequest, RSS_MESSAGES.badSubscribed);
    if (!channel.get(id.value)) return replyFail(c, SandboxErrorCode.notFound, RSS_MESSAGES.channelNotFound);
    const userId = c.get('user').id;
    if (wanted === '1') subscribe.run(userId, id.value, epochSeconds(services));
    else unsubscribe.run(userId, id.value);
    const data: RssSubscriptionSubscribeData = { channelId: id.value, subscribed: wanted === '1' };
    return replyOk(c, data);
  });

  routes.get('rss-subscription.feed', (c) => {
    const paging = parsePageParams(c);
    if (!paging.ok) return replyFail(c, SandboxErrorCode.badRequest, paging.message);
    const raw = c.req.query('channel');
    let only: number | null = null;
    if (raw !== undefined && raw !== '') {
      const parsed = parseIdParam(raw, 'channel');
      if (!parsed.ok) return replyFail(c, SandboxErrorCode.badRequest, parsed.message);
      only = parsed.value;
    }
    const userId = c.get('user').id;
    const { page, size, offset } = paging.value;
    const data: RssSubscriptionFeedData = {
      list: feed.all(userId, only, only, size, offset).map((row) => ({
        id: row.id,
        channelId: row.channel_id,
        channelName: row.channel_name,
        title: row.title,
        summary: row.summary,
        publishedAt: row.published_at,
        hasContent: row.content !== null,
        ...(row.link ? { link: row.link } : {}),
      })),
      page,
      size,
      total: feedCount.get(userId, only, only)!.n,
    };
    return replyOk(c, data);
  });

  routes.get('rss-subscription.item', (c) => {
    const id = parseIdParam(c.req.query('id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const row = item.get(id.value);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, RSS_MESSAGES.itemNotFound);
    const data: RssSubscriptionItemData = {
      id: row.id,
      channelId: row.channel_id,
      channelName: row.channel_name,
      title: row.title,
      publishedAt: row.published_at,
      content: row.content ?? '',
      ...(row.link ? { link: row.link } : {}),
    };
    return replyOk(c, data);
  });

  return routes.app;
}
