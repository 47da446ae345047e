/** generalApp/details in each state, from the fixtures its component tests use: the student's approved group booking, cancellable. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { generalAppFixtures, booker } from '../fixtures.ts';

export default { title: 'Widgets/general-app/details', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/generalApp/details?id=1',
  user: booker,
  fixtures: generalAppFixtures,
  // A booking that does not exist is the backend's 404 (该预约不存在): the no-data view with its words.
  ready: { data: '[data-testid="booking-details"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
