/** generalApp/myAppointment in each state, from the fixtures its component tests use: the student's bookings to come. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { generalAppFixtures, booker } from '../fixtures.ts';

export default { title: 'Widgets/general-app/myAppointment', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/generalApp/myAppointment',
  user: booker,
  fixtures: generalAppFixtures,
  ready: { data: '[data-testid="mine-list"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
