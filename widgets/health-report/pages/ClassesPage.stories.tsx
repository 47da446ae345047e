/** epideState/instructor in each state, from the fixtures its component tests use: an instructor's classes today: counts, rate per class, trend, who has not reported, abnormal reports. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { healthFixtures, healthUser } from '../fixtures.ts';

export default { title: 'Widgets/health-report/instructor', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/epideState/instructor',
  user: healthUser,
  fixtures: healthFixtures,
  ready: { data: '[data-testid="health-unfilled"]', empty: '[data-testid="health-no-classes"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
