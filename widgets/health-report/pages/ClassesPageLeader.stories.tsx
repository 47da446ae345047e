/** epideState/leader in each state, from the fixtures its component tests use: a leader's college today (the same page as the instructor's, over the college). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { healthFixtures, healthUser } from '../fixtures.ts';

export default { title: 'Widgets/health-report/leader', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/epideState/leader',
  user: healthUser,
  fixtures: healthFixtures,
  ready: { data: '[data-testid="health-unfilled"]', empty: '[data-testid="health-no-classes"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
