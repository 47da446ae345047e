/** Renders a portal page of the demo site for the code widgets' component tests (one harness, STYLE.md §8). */
import { act, render } from '@testing-library/react';
import { widgetPageElement, type PageSetup } from '../../../runtime/app/testing/renderWidgetPage.tsx';
import type { Fixtures } from '../../../runtime/app/testing/fixtureFetch.ts';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';

export const demo = resolvedSite('demo');

export async function openPage(path: string, fixtures: Fixtures, extra: Partial<PageSetup> = {}) {
  const { element } = await widgetPageElement({ manifest: demo, path, fixtures, bare: true, ...extra });
  await act(async () => {
    render(element);
  });
}
