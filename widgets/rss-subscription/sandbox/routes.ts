/**
 * 信息订阅 endpoints of the rss-subscription widget, all for a logged-in user: `rss-subscription.channels`,
 * `rss-subscription.subscribe`, `rss-subscription.feed` (items of the user's subscribed channels) and `rss-subscription.item`. Their `d` must
 * validate against widgets/rss-subscription/contracts/*.schema.json (checked by backend.test.ts).
 */
import type { Hono } from 'hono';
import {
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  pageWindow,
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

  routes.get('rss-subscription.channels', (c, { ok }) =>
    ok({
      list: channels.all(c.get('user').id).map((row) => ({
        id: row.id,
        name: row.name,
        source: row.source,
        description: row.description,
        itemCount: row.item_count,
        ...(row.latest_at !== null ? { latestAt: row.latest_at } : {}),
        subscribed: row.subscribed === 1,
      })),
    }),
  );

  routes.post('rss-subscription.subscribe', (c, { input, ok }) => {
    const { channelId } = input;
    if (!channel.get(channelId)) return replyFail(c, SandboxErrorCode.notFound, RSS_MESSAGES.channelNotFound);
    const userId = c.get('user').id;
    if (input.subscribed === 1) subscribe.run(userId, channelId, epochSeconds(services));
    else unsubscribe.run(userId, channelId);
    return ok({ channelId, subscribed: input.subscribed === 1 });
  });

  routes.get('rss-subscription.feed', (c, { input, ok }) => {
    const userId = c.get('user').id;
    const { page, size, offset } = pageWindow(input);
    const only = input.channel ?? null;
    return ok({
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
    });
  });

  routes.get('rss-subscription.item', (c, { input, ok }) => {
    const row = item.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, RSS_MESSAGES.itemNotFound);
    return ok({
      id: row.id,
      channelId: row.channel_id,
      channelName: row.channel_name,
      title: row.title,
      publishedAt: row.published_at,
      content: row.content ?? '',
      ...(row.link ? { link: row.link } : {}),
    });
  });

  return routes.app;
}
