/** repair/detail in each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { repairFixtures, repairReporter } from '../fixtures.ts';

export default { title: 'Widgets/repair/detail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/repair/detail?id=306',
  user: repairReporter,
  fixtures: repairFixtures,
  ready: { data: '[data-testid="repair-order"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
