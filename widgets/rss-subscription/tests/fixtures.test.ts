import { describe, it } from 'vitest';
import type { Envelope, Fixtures } from '../../../runtime/app/testing/index.ts';
import { expectContract } from '../../../sandbox/testing.ts';
import { rssItem, rssSchool } from '../fixtures.ts';

const call = (fixtures: Fixtures, path: string, query = '', body = '') =>
  (fixtures[path] as (q: URLSearchParams, b: URLSearchParams) => Envelope)(new URLSearchParams(query), new URLSearchParams(body)).d;

describe('rss-subscription fixtures follow the response contracts', () => {
  it('rss-subscription.channels, rss-subscription.subscribe and rss-subscription.feed (all, one channel, a second page)', () => {
    const school = rssSchool();
    expectContract('rss-subscription.channels', call(school, '/rssSubscription/channels'));
    expectContract('rss-subscription.subscribe', call(school, '/rssSubscription/subscribe', '', 'channelId=3&subscribed=1'));
    for (const query of ['', 'channel=2', 'page=2&size=5']) expectContract('rss-subscription.feed', call(school, '/rssSubscription/feed', query));
  });
  it('rss-subscription.item', () => {
    expectContract('rss-subscription.item', rssItem);
  });
});
