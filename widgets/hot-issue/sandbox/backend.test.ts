/**
 * The 热点问题 endpoints: overview, category list with paging, detail counting a view, feedback by a
 * logged-in reader; every `d` validates against widgets/hot-issue/contracts.
 */
import { describe, expect, it } from 'vitest';
import type { HotIssueDetailData, HotIssueFeedbackData, HotIssueHomeData, HotIssueListData } from '../generated/types.ts';
import { HOT_ISSUE_CATEGORIES, SEED_HOT_ISSUES } from './seed.ts';
import { HOT_ISSUE_MESSAGES } from './routes.ts';
import { clockedSandbox, formRequest, getAs, logIn, expectContract } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
const get = <T>(path: string, cookie?: string) => getAs<T>(env.sandbox.app, path, cookie).then((answer) => answer.body);
const feedback = async (fields: Record<string, string>, cookie?: string) =>
  (await env.sandbox.app.fetch(formRequest('/api/hotissue/feedback', fields, { cookie }))).json() as Promise<{ e: number; m: string; d: HotIssueFeedbackData }>;

describe('seed', () => {
  it('has a dozen and more questions, in every category', () => {
    expect(SEED_HOT_ISSUES.length).toBeGreaterThanOrEqual(12);
    for (const category of HOT_ISSUE_CATEGORIES)
      expect(
        SEED_HOT_ISSUES.some((issue) => issue.category === category.id),
        category.id,
      ).toBe(true);
  });
});

describe('hot-issue.home', () => {
  it('answers the categories with counts and the most viewed questions', async () => {
    const body = await get<HotIssueHomeData>('/api/hotissue/home?top=5');
    expectContract('hot-issue.home', body.d);
    expect(body.d.top).toHaveLength(5);
    expect(body.d.top.map((item) => item.views)).toEqual([...body.d.top.map((item) => item.views)].sort((a, b) => b - a));
    expect(body.d.categories.reduce((sum, c) => sum + c.count, 0)).toBe(SEED_HOT_ISSUES.length);
    expect((await get('/api/hotissue/home?top=99')).e).toBe(400);
  });
});

describe('hot-issue.list', () => {
  it('pages through one category, most viewed first', async () => {
    const first = await get<HotIssueListData>('/api/hotissue/list?category=academic&size=3');
    expectContract('hot-issue.list', first.d);
    expect(first.d.category).toEqual({ id: 'academic', name: '教务教学' });
    expect(first.d.total).toBe(SEED_HOT_ISSUES.filter((i) => i.category === 'academic').length);
    expect(first.d.list).toHaveLength(3);
    const second = await get<HotIssueListData>('/api/hotissue/list?category=academic&size=3&page=2');
    expect(second.d.list.map((i) => i.id)).not.toContain(first.d.list[0]!.id);
    expect(second.d.list.every((i) => i.category === 'academic')).toBe(true);
  });

  it('answers all categories without one, and refuses a bad category or page', async () => {
    const all = await get<HotIssueListData>('/api/hotissue/list');
    expectContract('hot-issue.list', all.d);
    expect(all.d.total).toBe(SEED_HOT_ISSUES.length);
    expect(all.d.category).toBeUndefined();
    expect((await get('/api/hotissue/list?category=nope')).e).toBe(400);
    expect((await get('/api/hotissue/list?page=0')).e).toBe(400);
  });
});

describe('hot-issue.detail', () => {
  it('answers the question and counts the view', async () => {
    const before = await get<HotIssueDetailData>('/api/hotissue/detail?id=2');
    expectContract('hot-issue.detail', before.d);
    expect(before.d.title).toBe('成绩有异议怎么申请复核？');
    expect(before.d.related.every((r) => r.id !== 2)).toBe(true);
    const after = await get<HotIssueDetailData>('/api/hotissue/detail?id=2');
    expect(after.d.views).toBe(before.d.views + 1);
    expect(after.d.myVote).toBeUndefined();
  });

  it('answers e = 404 for an unknown question and 400 for a bad id', async () => {
    expect(await get('/api/hotissue/detail?id=999')).toMatchObject({ e: 404, m: '该问题不存在或已下线' });
    expect((await get('/api/hotissue/detail?id=abc')).e).toBe(400);
  });
});

describe('hot-issue.feedback', () => {
  it('needs a login', async () => {
    expect((await feedback({ id: '1', helpful: '1' })).e).toBe(10013);
  });

  it("counts a reader's vote once, lets them change it, and shows it in the detail", async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const seed = SEED_HOT_ISSUES[0]!;
    const first = await feedback({ id: '1', helpful: '1' }, cookie);
    expectContract('hot-issue.feedback', first.d);
    expect(first.d).toEqual({ id: 1, helpful: seed.helpful + 1, unhelpful: seed.unhelpful, myVote: 'helpful' });
    expect((await feedback({ id: '1', helpful: '1' }, cookie)).d.helpful).toBe(seed.helpful + 1);
    expect((await feedback({ id: '1', helpful: '0' }, cookie)).d).toEqual({ id: 1, helpful: seed.helpful, unhelpful: seed.unhelpful + 1, myVote: 'unhelpful' });
    expect((await get<HotIssueDetailData>('/api/hotissue/detail?id=1', cookie)).d.myVote).toBe('unhelpful');
  });

  it('refuses a bad vote or an unknown question', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'teacher');
    expect((await feedback({ id: '1', helpful: 'yes' }, cookie)).e).toBe(400);
    expect((await feedback({ id: '999', helpful: '1' }, cookie)).e).toBe(404);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    for (const language of ['en', 'tw'] as const) {
      expect(await get('/api/hotissue/detail?id=999', `portal-lang=${language}`)).toEqual({ e: 404, m: HOT_ISSUE_MESSAGES.notFound[language], d: null });
      expect((await feedback({ id: '1', helpful: 'yes' }, `${cookie}; portal-lang=${language}`)).m).toBe(HOT_ISSUE_MESSAGES.badHelpful[language]);
    }
    expect((await get('/api/hotissue/detail?id=999', 'portal-lang=en')).m).toBe('This question does not exist or has been taken down');
    expect((await get('/api/hotissue/detail?id=999', 'portal-lang=tw')).m).toBe('該問題不存在或已下架');
  });
});
