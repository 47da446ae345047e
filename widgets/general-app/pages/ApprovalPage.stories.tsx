/** generalApp/approval in each state, from the fixtures its component tests use: as the keeper: two bookings waiting. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { generalAppFixtures, keeper } from '../fixtures.ts';

export default { title: 'Widgets/general-app/approval', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/generalApp/approval',
  user: keeper,
  fixtures: generalAppFixtures,
  ready: { data: '[data-testid="approval-list"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
