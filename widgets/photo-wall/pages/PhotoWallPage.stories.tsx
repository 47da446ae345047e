/** photo-wall index in each state, from the fixtures its component tests use (widgets/photo-wall/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { wallFixtures } from '../fixtures.ts';

export default { title: 'Widgets/photo-wall/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({ path: '/photowall/index', fixtures: wallFixtures, ready: { data: '[data-testid="photo-wall"] li' } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
