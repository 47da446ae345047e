/** microStation/index (the directory) in each state. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { microStationFixtures } from '../fixtures.ts';

export default { title: 'Widgets/micro-station/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({ path: '/microStation/index', fixtures: microStationFixtures, ready: { data: '[data-testid="station-directory"] li' } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
