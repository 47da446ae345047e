import { describe, expect, it } from 'vitest';
import { redirectTargetOrHome, safeRedirectPath } from '../safeRedirectPath.ts';
import { CORPUS_TARGETS, OWN_HOSTILE_TARGETS } from '../../../tests/corpus/redirectCorpus.ts';

describe('redirect targets after login: same-origin paths only', () => {
  it('reads the shared corpus when it exists', () => {
    expect(CORPUS_TARGETS.length).toBeGreaterThan(10);
  });

  it.each([...CORPUS_TARGETS, ...OWN_HOSTILE_TARGETS])('refuses %j', (target) => {
    expect(safeRedirectPath(target)).toBeUndefined();
    expect(redirectTargetOrHome(target)).toBe('/');
  });

  it.each([undefined, null, 42, ['/news/index']])('refuses the non-string %j', (target) => {
    expect(redirectTargetOrHome(target)).toBe('/');
  });

  it.each([
    ['/', '/'],
    ['/news/index', '/news/index'],
    ['/news/detail?id=3&from=list#comments', '/news/detail?id=3&from=list#comments'],
    ['/polymerization/homepage', '/polymerization/homepage'],
    ['/api/uc/login?redirect_url=%2Fnews%2Findex', '/api/uc/login?redirect_url=%2Fnews%2Findex'],
    ['/新闻/详情', '/%E6%96%B0%E9%97%BB/%E8%AF%A6%E6%83%85'],
    ['/"><script>alert(1)</script>', '/%22%3E%3Cscript%3Ealert(1)%3C/script%3E'],
    ['/a/../news/index', '/news/index'],
  ])('accepts %j as %j', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });
});
