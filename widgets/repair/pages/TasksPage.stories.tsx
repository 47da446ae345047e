/** repair/repairman in each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { repairFixtures, repairRepairman } from '../fixtures.ts';

export default { title: 'Widgets/repair/repairman', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/repair/repairman',
  user: repairRepairman,
  fixtures: repairFixtures,
  ready: { data: '[data-testid="repair-work"]', empty: '[data-testid="empty"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
