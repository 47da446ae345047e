/** agenda/agendaRemind in each state, from the fixtures its component tests use. A student's reminders: one due now, three coming. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { agendaFixtures, agendaStudent } from '../fixtures.ts';

export default { title: 'Widgets/agenda/agendaRemind', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/agenda/agendaRemind',
  user: agendaStudent,
  fixtures: agendaFixtures,
  // An empty answer shows the runtime's EmptyView (the default ready selector).
  ready: { data: '[data-testid="agenda-due"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
