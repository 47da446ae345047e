/** epideState/details in each state, from the fixtures its component tests use: one report read back. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { healthFixtures, healthUser } from '../fixtures.ts';

export default { title: 'Widgets/health-report/details', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/epideState/details?id=901',
  user: healthUser,
  fixtures: healthFixtures,
  ready: { data: '[data-testid="health-report-answers"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
