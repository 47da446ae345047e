/** repair/back in each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { repairFixtures, repairReporter } from '../fixtures.ts';

export default { title: 'Widgets/repair/back', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/repair/back',
  user: repairReporter,
  fixtures: repairFixtures,
  ready: { data: '[data-testid="repair-orders"]', empty: '[data-testid="empty"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
