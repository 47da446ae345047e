/** microStation/detail in each state. Its empty state is the school saying the article is gone (404). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { microStationFixtures } from '../fixtures.ts';

export default { title: 'Widgets/micro-station/detail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/microStation/detail?id=3',
  fixtures: microStationFixtures,
  ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
