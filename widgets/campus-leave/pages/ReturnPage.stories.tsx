/** /backschool/index in each state, from the fixtures its component tests use: a student's return registration. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { campusLeaveFixtures, studentUser } from '../fixtures.ts';

export default { title: 'Widgets/campus-leave/return', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/backschool/index',
  user: studentUser,
  fixtures: campusLeaveFixtures,
  ready: { data: '[data-testid="campus-leave-returns"] li', empty: 'form[data-form-status="2"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
