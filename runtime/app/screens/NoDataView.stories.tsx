/**
 * Spec §8 no-data view: a call made in locationErr mode whose answer has no data replaces the page,
 * showing the school's message, or "data abnormal" without one. Brought up here by the real request
 * client, from a page that calls the news list that way.
 */
import { useEffect } from 'react';
import type { Meta } from '@storybook/react-vite';
import { portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { withPage } from '../../../.storybook/portal/storySources.ts';
import { LoadingView, useApi } from '../index.ts';

export default { title: 'Runtime/Screens/NoData', tags: ['runtime-screen'] } satisfies Meta;

function CallsInLocationErrMode() {
  const api = useApi();
  useEffect(() => {
    api.get('news.list', { page: 1, size: 10 }, { locationErr: true }).catch(() => undefined);
  }, [api]);
  return <LoadingView />;
}

const source = withPage('news', 'index', CallsInLocationErrMode);

export const WithSchoolMessage = portalStory({
  path: '/news/index',
  source,
  fixtures: { '/news/list': { e: 0, m: '该栏目暂无数据，请稍后再来看看', d: null } },
  ready: '[data-testid="no-data"]',
});
export const DataAbnormal = portalStory({
  path: '/news/index',
  source,
  fixtures: { '/news/list': { e: 0, m: '', d: null } },
  ready: '[data-testid="no-data"]',
});
