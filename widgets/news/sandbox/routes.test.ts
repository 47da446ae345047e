import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewsDetailQuery, NewsListData, NewsListQuery } from '../generated/types.ts';
import { NEWS_CHANNELS } from './channels.ts';
import { createSandbox, type Sandbox, getAs, keyedCaller, logIn } from '../../../sandbox/testing.ts';
import { SEED_ARTICLES } from './seed.ts';
import { NEWS_MESSAGES } from './routes.ts';

let sandbox: Sandbox;
/** A student's session: students may read every channel of the demo site (the channels' grants are tested below). */
let student: string;
beforeEach(async () => {
  sandbox = createSandbox({ dbFile: ':memory:' });
  student = (await logIn(sandbox.app, 'student')).cookie;
});
afterEach(() => sandbox.close());

/** No session: no Cookie header at all. */
const ANONYMOUS = '';
const list = (query: NewsListQuery = {}, cookie = student) => keyedCaller(sandbox.app, cookie).get('news.list', query);
const detail = (query: NewsDetailQuery, cookie = student) => keyedCaller(sandbox.app, cookie).get('news.detail', query);
/** The raw answer to a query as a hand-made request may send it, off the contract or not. */
const raw = async (key: 'news.list' | 'news.detail', query: Record<string, unknown>) => {
  const response = await keyedCaller(sandbox.app, student).fetch(key, { query });
  return { status: response.status, body: (await response.json()) as { e: number; m: string; d: unknown } };
};

function seededCount(channel?: string): number {
  return SEED_ARTICLES.filter((article) => channel === undefined || article.channel === channel).length;
}

describe('GET /api/news/list', () => {
  it('answers the first page of 10, newest first, with the total of all articles', async () => {
    const { status, body } = await raw('news.list', {});
    expect(status).toBe(200);
    expect(body.e).toBe(0);
    expect(body.m).toBe('');
    const data = body.d as NewsListData;
    expect(data.page).toBe(1);
    expect(data.size).toBe(10);
    expect(data.total).toBe(seededCount());
    expect(data.list).toHaveLength(10);
    const dates = data.list.map((item) => item.publishedAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('pages through every article exactly once', async () => {
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const body = await list({ page, size: 7 });
      if (body.d.list.length === 0) break;
      expect(body.d.list.length).toBeLessThanOrEqual(7);
      seen.push(...body.d.list.map((item) => item.id));
    }
    expect(seen).toHaveLength(seededCount());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('continues on page 2 where page 1 stopped', async () => {
    const first = (await list({ page: 1, size: 5 })).d.list;
    const second = (await list({ page: 2, size: 5 })).d.list;
    const lastOfFirst = first.at(-1);
    const firstOfSecond = second[0];
    expect(lastOfFirst && firstOfSecond && lastOfFirst.publishedAt >= firstOfSecond.publishedAt).toBe(true);
  });

  it.each(NEWS_CHANNELS)('filters by channel %s, with that channel’s total', async (channel) => {
    const body = await list({ channel, size: 50 });
    expect(body.e).toBe(0);
    expect(body.d.total).toBe(seededCount(channel));
    expect(body.d.list).toHaveLength(seededCount(channel));
    expect(body.d.list.every((item) => item.channel === channel)).toBe(true);
  });

  it('answers an empty list past the last page, total unchanged', async () => {
    const body = await list({ page: 99, size: 10, channel: 'notice' });
    expect(body.e).toBe(0);
    expect(body.d).toEqual({ list: [], page: 99, size: 10, total: seededCount('notice') });
  });

  it('reads an empty parameter as an absent one, as the old portal sends what it has nothing for', async () => {
    const { body } = await raw('news.list', { page: '' });
    expect(body).toMatchObject({ e: 0, d: { page: 1 } });
  });

  it.each([
    [{ page: 'abc' }, 'page'],
    [{ page: 0 }, 'page'],
    [{ page: -1 }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ size: 0 }, 'size'],
    [{ size: 51 }, 'size'],
    [{ size: 'ten' }, 'size'],
    [{ channel: 'sports' }, 'channel'],
    [{ channel: 'Sports!' }, 'channel'],
  ])('refuses %j with e = 400 naming %s', async (query, parameter) => {
    const { body } = await raw('news.list', query);
    expect(body.e).toBe(400);
    expect(body.d).toBeNull();
    expect(body.m).toContain(`参数 ${parameter} 无效`);
  });

  it('lists the allowed channels in the message for an unknown channel', async () => {
    const body = await list({ channel: 'sports' });
    expect(body.m).toBe('参数 channel 无效：可选值为 campus、notice、official，收到「sports」');
  });

  it('leaves cover out of articles without one (the contract has no null)', async () => {
    const body = await list({ size: 50 });
    const withoutCover = body.d.list.filter((item) => !('cover' in item));
    expect(withoutCover.length).toBeGreaterThan(0);
    expect(body.d.list.some((item) => item.cover?.startsWith('news/cover-'))).toBe(true);
  });
});

describe('GET /api/news/detail', () => {
  it('answers the article with its content and counts the view', async () => {
    const before = (await detail({ id: 1 })).d;
    expect(before?.id).toBe(1);
    expect(before?.title).toBe(SEED_ARTICLES[0]?.title);
    expect(before?.content).toContain('<p>');
    const after = (await detail({ id: 1 })).d;
    expect(after?.views).toBe((before?.views ?? 0) + 1);
  });

  it('shows the new view count in the list too', async () => {
    const listed = () => list({ size: 50 }).then(({ d }) => d.list.find((item) => item.id === 3)?.views);
    const viewsBefore = await listed();
    await detail({ id: 3 });
    await detail({ id: 3 });
    expect(await listed()).toBe((viewsBefore ?? 0) + 2);
  });

  it('answers e = 404 with the zh message for an unknown id', async () => {
    const { status, body } = await raw('news.detail', { id: 99999 });
    expect(status).toBe(200);
    expect(body).toEqual({ e: 404, m: '文章不存在或已被删除', d: null });
  });

  it.each([
    [{}, '缺少参数 id'],
    [{ id: 'abc' }, '参数 id 无效'],
    [{ id: 0 }, '参数 id 无效'],
  ])('refuses detail %j with e = 400', async (query, message) => {
    const { body } = await raw('news.detail', query);
    expect(body.e).toBe(400);
    expect(body.d).toBeNull();
    expect(body.m).toContain(message);
  });
});

describe('GET /api/news/list?q= (title search, polymerization/search)', () => {
  it('finds the articles whose title contains q, within a channel when asked, and pages them', async () => {
    const word = '通知';
    const expected = SEED_ARTICLES.filter((a) => a.title.includes(word));
    const body = await list({ q: word, size: 50 });
    expect(body.e).toBe(0);
    expect(body.d.total).toBe(expected.length);
    expect(body.d.list.map((item) => item.title).sort()).toEqual(expected.map((a) => a.title).sort());
    const notice = await list({ q: word, channel: 'notice', size: 50 });
    expect(notice.d.total).toBe(expected.filter((a) => a.channel === 'notice').length);
    expect(notice.d.list.every((item) => item.channel === 'notice')).toBe(true);
    const page2 = await list({ q: word, size: 2, page: 2 });
    expect(page2.d.list).toHaveLength(Math.min(2, Math.max(0, expected.length - 2)));
  });

  it('matches % and _ literally, answers nothing for no match, refuses an overlong q', async () => {
    expect((await list({ q: '%' })).d.total).toBe(SEED_ARTICLES.filter((a) => a.title.includes('%')).length);
    expect((await list({ q: '_' })).d.total).toBe(SEED_ARTICLES.filter((a) => a.title.includes('_')).length);
    expect((await list({ q: '没有这样的标题' })).d).toMatchObject({ list: [], total: 0 });
    expect(await list({ q: '长'.repeat(41) })).toEqual({ e: 400, m: '参数 q 无效：不能超过 40 个字', d: null });
  });
});

describe('a channel is read only by whom its news app is open to', () => {
  const idOf = (channel: string) => SEED_ARTICLES.findIndex((article) => article.channel === channel) + 1;
  const views = (id: number) => sandbox.db.prepare<[number], { views: number }>('SELECT views FROM news WHERE id = ?').get(id)!.views;

  it.each(['notice', 'official'])('refuses %s to an anonymous reader (10013) and to a visitor (403)', async (channel) => {
    expect(await list({ channel }, ANONYMOUS)).toMatchObject({ e: 10013, d: { login_url: '/api/uc/login' } });
    const visitor = (await logIn(sandbox.app, 'visitor')).cookie;
    expect(await list({ channel }, visitor)).toEqual({ e: 403, m: '你没有查看该栏目的权限', d: null });
    expect((await list({ channel, q: '通知' }, visitor)).e).toBe(403);
  });

  it('refuses the article of a guarded channel before counting the view; a public one is read by anyone', async () => {
    const official = idOf('official');
    const before = views(official);
    expect((await detail({ id: official }, ANONYMOUS)).e).toBe(10013);
    expect((await detail({ id: official }, (await logIn(sandbox.app, 'visitor')).cookie)).e).toBe(403);
    expect(views(official)).toBe(before);
    expect((await detail({ id: idOf('campus') }, ANONYMOUS)).e).toBe(0);
  });

  it('lists, and searches, only the channels the reader may read', async () => {
    const anonymous = await list({ size: 50 }, ANONYMOUS);
    expect(anonymous.e).toBe(0);
    expect(anonymous.d.total).toBe(seededCount('campus'));
    expect(new Set(anonymous.d.list.map((item) => item.channel))).toEqual(new Set(['campus']));
    const word = '通知';
    const found = await list({ q: word, size: 50 }, ANONYMOUS);
    expect(found.d.total).toBe(SEED_ARTICLES.filter((a) => a.channel === 'campus' && a.title.includes(word)).length);
    expect(found.d.list.every((item) => item.channel === 'campus')).toBe(true);
  });

  it("the overridden list path (/api/cms/v2/articles) answers with the reader's own session", async () => {
    const path = '/api/cms/v2/articles?channel=official&size=50';
    expect((await getAs<NewsListData>(sandbox.app, path, ANONYMOUS)).body.e).toBe(10013);
    expect((await getAs<NewsListData>(sandbox.app, path, student)).body.d.total).toBe(seededCount('official'));
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    const visitor = (await logIn(sandbox.app, 'visitor')).cookie;
    for (const language of ['en', 'tw'] as const) {
      expect(await list({ channel: 'official' }, `${visitor}; portal-lang=${language}`)).toEqual({
        e: 403,
        m: NEWS_MESSAGES.channelForbidden[language],
        d: null,
      });
      expect((await detail({ id: 99999 }, `${student}; portal-lang=${language}`)).m).toBe(NEWS_MESSAGES.articleNotFound[language]);
      expect((await list({ q: 'x'.repeat(41) }, `portal-lang=${language}`)).m).toBe(
        { en: 'Parameter q is invalid: the search can be at most 40 characters', tw: '參數 q 無效：不能超過 40 個字' }[language],
      );
    }
    expect((await list({ channel: 'official' }, `${visitor}; portal-lang=en`)).m).toBe('You do not have permission to read this channel');
    expect((await detail({ id: 99999 }, `${student}; portal-lang=tw`)).m).toBe('文章不存在或已被刪除');
  });
});
