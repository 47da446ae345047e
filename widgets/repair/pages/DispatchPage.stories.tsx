/** repair/sendorder in each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { repairFixtures, repairDispatcher } from '../fixtures.ts';

export default { title: 'Widgets/repair/sendorder', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/repair/sendorder',
  user: repairDispatcher,
  fixtures: repairFixtures,
  ready: { data: '[data-testid="repair-dispatch"]', empty: '[data-testid="empty"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
