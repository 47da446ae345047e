/**
 * 信息订阅 answers for component tests and stories: zh-first, shaped as the sandbox answers (the feed
 * follows the subscriptions), and checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { RssSubscriptionChannelsData, RssSubscriptionFeedData, RssSubscriptionItemData } from './generated/types.ts';

type Channel = RssSubscriptionChannelsData['list'][number];
type Item = RssSubscriptionFeedData['list'][number];

export const rssChannels: Channel[] = [
  { id: 1, name: '教务处通知', source: '教务处', description: '选课、考试、成绩与学籍相关通知', itemCount: 6, latestAt: 1_776_646_800, subscribed: true },
  { id: 2, name: '图书馆公告', source: '图书馆', description: '开放时间、数据库试用与讲座', itemCount: 4, latestAt: 1_776_474_000, subscribed: true },
  { id: 3, name: '学工动态', source: '学生工作部', description: '奖助学金、心理健康与学生活动', itemCount: 3, latestAt: 1_776_819_600, subscribed: false },
];

const titles: [number, string][] = [
  [1, '关于 2025—2026 学年春季学期期中教学检查的通知'],
  [2, '考试周图书馆延长开放时间'],
  [1, '第二学位报名通知'],
  [1, '本科毕业论文（设计）中期检查安排'],
  [2, '“一小时讲座”：文献检索入门'],
  [2, '新增 Web of Science 数据库试用'],
  [1, '关于英语四六级考试报名的通知'],
  [1, '2026 年春季学期补选课安排'],
  [3, '5·25 心理健康月活动预告'],
  [3, '2026 年国家励志奖学金评审工作通知'],
  [2, '清明节假期开放安排'],
  [1, '关于公布 2025 年秋季学期缓考安排的通知'],
];

export const rssItems: Item[] = titles.map(([channelId, title], index) => ({
  id: index + 1,
  channelId,
  channelName: rssChannels.find((c) => c.id === channelId)!.name,
  title,
  summary: `${title}，详见全文。`,
  publishedAt: 1_776_646_800 - index * 86_400,
  hasContent: index !== 5,
  ...(index === 5 ? { link: 'https://lib.demo.example/news/wos-trial' } : {}),
}));

export const rssItem: RssSubscriptionItemData = {
  id: 1,
  channelId: 1,
  channelName: '教务处通知',
  title: '关于 2025—2026 学年春季学期期中教学检查的通知',
  publishedAt: 1_776_646_800,
  content:
    '<p>各学院：</p><p>本学期期中教学检查安排在<strong>第 9—10 周</strong>进行。</p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">链接</a>',
  link: 'https://jwc.demo.example/notice/2026/0420.html',
};

/**
 * A little school behind the fixtures: the channel list, subscribe / unsubscribe, and a feed of the
 * subscribed channels' items (optionally one channel), paged. Each call of `rssSchool` starts afresh.
 */
export function rssSchool(channels: Channel[] = rssChannels, items: Item[] = rssItems): Fixtures {
  const subscribed = new Set(channels.filter((c) => c.subscribed).map((c) => c.id));
  return {
    '/rssSubscription/channels': () => ok({ list: channels.map((c) => ({ ...c, subscribed: subscribed.has(c.id) })) } satisfies RssSubscriptionChannelsData),
    '/rssSubscription/subscribe': (_q, body) => {
      const id = Number(body.get('channelId'));
      if (body.get('subscribed') === '1') subscribed.add(id);
      else subscribed.delete(id);
      return ok({ channelId: id, subscribed: subscribed.has(id) });
    },
    '/rssSubscription/feed': (query) => {
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 10);
      const only = Number(query.get('channel') ?? 0);
      const matches = items.filter((item) => subscribed.has(item.channelId) && (!only || item.channelId === only));
      return ok({ list: matches.slice((page - 1) * size, page * size), page, size, total: matches.length } satisfies RssSubscriptionFeedData);
    },
    '/rssSubscription/item': ok(rssItem),
  };
}

/** API answers for each state of rssSubscription/index. Empty: channels offered, none subscribed. */
export const rssFixtures = {
  data: rssSchool(),
  empty: rssSchool(rssChannels.map((c) => ({ ...c, subscribed: false }))),
  ...failingStates(['/rssSubscription/channels', '/rssSubscription/feed', '/rssSubscription/item'], '订阅服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;

/** The page needs a login (manifest: login). */
export const rssUser = { name: '王小明', auth: { home: { module: ['homepage'] } } };
