/** upcApproval/upcTypeTwo in each state, from the fixtures its component tests use: the business trip form; over 5000 yuan the leader in charge decides too. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { approvalFixtures, applicantUser } from '../fixtures.ts';

export default { title: 'Widgets/upc-approval/upcTypeTwo', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/upcApproval/upcTypeTwo',
  user: applicantUser,
  fixtures: approvalFixtures,
  ready: { data: 'form[data-form-status="2"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
