/**
 * a list of problems stops at 200, plus one `more-problems` that says how many more and
 * how many of them are errors; "did you mean" has a budget, so thousands of unknown names cost bounded time.
 */
import { describe, expect, it } from 'vitest';
import {
  countProblems,
  describeProblem,
  formatProblem,
  isError,
  limitProblems,
  maxListedProblems,
  suggest,
  type ManifestProblem,
} from '../manifestProblems.ts';

const unknownApp = (i: number): ManifestProblem => ({ code: 'unknown-app', file: 'sites/x.json', path: `/hidden/${i}`, params: { app: `a${i}` } });
const unknownLabel = (i: number): ManifestProblem => ({
  code: 'unknown-label',
  file: 'sites/x.json',
  path: `/labels/zh/news:x${i}`,
  params: { label: `news:x${i}`, namespace: 'news', key: `x${i}`, namespaceKnown: true },
});

describe('limitProblems', () => {
  it('leaves a list of up to 200 as it is', () => {
    const list = Array.from({ length: maxListedProblems }, (_, i) => unknownApp(i));
    expect(limitProblems(list)).toEqual(list);
  });

  it('keeps the first 200 and counts the rest in one more-problems, an error when it hides an error', () => {
    const limited = limitProblems(Array.from({ length: 450 }, (_, i) => unknownApp(i)));
    expect(limited).toHaveLength(201);
    expect(limited[199]).toEqual(unknownApp(199));
    expect(limited[200]).toEqual({ code: 'more-problems', file: 'sites/x.json', path: '', params: { more: 250, errors: 250 } });
    expect(isError(limited[200]!)).toBe(true);
    expect(countProblems(limited)).toEqual({ errors: 450, warnings: 0 });
  });

  it('keeps errors before warnings, in their order, so a long list of warnings cannot hide an error', () => {
    const list = [...Array.from({ length: 300 }, (_, i) => unknownLabel(i)), unknownApp(0)];
    const limited = limitProblems(list);
    expect(limited[0]).toEqual(unknownLabel(0));
    expect(limited.filter((p) => p.code === 'unknown-app')).toEqual([unknownApp(0)]);
    expect(limited.findIndex((p) => p.code === 'unknown-app')).toBe(199); // after the 199 warnings it kept, as in the list
    expect(limited.at(-1)).toMatchObject({ code: 'more-problems', params: { more: 101, errors: 0 } });
    expect(isError(limited.at(-1)!)).toBe(false); // only warnings hidden: a warning, the manifest is still served
    expect(countProblems(limited)).toEqual({ errors: 1, warnings: 300 });
  });

  it('limits again a list that holds limited ones (a site checked through another), their counts added', () => {
    const once = limitProblems(Array.from({ length: 250 }, (_, i) => unknownApp(i)));
    const twice = limitProblems([...once, ...limitProblems(Array.from({ length: 230 }, (_, i) => unknownApp(1000 + i)))]);
    expect(twice).toHaveLength(201);
    expect(countProblems(twice)).toEqual({ errors: 480, warnings: 0 });
  });

  it('says it in zh, en and tw', () => {
    const more: ManifestProblem = { code: 'more-problems', file: 'sites/x.json', path: '', params: { more: 250, errors: 3 } };
    expect(describeProblem(more, 'en').message).toBe('and 250 more problem(s) not listed, 3 of them error(s)');
    expect(describeProblem(more, 'zh').message).toBe('另有 250 个问题未列出，其中 3 个是错误');
    expect(describeProblem(more, 'tw').message).toBe('另有 250 個問題未列出，其中 3 個是錯誤');
    expect(formatProblem({ ...more, params: { more: 5, errors: 0 } })).toMatch(
      /^sites\/x\.json \/: warning: and 5 more problem\(s\) not listed \[more-problems\]/,
    );
  });

  it('words the cap of a list in zh and tw too', () => {
    const cap: ManifestProblem = {
      code: 'schema',
      file: 'sites/x.json',
      path: '/hidden',
      params: { message: 'at most 1000 items; a longer one is refused whole', keyword: 'maxItems', detail: { limit: 1000 } },
    };
    expect(describeProblem(cap, 'zh').message).toBe('最多 1000 项，超出上限的列表整体不予采用');
    expect(describeProblem(cap, 'tw').message).toBe('最多 1000 項，超出上限的清單整體不予採用');
  });
});

describe('suggest with a budget', () => {
  it('suggests as before: the nearest likely typo, the first of equally near ones', () => {
    expect(suggest('nwes', ['notice', 'news', 'newz'])).toBe('news');
    expect(suggest('abcdefgh', ['zzzzzzzz'])).toBeUndefined();
  });

  it('spends one comparison per candidate and stops suggesting once the budget is spent', () => {
    const budget = { comparisons: 5 };
    expect(suggest('nwes', ['a', 'b', 'news'], budget)).toBe('news');
    expect(budget.comparisons).toBe(2);
    expect(suggest('nwes', ['a', 'b', 'news'], budget)).toBeUndefined(); // two left for three candidates
    expect(budget.comparisons).toBeLessThanOrEqual(0);
  });
});
