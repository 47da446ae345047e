/**
 * news/detail in each state, from the fixtures its component tests use. Its empty state is the school
 * saying the article is gone (404): the no-data view with the school's words.
 */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { newsFixtures } from '../fixtures.ts';

export default { title: 'Widgets/news/detail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/news/detail?id=1',
  fixtures: newsFixtures,
  ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
