/** generalApp/appointAdmin in each state, from the fixtures its component tests use: as the keeper: the spaces and the day's bookings. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { generalAppFixtures, keeper } from '../fixtures.ts';

export default { title: 'Widgets/general-app/appointAdmin', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/generalApp/appointAdmin?day=2026-05-12',
  user: keeper,
  fixtures: generalAppFixtures,
  ready: { data: '[data-testid="admin-day"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
