/** personal-agenda/list in each state, from the fixtures its component tests use, as 王小明. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { agendaFixtures, agendaStudent } from '../fixtures.ts';

export default { title: 'Widgets/personal-agenda/list', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/personalAgenda/list',
  user: agendaStudent,
  fixtures: agendaFixtures,
  ready: { data: '[data-testid="agenda-list"] li', empty: '[data-testid="agenda-list-none"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
