/** agenda/classManageDetail in each state, from the fixtures its component tests use. One of a teacher's groups: agendas with receipts, members. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { agendaFixtures, agendaTeacher } from '../fixtures.ts';

export default { title: 'Widgets/agenda/classManageDetail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/agenda/classManageDetail?id=3',
  user: agendaTeacher,
  fixtures: agendaFixtures,
  ready: { data: '[data-testid="agenda-members"] li', empty: '[data-testid="agenda-none"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
