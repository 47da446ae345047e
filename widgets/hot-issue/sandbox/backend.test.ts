/**
 * The 热点问题 endpoints: overview, category list with paging, detail counting a view, feedback by a
 * logged-in reader; every `d` validates against widgets/hot-issue/contracts.
 */
import { describe, expect, it } from 'vitest';
import type { HotIssueDetailQuery, HotIssueFeedbackBody } from '../generated/types.ts';
import { HOT_ISSUE_CATEGORIES, SEED_HOT_ISSUES } from './seed.ts';
import { HOT_ISSUE_MESSAGES } from './routes.ts';
import { callAs, clockedSandbox, expectContract, visitorCaller, expectEveryCategorySeeded } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
/** An anonymous reader, in zh unless told. */
const reader = (language?: 'en' | 'tw') => visitorCaller(env.sandbox.app, language);

describe('seed', () => {
  it('has a dozen and more questions, in every category', () => {
    expect(SEED_HOT_ISSUES.length).toBeGreaterThanOrEqual(12);
    expectEveryCategorySeeded(SEED_HOT_ISSUES, HOT_ISSUE_CATEGORIES);
  });
});

describe('hot-issue.home', () => {
  it('answers the categories with counts and the most viewed questions', async () => {
    const body = await reader().get('hot-issue.home', { top: 5 });
    expectContract('hot-issue.home', body.d);
    expect(body.d.top).toHaveLength(5);
    expect(body.d.top.map((item) => item.views)).toEqual([...body.d.top.map((item) => item.views)].sort((a, b) => b - a));
    expect(body.d.categories.reduce((sum, c) => sum + c.count, 0)).toBe(SEED_HOT_ISSUES.length);
    const tooMany = await reader().get('hot-issue.home', { top: 99 });
    expect([tooMany.e, tooMany.m]).toEqual([400, '参数 top 无效：应不大于 20，收到「99」']);
  });
});

describe('hot-issue.list', () => {
  it('pages through one category, most viewed first', async () => {
    const first = await reader().get('hot-issue.list', { category: 'academic', size: 3 });
    expectContract('hot-issue.list', first.d);
    expect(first.d.category).toEqual({ id: 'academic', name: '教务教学' });
    expect(first.d.total).toBe(SEED_HOT_ISSUES.filter((i) => i.category === 'academic').length);
    expect(first.d.list).toHaveLength(3);
    const second = await reader().get('hot-issue.list', { category: 'academic', size: 3, page: 2 });
    expect(second.d.list.map((i) => i.id)).not.toContain(first.d.list[0]!.id);
    expect(second.d.list.every((i) => i.category === 'academic')).toBe(true);
  });

  it('answers all categories without one, and refuses a bad category or page', async () => {
    const all = await reader().get('hot-issue.list');
    expectContract('hot-issue.list', all.d);
    expect(all.d.total).toBe(SEED_HOT_ISSUES.length);
    expect(all.d.category).toBeUndefined();
    const unknown = await reader().get('hot-issue.list', { category: 'nope' });
    expect([unknown.e, unknown.m]).toEqual([400, '参数 category 无效：可选值为 academic、card、network、logistics、library、career，收到「nope」']);
    const before = await reader().get('hot-issue.list', { page: 0 });
    expect([before.e, before.m]).toEqual([400, '参数 page 无效：应不小于 1，收到「0」']);
  });
});

describe('hot-issue.detail', () => {
  it('answers the question and counts the view', async () => {
    const before = await reader().get('hot-issue.detail', { id: 2 });
    expectContract('hot-issue.detail', before.d);
    expect(before.d.title).toBe('成绩有异议怎么申请复核？');
    expect(before.d.related.every((r) => r.id !== 2)).toBe(true);
    const after = await reader().get('hot-issue.detail', { id: 2 });
    expect(after.d.views).toBe(before.d.views + 1);
    expect(after.d.myVote).toBeUndefined();
  });

  it('answers e = 404 for an unknown question and 400 for a bad id', async () => {
    expect(await reader().get('hot-issue.detail', { id: 999 })).toMatchObject({ e: 404, m: '该问题不存在或已下线' });
    // Off the contract on purpose: what a hand-made link may carry.
    const malformed = await reader().get('hot-issue.detail', { id: 'abc' } as unknown as HotIssueDetailQuery);
    expect([malformed.e, malformed.m]).toEqual([400, '参数 id 无效：应为整数，收到「abc」']);
  });
});

describe('hot-issue.feedback', () => {
  it('needs a login', async () => {
    expect((await reader().post('hot-issue.feedback', { id: 1, helpful: 1 })).e).toBe(10013);
    // The login is asked before the body is looked at.
    expect((await reader().post('hot-issue.feedback', { id: 1, helpful: 'yes' } as unknown as HotIssueFeedbackBody)).e).toBe(10013);
  });

  it("counts a reader's vote once, lets them change it, and shows it in the detail", async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const seed = SEED_HOT_ISSUES[0]!;
    const first = await student.post('hot-issue.feedback', { id: 1, helpful: 1 });
    expectContract('hot-issue.feedback', first.d);
    expect(first.d).toEqual({ id: 1, helpful: seed.helpful + 1, unhelpful: seed.unhelpful, myVote: 'helpful' });
    expect((await student.post('hot-issue.feedback', { id: 1, helpful: 1 })).d.helpful).toBe(seed.helpful + 1);
    expect((await student.post('hot-issue.feedback', { id: 1, helpful: 0 })).d).toEqual({
      id: 1,
      helpful: seed.helpful,
      unhelpful: seed.unhelpful + 1,
      myVote: 'unhelpful',
    });
    expect((await student.get('hot-issue.detail', { id: 1 })).d.myVote).toBe('unhelpful');
  });

  it('refuses a bad vote or an unknown question', async () => {
    const teacher = await callAs(env.sandbox.app, 'teacher');
    // Off the contract on purpose: what a hand-made request may send.
    const yes = await teacher.post('hot-issue.feedback', { id: 1, helpful: 'yes' } as unknown as HotIssueFeedbackBody);
    expect([yes.e, yes.m]).toEqual([400, '参数 helpful 无效：应为 1 或 0']);
    expect((await teacher.post('hot-issue.feedback', { id: 1, helpful: 2 } as unknown as HotIssueFeedbackBody)).m).toBe('参数 helpful 无效：应为 1 或 0');
    expect((await teacher.post('hot-issue.feedback', { id: 999, helpful: 1 })).e).toBe(404);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    const said = { en: 'Parameter helpful is invalid: it should be 1 or 0', tw: '參數 helpful 無效：應為 1 或 0' };
    for (const language of ['en', 'tw'] as const) {
      expect(await reader(language).get('hot-issue.detail', { id: 999 })).toEqual({ e: 404, m: HOT_ISSUE_MESSAGES.notFound[language], d: null });
      const student = await callAs(env.sandbox.app, 'student', language);
      expect((await student.post('hot-issue.feedback', { id: 1, helpful: 'yes' } as unknown as HotIssueFeedbackBody)).m).toBe(said[language]);
    }
    expect((await reader('en').get('hot-issue.detail', { id: 999 })).m).toBe('This question does not exist or has been taken down');
    expect((await reader('tw').get('hot-issue.detail', { id: 999 })).m).toBe('該問題不存在或已下架');
  });
});
