/** microStation/list in each state; its empty state is a station that has posted nothing yet. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { microStationFixtures } from '../fixtures.ts';

export default { title: 'Widgets/micro-station/list', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/microStation/list?station=1',
  fixtures: microStationFixtures,
  ready: { data: '[data-testid="station-articles"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
