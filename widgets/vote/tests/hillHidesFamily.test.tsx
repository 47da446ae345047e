// @vitest-environment jsdom
/**
 * hill-university hides the votes, quizzes and lucky draw (`visible: false` on the apps vote, answer and
 * lottery): its home and its directory list none of them, while their routes still open; the demo lists
 * them, and lake-college titles them its own way.
 */
import { cleanup, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage, resolvedSite, student, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';

resetPagesAfterEach();
const FAMILY = ['vote', 'answer', 'lottery'];
// By attribute, not by role: the demo's directory has some seventy tiles, which role queries walk slowly.
const listed = () => [...document.querySelectorAll('a[data-app]')].map((a) => a.getAttribute('data-app')!).filter((app) => FAMILY.includes(app));
const tiles = () => document.querySelectorAll('a[data-app]').length;

describe('the votes, quizzes and lucky draw in each school', () => {
  it('the demo lists them on its home and in its directory', async () => {
    for (const path of ['/polymerization/homepage', '/composition/all']) {
      await openPage(path, {}, { user: student, manifest: resolvedSite('demo') });
      await waitFor(() => expect(tiles()).toBeGreaterThan(5));
      await waitFor(() => expect(new Set(listed())).toEqual(new Set(FAMILY)));
      cleanup();
    }
    // A ceiling, not a duration: the first render of the whole demo directory loads most of the runtime.
  }, 60_000);

  it('Hill lists none of them, and still routes every page of theirs', async () => {
    const hill = resolvedSite('hill-university');
    for (const path of ['/polymerization/homepage', '/composition/all']) {
      await openPage(path, {}, { user: student, manifest: hill });
      await waitFor(() => expect(tiles()).toBeGreaterThan(5));
      expect(listed()).toEqual([]);
      cleanup();
    }
    const routes = Object.keys(hill.routes);
    for (const path of [
      'vote/index',
      'vote/detail',
      'vote/result',
      'vote/myResult',
      'vote/msg',
      'answer/index',
      'answer/mes',
      'answer/detail',
      'answer/history',
      'answer/record',
      'lottery/index',
    ])
      expect(routes).toContain(path);
  });

  it('lake-college titles them its own way', () => {
    const lake = resolvedSite('lake-college');
    expect(FAMILY.map((app) => lake.apps[app]!.title.zh)).toEqual(['湖滨投票', '湖滨知识竞答', '湖滨幸运抽奖']);
  });
});
