/**
 * The 信息订阅 endpoints: all behind a login; channels with the user's subscriptions; subscribing and
 * unsubscribing (per user, repeatable) change the feed; items; every `d` validates against
 * widgets/rss-subscription/contracts.
 */
import { describe, expect, it } from 'vitest';
import type { RssSubscriptionSubscribeBody } from '../generated/types.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';
import { SEED_CHANNELS } from './seed.ts';
import { RSS_MESSAGES } from './routes.ts';

const env = clockedSandbox();
const subscribe = (caller: KeyedCaller, channelId: number, on: boolean) => caller.post('rss-subscription.subscribe', { channelId, subscribed: on ? 1 : 0 });
const channelId = async (caller: KeyedCaller, name: string) => (await caller.get('rss-subscription.channels')).d.list.find((c) => c.name === name)!.id;
const feedChannels = async (caller: KeyedCaller) =>
  [...new Set((await caller.get('rss-subscription.feed', { size: 50 })).d.list.map((i) => i.channelName))].sort();

describe('rss subscriptions', () => {
  it('need a login', async () => {
    const anonymous = keyedCaller(env.sandbox.app);
    expect((await anonymous.get('rss-subscription.channels')).e).toBe(10013);
    expect((await anonymous.get('rss-subscription.feed')).e).toBe(10013);
    expect((await anonymous.get('rss-subscription.item', { id: 1 })).e).toBe(10013);
  });

  it("answers the channels with the user's own subscriptions", async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const body = await student.get('rss-subscription.channels');
    expectContract('rss-subscription.channels', body.d);
    expect(body.d.list.map((c) => c.name)).toEqual(SEED_CHANNELS.map((c) => c.name));
    expect(body.d.list.filter((c) => c.subscribed).map((c) => c.name)).toEqual(['教务处通知', '图书馆公告']);
    const teacher = await callAs(env.sandbox.app, 'teacher');
    expect((await teacher.get('rss-subscription.channels')).d.list.some((c) => c.subscribed)).toBe(false);
  });

  it('subscribing and unsubscribing change that user’s feed only', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const teacher = await callAs(env.sandbox.app, 'teacher');
    expect(await feedChannels(student)).toEqual(['图书馆公告', '教务处通知']);
    const xg = await channelId(student, '学工动态');
    const answer = await subscribe(student, xg, true);
    expectContract('rss-subscription.subscribe', answer.d);
    expect(answer.d).toEqual({ channelId: xg, subscribed: true });
    expect((await subscribe(student, xg, true)).e).toBe(0);
    await subscribe(student, await channelId(student, '教务处通知'), false);
    expect(await feedChannels(student)).toEqual(['图书馆公告', '学工动态']);
    expect(await feedChannels(teacher)).toEqual([]);
    expect((await subscribe(student, 999, true)).e).toBe(404);
  });

  it('pages the feed newest first and filters it by channel', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const first = await student.get('rss-subscription.feed', { size: 4 });
    expectContract('rss-subscription.feed', first.d);
    const seedTotal = SEED_CHANNELS.filter((c) => c.code === 'jwc' || c.code === 'library').reduce((n, c) => n + c.items.length, 0);
    expect(first.d.total).toBe(seedTotal);
    const second = await student.get('rss-subscription.feed', { size: 4, page: 2 });
    const times = [...first.d.list, ...second.d.list].map((i) => i.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const library = await channelId(student, '图书馆公告');
    const only = await student.get('rss-subscription.feed', { channel: library });
    expect(only.d.list.every((i) => i.channelId === library)).toBe(true);
    expect(only.d.list.some((i) => !i.hasContent && i.link?.startsWith('https://'))).toBe(true);
  });

  it('answers an item, and 404 for an unknown one', async () => {
    const staff = await callAs(env.sandbox.app, 'staff');
    const body = await staff.get('rss-subscription.item', { id: 1 });
    expectContract('rss-subscription.item', body.d);
    expect(body.d.content).toContain('<strong>');
    expect((await staff.get('rss-subscription.item', { id: 999 })).e).toBe(404);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const reader = await callAs(env.sandbox.app, 'student', language);
      expect(await reader.get('rss-subscription.item', { id: 999 })).toEqual({ e: 404, m: RSS_MESSAGES.itemNotFound[language], d: null });
      expect((await subscribe(reader, 999, true)).m).toBe(RSS_MESSAGES.channelNotFound[language]);
    }
    const en = await callAs(env.sandbox.app, 'student', 'en');
    expect((await en.get('rss-subscription.item', { id: 999 })).m).toBe('This item does not exist or has been deleted');
  });

  it('refuses input off the contract, in its own words or naming the parameter', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    // Off the contract on purpose: what a hand-made request may send.
    expect((await student.post('rss-subscription.subscribe', { channelId: 1, subscribed: 2 } as unknown as RssSubscriptionSubscribeBody)).m).toBe(
      '参数 subscribed 无效：应为 1 或 0',
    );
    const tw = await callAs(env.sandbox.app, 'student', 'tw');
    expect((await tw.fetch('rss-subscription.item', { query: { id: 'x' } }).then((r) => r.json())) as unknown).toMatchObject({
      e: 400,
      m: '參數 id 無效：應為整數，收到「x」',
    });
    expect((await student.fetch('rss-subscription.feed', { query: { size: 51 } }).then((r) => r.json())) as unknown).toMatchObject({ e: 400 });
  });
});
