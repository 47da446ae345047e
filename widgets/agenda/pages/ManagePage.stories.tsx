/** agenda/manage in each state, from the fixtures its component tests use. The school office's school-wide agendas, at the legacy path. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { agendaFixtures, agendaOffice } from '../fixtures.ts';

export default { title: 'Widgets/agenda/manage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/agendaManage/index',
  user: agendaOffice,
  fixtures: agendaFixtures,
  // An empty answer shows the runtime's EmptyView (the default ready selector).
  ready: { data: '[data-testid="agenda-school"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
