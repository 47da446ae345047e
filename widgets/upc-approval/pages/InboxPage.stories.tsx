/** upcApproval/upcUserProc in each state, from the fixtures its component tests use: 何静's pending and done decisions. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { approvalFixtures, reviewerUser } from '../fixtures.ts';

export default { title: 'Widgets/upc-approval/upcUserProc', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/upcApproval/upcUserProc',
  user: reviewerUser,
  fixtures: approvalFixtures,
  ready: { data: '[data-testid="upc-inbox"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
