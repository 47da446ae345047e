/** upcApproval/index in each state, from the fixtures its component tests use: the types to start and 李老师's applications. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { approvalFixtures, applicantUser } from '../fixtures.ts';

export default { title: 'Widgets/upc-approval/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/upcApproval/index',
  user: applicantUser,
  fixtures: approvalFixtures,
  ready: { data: '[data-testid="upc-mine"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
