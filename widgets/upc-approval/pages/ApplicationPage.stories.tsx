/** upcApproval/upcdetail in each state, from the fixtures its component tests use: 李老师's approved seal request with both decisions. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { approvalFixtures, applicantUser } from '../fixtures.ts';

export default { title: 'Widgets/upc-approval/upcdetail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/upcApproval/upcdetail?id=1',
  user: applicantUser,
  fixtures: approvalFixtures,
  ready: { data: '[data-testid="upc-chain"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
