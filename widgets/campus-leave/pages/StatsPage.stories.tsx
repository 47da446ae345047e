/** /leaveData/index in each state, from the fixtures its component tests use: the statistics of the instructor's classes. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { campusLeaveFixtures, instructorUser } from '../fixtures.ts';

export default { title: 'Widgets/campus-leave/data', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/leaveData/index',
  user: instructorUser,
  fixtures: campusLeaveFixtures,
  ready: { data: '[data-testid="campus-leave-tiles"]', empty: '[data-testid="campus-leave-tiles"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
