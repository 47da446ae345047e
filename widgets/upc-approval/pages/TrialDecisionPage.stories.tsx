/** upcApproval/trialUserdetail in each state, from the fixtures its component tests use: 何静's first review of a seal request. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { reviewFixtures, reviewerUser } from '../fixtures.ts';

export default { title: 'Widgets/upc-approval/trialUserdetail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/upcApproval/trialUserdetail?id=7',
  user: reviewerUser,
  fixtures: reviewFixtures,
  ready: { data: '[data-testid="upc-decision"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
