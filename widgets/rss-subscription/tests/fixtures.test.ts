import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { Envelope, Fixtures } from '../../../runtime/app/testing/fixtureFetch.ts';
import { rssItem, rssSchool } from '../fixtures.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const validator = (name: string) => ajv.compile(JSON.parse(readFileSync(new URL(`../contracts/${name}.schema.json`, import.meta.url), 'utf8')));
const call = (fixtures: Fixtures, path: string, query = '', body = '') => (fixtures[path] as (q: URLSearchParams, b: URLSearchParams) => Envelope)(new URLSearchParams(query), new URLSearchParams(body)).d;

describe('rss-subscription fixtures follow the response contracts', () => {
  it('rss-subscription.channels, rss-subscription.subscribe and rss-subscription.feed (all, one channel, a second page)', () => {
    const school = rssSchool();
    const channels = validator('rss-subscription.channels');
    expect(channels(call(school, '/rssSubscription/channels')), JSON.stringify(channels.errors)).toBe(true);
    const subscribe = validator('rss-subscription.subscribe');
    expect(subscribe(call(school, '/rssSubscription/subscribe', '', 'channelId=3&subscribed=1')), JSON.stringify(subscribe.errors)).toBe(true);
    const feed = validator('rss-subscription.feed');
    for (const query of ['', 'channel=2', 'page=2&size=5']) expect(feed(call(school, '/rssSubscription/feed', query)), JSON.stringify(feed.errors)).toBe(true);
  });
  it('rss-subscription.item', () => {
    const item = validator('rss-subscription.item');
    expect(item(rssItem), JSON.stringify(item.errors)).toBe(true);
  });
});
