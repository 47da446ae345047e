/**
 * guide/detail in each state, from the fixtures its component tests use. Its empty state is the school
 * saying the guide is gone (404): the no-data view with the school's words.
 */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { guideFixtures } from '../fixtures.ts';

export default { title: 'Widgets/guide/detail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/guide/detail?id=5',
  fixtures: guideFixtures,
  ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
