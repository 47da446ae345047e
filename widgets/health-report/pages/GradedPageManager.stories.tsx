/** epideState/manager in each state, from the fixtures its component tests use: the office's view of the whole school, with the ways to every report and the report types. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { healthFixtures, healthUser } from '../fixtures.ts';

export default { title: 'Widgets/health-report/manager', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/epideState/manager',
  user: healthUser,
  fixtures: healthFixtures,
  ready: { data: '[data-testid="health-units"] tbody tr', empty: '[data-testid="health-no-units"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
