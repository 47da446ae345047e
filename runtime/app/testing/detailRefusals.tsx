/**
 * What a detail page shows when it has nothing to show (docs/architecture.md, "The page kit"): for an id
 * the school does not know, the school's words; for an id that is no id, the page's own words before any
 * call. Each widget's detail pages test both.
 */
import { cleanup, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { StateFixtures } from './fixtureFetch.ts';
import { openPage } from './pageTests.tsx';
import type { PageSetup } from './renderWidgetPage.tsx';

/**
 * Opens `unknown`'s path with the `empty` answers and expects its words, then `malformed`'s path with
 * answers that never come (so its words cannot come from a call) and expects those.
 *
 *   await expectIdRefusals(videoFixtures, ['/video/detail?id=99', '该视频不存在或已下架'], ['/video/detail?id=x', '未指定要观看的视频']);
 */
export async function expectIdRefusals(
  fixtures: Pick<StateFixtures, 'empty' | 'loading'>,
  unknown: [path: string, says: string],
  malformed: [path: string, says: string],
  setup: Partial<PageSetup> = {},
): Promise<void> {
  await openPage(unknown[0], fixtures.empty, setup);
  expect(await screen.findByText(unknown[1])).toBeTruthy();
  cleanup();
  await openPage(malformed[0], fixtures.loading, setup);
  expect(await screen.findByText(malformed[1])).toBeTruthy();
}
