/** /leave/apply in each state, from the fixtures its component tests use: the leave application form. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { campusLeaveFixtures, studentUser } from '../fixtures.ts';

export default { title: 'Widgets/campus-leave/apply', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/leave/apply',
  user: studentUser,
  fixtures: campusLeaveFixtures,
  ready: { data: 'form[data-form-status="2"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
