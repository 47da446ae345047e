/** epideState/index in each state, from the fixtures its component tests use: a student's report of the day: the form, or the day closed. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { healthFixtures, healthUser } from '../fixtures.ts';

export default { title: 'Widgets/health-report/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/epideState/index',
  user: healthUser,
  fixtures: healthFixtures,
  ready: { data: '[data-testid="form-runner"]', empty: '[data-testid="health-closed"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
