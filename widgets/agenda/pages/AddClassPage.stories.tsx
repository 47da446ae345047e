/** agenda/addClass in each state, from the fixtures its component tests use. The classes a teacher may make a group of. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { agendaFixtures, agendaTeacher } from '../fixtures.ts';

export default { title: 'Widgets/agenda/addClass', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/agenda/addClass',
  user: agendaTeacher,
  fixtures: agendaFixtures,
  // An empty answer shows the runtime's EmptyView (the default ready selector).
  ready: { data: '[data-testid="agenda-classes"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
