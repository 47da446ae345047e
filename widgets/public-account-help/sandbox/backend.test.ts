/** The official account's follow guide and FAQ: categories with counts, hot questions, paging, search, detail, 404s, contracts. */
import { describe, expect, it } from 'vitest';
import { expectContract, sandboxForFile, visitorCaller } from '../../../sandbox/testing.ts';
import type { PublicAccountHelpQuestionQuery } from '../generated/types.ts';
import { FAQ_CATEGORIES, FAQ_QUESTIONS } from './seed.ts';
import { FAQ_HOT_COUNT, PUBLIC_ACCOUNT_HELP_MESSAGES } from './routes.ts';

const env = sandboxForFile();
// The pages are public: a visitor without login, reading `language` when given.
const visitor = (language?: 'en' | 'tw') => visitorCaller(env.sandbox.app, language);

describe('publicsso', () => {
  it('answers the follow guide without login', async () => {
    const { d } = await visitor().get('public-account-help.account');
    expectContract('public-account-help.account', d);
    expect(d.name).toBe('示范大学信息化');
    expect(d.steps.length).toBeGreaterThanOrEqual(3);
  });

  it('lists every category with its count and the most viewed questions', async () => {
    const { d } = await visitor().get('public-account-help.categories');
    expectContract('public-account-help.categories', d);
    expect(d.categories.map((c) => c.id)).toEqual(FAQ_CATEGORIES.map((c) => c.id));
    expect(d.categories.reduce((sum, c) => sum + c.count, 0)).toBe(FAQ_QUESTIONS.length);
    const mostViewed = [...FAQ_QUESTIONS]
      .sort((a, b) => b.views - a.views)
      .slice(0, FAQ_HOT_COUNT)
      .map((q) => q.title);
    expect(d.hot.map((q) => q.title)).toEqual(mostViewed);
  });

  it('pages a category and searches titles and summaries', async () => {
    const first = await visitor().get('public-account-help.questions', { category: 'message', size: 3 });
    expectContract('public-account-help.questions', first.d);
    expect(first.d.category?.name).toBe('消息推送');
    expect(first.d.total).toBe(FAQ_QUESTIONS.filter((q) => q.category === 'message').length);
    expect(first.d.list).toHaveLength(3);
    const second = await visitor().get('public-account-help.questions', { category: 'message', size: 3, page: 2 });
    expect(second.d.list).toHaveLength(first.d.total - 3);
    const search = await visitor().get('public-account-help.questions', { q: '扫码登录' });
    expectContract('public-account-help.questions', search.d);
    expect(search.d.total).toBeGreaterThanOrEqual(2);
    expect((await visitor().get('public-account-help.questions', { q: '%' })).d.total).toBe(0);
  });

  it('answers a question with its HTML as stored (sanitized by the page) and related questions', async () => {
    const id = FAQ_QUESTIONS.findIndex((q) => q.title === '忘记统一身份认证密码怎么办？') + 1;
    const { d } = await visitor().get('public-account-help.question', { id });
    expectContract('public-account-help.question', d);
    expect(d.categoryName).toBe('登录与认证');
    expect(d.content).toContain('<script>');
    expect(d.related.length).toBeGreaterThan(0);
    expect(d.related.some((r) => r.id === id)).toBe(false);
  });

  it('refuses unknown categories and questions, bad pages and long searches', async () => {
    expect((await visitor().get('public-account-help.questions', { category: 'nope' })).e).toBe(404);
    expect(await visitor().get('public-account-help.question', { id: 999 })).toMatchObject({ e: 404, m: '该问题不存在或已下线', d: null });
    // Off the contract on purpose: what a hand-made link may carry.
    expect((await visitor().get('public-account-help.question', { id: 'x' } as unknown as PublicAccountHelpQuestionQuery)).e).toBe(400);
    expect((await visitor().get('public-account-help.questions', { category: 'message', page: 0 })).e).toBe(400);
    expect(await visitor().get('public-account-help.questions', { q: '长'.repeat(41) })).toMatchObject({ e: 400, m: expect.stringContaining('参数 q 无效') });
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      expect(await visitor(language).get('public-account-help.question', { id: 999 })).toEqual({
        e: 404,
        m: PUBLIC_ACCOUNT_HELP_MESSAGES.questionNotFound[language],
        d: null,
      });
      expect((await visitor(language).get('public-account-help.questions', { category: 'nope' })).m).toBe(
        PUBLIC_ACCOUNT_HELP_MESSAGES.categoryNotFound[language],
      );
    }
    expect((await visitor('en').get('public-account-help.questions', { q: 'x'.repeat(41) })).m).toMatch(/^Parameter q is invalid/);
    expect((await visitor('tw').get('public-account-help.questions', { q: 'x'.repeat(41) })).m).toMatch(/^參數 q 無效/);
    expect((await visitor('en').get('public-account-help.question', { id: 999 })).m).toBe('This question does not exist or has been taken down');
    expect((await visitor('tw').get('public-account-help.questions', { category: 'nope' })).m).toBe('該問題分類不存在');
  });
});
