/** material/detail in each state. Its empty state is the school saying the material is gone (404). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { materialFixtures } from '../fixtures.ts';

export default { title: 'Widgets/material/detail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/material/detail?id=11',
  fixtures: materialFixtures,
  ready: { data: '[data-testid="attachments"] li', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
