/** /leave/index in each state, from the fixtures its component tests use: my leaves with their approval chain, 销假 and 延期. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { campusLeaveFixtures, studentUser } from '../fixtures.ts';

export default { title: 'Widgets/campus-leave/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/leave/index',
  user: studentUser,
  fixtures: campusLeaveFixtures,
  ready: { data: '[data-testid="campus-leave-mine"] li', empty: '[data-testid="empty"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
