/** agenda/classManage in each state, from the fixtures its component tests use. A teacher's groups. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { agendaFixtures, agendaTeacher } from '../fixtures.ts';

export default { title: 'Widgets/agenda/classManage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/agenda/classManage',
  user: agendaTeacher,
  fixtures: agendaFixtures,
  // An empty answer shows the runtime's EmptyView (the default ready selector).
  ready: { data: '[data-testid="agenda-owned"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
