// @vitest-environment jsdom
import '../testing/findCeiling.ts';
import { createHash } from 'node:crypto';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { newsFixtures } from '../../../widgets/news/fixtures.ts';
import { ok } from '../testing/fixtureFetch.ts';
import { widgetPageElement } from '../testing/renderWidgetPage.tsx';
import { accessLogEntry } from './accessLog.ts';

afterEach(cleanup);

describe('spec §7 access log (newsaveLog)', () => {
  it('signs appkey, timestamp in seconds and url with md5, in that order', () => {
    const entry = accessLogEntry('news', 'https://portal.school.example/news/index', 1_763_000_000_999);
    expect(entry.timestamp).toBe(1_763_000_000);
    expect(entry.signature).toBe(createHash('md5').update('news1763000000https://portal.school.example/news/index').digest('hex'));
  });

  async function openNews(enabled: boolean): Promise<string[]> {
    const logged: string[] = [];
    const demo = resolvedSite('demo');
    const { element } = await widgetPageElement({
      manifest: { ...demo, accessLog: { enabled } },
      path: '/news/index',
      fixtures: { ...newsFixtures.data, '/log/access': (_query, body) => (logged.push(body.get('appkey') ?? ''), ok(null)) },
    });
    await act(async () => {
      render(element);
    });
    await screen.findByTestId('news-list');
    return logged;
  }

  it('posts on navigation to a page with an app key when the site has it on', async () => {
    const logged = await openNews(true);
    await waitFor(() => expect(logged).toEqual(['news']));
  });

  it('posts nothing when the site has it off', async () => {
    const logged = await openNews(false);
    // Nothing to wait for: give a post that should not happen one turn of the event loop to show up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(logged).toEqual([]);
  });
});
