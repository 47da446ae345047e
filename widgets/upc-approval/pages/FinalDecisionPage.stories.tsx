/** upcApproval/userdetail in each state, from the fixtures its component tests use: 吴振华's final approval of a seal request 何静 passed. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { finalFixtures, approverUser } from '../fixtures.ts';

export default { title: 'Widgets/upc-approval/userdetail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/upcApproval/userdetail?id=7',
  user: approverUser,
  fixtures: finalFixtures,
  ready: { data: '[data-testid="upc-decision"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
