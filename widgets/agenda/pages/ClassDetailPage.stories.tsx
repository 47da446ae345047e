/** agenda/classDetail in each state, from the fixtures its component tests use. A student's view of his class group. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { agendaFixtures, agendaStudent } from '../fixtures.ts';

export default { title: 'Widgets/agenda/classDetail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/agenda/classDetail?id=3',
  user: agendaStudent,
  fixtures: agendaFixtures,
  ready: { data: '[data-testid="agenda-list"] li', empty: '[data-testid="agenda-none"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
