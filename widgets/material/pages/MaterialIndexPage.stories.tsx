/** material/index in each state, from the fixtures its component tests use (widgets/material/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { materialFixtures } from '../fixtures.ts';

export default { title: 'Widgets/material/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({ path: '/material/index', fixtures: materialFixtures, ready: { data: '[data-testid="material-list"] li' } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
