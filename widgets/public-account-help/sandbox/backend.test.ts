/** The official account's follow guide and FAQ: categories with counts, hot questions, paging, search, detail, 404s, contracts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox, getAs, expectContract, getJson } from '../../../sandbox/testing.ts';
import { FAQ_CATEGORIES, FAQ_QUESTIONS } from './seed.ts';
import { FAQ_HOT_COUNT, PUBLIC_ACCOUNT_HELP_MESSAGES } from './routes.ts';
import { LIST_PARAM_MESSAGES } from '../../../sandbox/kit.ts';

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox({ dbFile: ':memory:' });
});
afterAll(() => sandbox.close());
const get = <T>(path: string) => getJson<T>(sandbox.app, `/api/publicsso${path}`);

describe('publicsso', () => {
  it('answers the follow guide without login', async () => {
    const { body } = await get<{ name: string; steps: unknown[] }>('/account');
    expectContract('public-account-help.account', body.d);
    expect(body.d.name).toBe('示范大学信息化');
    expect(body.d.steps.length).toBeGreaterThanOrEqual(3);
  });

  it('lists every category with its count and the most viewed questions', async () => {
    const { body } = await get<{ categories: { id: string; count: number }[]; hot: { title: string }[] }>('/categories');
    expectContract('public-account-help.categories', body.d);
    expect(body.d.categories.map((c) => c.id)).toEqual(FAQ_CATEGORIES.map((c) => c.id));
    expect(body.d.categories.reduce((sum, c) => sum + c.count, 0)).toBe(FAQ_QUESTIONS.length);
    const mostViewed = [...FAQ_QUESTIONS]
      .sort((a, b) => b.views - a.views)
      .slice(0, FAQ_HOT_COUNT)
      .map((q) => q.title);
    expect(body.d.hot.map((q) => q.title)).toEqual(mostViewed);
  });

  it('pages a category and searches titles and summaries', async () => {
    const first = await get<{ list: { category: string }[]; total: number; category: { name: string } }>('/questions?category=message&size=3');
    expectContract('public-account-help.questions', first.body.d);
    expect(first.body.d.category.name).toBe('消息推送');
    expect(first.body.d.total).toBe(FAQ_QUESTIONS.filter((q) => q.category === 'message').length);
    expect(first.body.d.list).toHaveLength(3);
    const second = await get<{ list: unknown[] }>('/questions?category=message&size=3&page=2');
    expect(second.body.d.list).toHaveLength(first.body.d.total - 3);
    const search = await get<{ list: { title: string }[]; total: number }>(`/questions?q=${encodeURIComponent('扫码登录')}`);
    expectContract('public-account-help.questions', search.body.d);
    expect(search.body.d.total).toBeGreaterThanOrEqual(2);
    expect((await get<{ total: number }>('/questions?q=%25')).body.d.total).toBe(0);
  });

  it('answers a question with its HTML as stored (sanitized by the page) and related questions', async () => {
    const id = FAQ_QUESTIONS.findIndex((q) => q.title === '忘记统一身份认证密码怎么办？') + 1;
    const { body } = await get<{ content: string; related: { id: number }[]; categoryName: string }>(`/question?id=${id}`);
    expectContract('public-account-help.question', body.d);
    expect(body.d.categoryName).toBe('登录与认证');
    expect(body.d.content).toContain('<script>');
    expect(body.d.related.length).toBeGreaterThan(0);
    expect(body.d.related.some((r) => r.id === id)).toBe(false);
  });

  it('refuses unknown categories and questions, bad pages and long searches', async () => {
    expect((await get('/questions?category=nope')).body.e).toBe(404);
    expect((await get('/question?id=999')).body).toMatchObject({ e: 404, m: '该问题不存在或已下线', d: null });
    expect((await get('/question?id=x')).body.e).toBe(400);
    expect((await get('/questions?category=message&page=0')).body.e).toBe(400);
    expect((await get(`/questions?q=${'长'.repeat(41)}`)).body.e).toBe(400);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    const said = async (path: string, language: string) => (await getAs(sandbox.app, `/api/publicsso${path}`, `portal-lang=${language}`)).body;
    for (const language of ['en', 'tw'] as const) {
      expect(await said('/question?id=999', language)).toEqual({ e: 404, m: PUBLIC_ACCOUNT_HELP_MESSAGES.questionNotFound[language], d: null });
      expect((await said('/questions?category=nope', language)).m).toBe(PUBLIC_ACCOUNT_HELP_MESSAGES.categoryNotFound[language]);
      expect((await said(`/questions?q=${'x'.repeat(41)}`, language)).m).toBe(LIST_PARAM_MESSAGES.searchTooLong[language]);
    }
    expect((await said('/question?id=999', 'en')).m).toBe('This question does not exist or has been taken down');
    expect((await said('/questions?category=nope', 'tw')).m).toBe('該問題分類不存在');
  });
});
