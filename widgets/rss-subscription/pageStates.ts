/** The rss-subscription page in each state: its stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { rssFixtures, rssUser } from './fixtures.ts';

export const rssSubscriptionPages = definePageStates({
  // Empty: a user who subscribes to nothing yet, offered the channel list.
  index: {
    path: '/rssSubscription/index',
    fixtures: rssFixtures,
    user: rssUser,
    ready: { data: '[data-testid="rss-feed"] li', empty: '[data-testid="rss-no-subscriptions"]' },
    shows: { empty: '你还没有订阅任何频道', envelopeError: '请求失败：订阅服务维护中，请稍后再试', en: 'My feed', tw: '我的訂閱' },
  },
});
