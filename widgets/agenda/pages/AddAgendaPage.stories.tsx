/** agenda/addAgenda in each state, from the fixtures its component tests use. The new agenda form of a teacher with two groups. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { agendaFixtures, agendaTeacher } from '../fixtures.ts';

export default { title: 'Widgets/agenda/addAgenda', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/agenda/addAgenda',
  user: agendaTeacher,
  fixtures: agendaFixtures,
  ready: { data: 'form', empty: '[data-testid="agenda-no-groups"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
