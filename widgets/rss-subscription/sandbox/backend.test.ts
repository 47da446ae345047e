/**
 * The 信息订阅 endpoints: all behind a login; channels with the user's subscriptions; subscribing and
 * unsubscribing (per user, repeatable) change the feed; items; every `d` validates against
 * widgets/rss-subscription/contracts.
 */
import { describe, expect, it } from 'vitest';
import type { RssSubscriptionChannelsData, RssSubscriptionFeedData, RssSubscriptionItemData, RssSubscriptionSubscribeData } from '../generated/types.ts';
import type { Envelope } from '../../../sandbox/kit.ts';
import { SEED_CHANNELS } from './seed.ts';
import { RSS_MESSAGES } from './routes.ts';
import { clockedSandbox, formRequest, getAs, logIn, expectContract } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
const get = <T>(path: string, cookie?: string) => getAs<T>(env.sandbox.app, path, cookie).then((answer) => answer.body);
const subscribe = async (channelId: number, on: boolean, cookie: string) =>
  (await (
    await env.sandbox.app.fetch(formRequest('/api/rssSubscription/subscribe', { channelId: String(channelId), subscribed: on ? '1' : '0' }, { cookie }))
  ).json()) as Envelope<RssSubscriptionSubscribeData>;
const channelId = async (name: string, cookie: string) =>
  (await get<RssSubscriptionChannelsData>('/api/rssSubscription/channels', cookie)).d.list.find((c) => c.name === name)!.id;
const feedChannels = async (cookie: string) =>
  [...new Set((await get<RssSubscriptionFeedData>('/api/rssSubscription/feed?size=50', cookie)).d.list.map((i) => i.channelName))].sort();

describe('rss subscriptions', () => {
  it('need a login', async () => {
    for (const path of ['/api/rssSubscription/channels', '/api/rssSubscription/feed', '/api/rssSubscription/item?id=1'])
      expect((await get(path)).e).toBe(10013);
  });

  it("answers the channels with the user's own subscriptions", async () => {
    const student = await logIn(env.sandbox.app, 'student');
    const body = await get<RssSubscriptionChannelsData>('/api/rssSubscription/channels', student.cookie);
    expectContract('rss-subscription.channels', body.d);
    expect(body.d.list.map((c) => c.name)).toEqual(SEED_CHANNELS.map((c) => c.name));
    expect(body.d.list.filter((c) => c.subscribed).map((c) => c.name)).toEqual(['教务处通知', '图书馆公告']);
    const teacher = await logIn(env.sandbox.app, 'teacher');
    expect((await get<RssSubscriptionChannelsData>('/api/rssSubscription/channels', teacher.cookie)).d.list.some((c) => c.subscribed)).toBe(false);
  });

  it('subscribing and unsubscribing change that user’s feed only', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const teacher = await logIn(env.sandbox.app, 'teacher');
    expect(await feedChannels(cookie)).toEqual(['图书馆公告', '教务处通知']);
    const xg = await channelId('学工动态', cookie);
    const answer = await subscribe(xg, true, cookie);
    expectContract('rss-subscription.subscribe', answer.d);
    expect(answer.d).toEqual({ channelId: xg, subscribed: true });
    expect((await subscribe(xg, true, cookie)).e).toBe(0);
    await subscribe(await channelId('教务处通知', cookie), false, cookie);
    expect(await feedChannels(cookie)).toEqual(['图书馆公告', '学工动态']);
    expect(await feedChannels(teacher.cookie)).toEqual([]);
    expect((await subscribe(999, true, cookie)).e).toBe(404);
  });

  it('pages the feed newest first and filters it by channel', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const first = await get<RssSubscriptionFeedData>('/api/rssSubscription/feed?size=4', cookie);
    expectContract('rss-subscription.feed', first.d);
    const seedTotal = SEED_CHANNELS.filter((c) => c.code === 'jwc' || c.code === 'library').reduce((n, c) => n + c.items.length, 0);
    expect(first.d.total).toBe(seedTotal);
    const second = await get<RssSubscriptionFeedData>('/api/rssSubscription/feed?size=4&page=2', cookie);
    const times = [...first.d.list, ...second.d.list].map((i) => i.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const library = await channelId('图书馆公告', cookie);
    const only = await get<RssSubscriptionFeedData>(`/api/rssSubscription/feed?channel=${library}`, cookie);
    expect(only.d.list.every((i) => i.channelId === library)).toBe(true);
    expect(only.d.list.some((i) => !i.hasContent && i.link?.startsWith('https://'))).toBe(true);
  });

  it('answers an item, and 404 for an unknown one', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'staff');
    const body = await get<RssSubscriptionItemData>('/api/rssSubscription/item?id=1', cookie);
    expectContract('rss-subscription.item', body.d);
    expect(body.d.content).toContain('<strong>');
    expect((await get('/api/rssSubscription/item?id=999', cookie)).e).toBe(404);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    for (const language of ['en', 'tw'] as const) {
      const reader = `${cookie}; portal-lang=${language}`;
      expect(await get('/api/rssSubscription/item?id=999', reader)).toEqual({ e: 404, m: RSS_MESSAGES.itemNotFound[language], d: null });
      expect((await subscribe(999, true, reader)).m).toBe(RSS_MESSAGES.channelNotFound[language]);
    }
    expect((await get('/api/rssSubscription/item?id=999', `${cookie}; portal-lang=en`)).m).toBe('This item does not exist or has been deleted');
    expect((await get('/api/rssSubscription/item?id=999', `${cookie}; portal-lang=tw`)).m).toBe('該則資訊不存在或已刪除');
  });
});
