/**
 * Spec §8 system exception: the page's handling of an answer threw. The request client logs it to the
 * school (save web log) and replaces the page with this view. Brought up here by the real client.
 */
import { useEffect } from 'react';
import type { Meta } from '@storybook/react-vite';
import { portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { withPage } from '../../../.storybook/portal/storySources.ts';
import { ok } from '../testing/fixtureFetch.ts';
import { LoadingView, useApi } from '../index.ts';

export default { title: 'Runtime/Screens/SystemException', tags: ['runtime-screen'] } satisfies Meta;

function HandlerThrows() {
  const api = useApi();
  useEffect(() => {
    api
      .handle('news.list', { page: 1, size: 10 }, () => {
        throw new TypeError("Cannot read properties of undefined (reading 'title')");
      })
      .catch(() => undefined);
  }, [api]);
  return <LoadingView />;
}

export const HandlerFailed = portalStory({
  path: '/news/index',
  source: withPage('news', 'index', HandlerThrows),
  fixtures: { '/news/list': ok({ list: [], page: 1, size: 10, total: 0 }), '/log/save-web-log': ok(null) },
  ready: '[data-testid="system-exception"]',
});
