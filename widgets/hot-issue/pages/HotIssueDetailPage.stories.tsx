/** hotissue/detail in each state, from the fixtures its component tests use (widgets/hot-issue/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { hotIssueFixtures } from '../fixtures.ts';

export default { title: 'Widgets/hot-issue/detail', tags: ['widget-page'] } satisfies Meta;

// The empty state of a detail is the school saying the question is gone: the no-data view.
const states = widgetPageStates({
  path: '/hotissue/detail?id=1',
  fixtures: hotIssueFixtures,
  ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
