/**
 * The second demo school (lake-college) names some apps its own way: a widget's page test checks that its
 * page is headed by that school's title, not the widget's.
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import type { Fixtures } from './fixtureFetch.ts';
import { openPage } from './pageTests.tsx';
import type { PageSetup } from './renderWidgetPage.tsx';

/** Opens `path` in the second demo school and expects its first heading to be `title`. */
export async function expectSecondSchoolTitle(path: string, fixtures: Fixtures, setup: Partial<PageSetup>, title: string): Promise<void> {
  await openPage(path, fixtures, { ...setup, manifest: resolvedSite('lake-college') });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
}
