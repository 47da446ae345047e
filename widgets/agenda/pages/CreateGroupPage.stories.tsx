/** agenda/createGroup in each state, from the fixtures its component tests use. Creating a group: the directory search for 王. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { agendaFixtures, agendaTeacher } from '../fixtures.ts';

export default { title: 'Widgets/agenda/createGroup', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/agenda/createGroup?q=王',
  user: agendaTeacher,
  fixtures: agendaFixtures,
  ready: { data: '[data-testid="agenda-people"] li', empty: '[data-testid="agenda-people-none"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
