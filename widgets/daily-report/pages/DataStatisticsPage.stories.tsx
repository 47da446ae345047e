/** dataStatistics/index in each state, from the fixtures its component tests use: the school-wide dashboard. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { dailyReportFixtures, managerUser } from '../fixtures.ts';

export default { title: 'Widgets/daily-report/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/dataStatistics/index',
  user: managerUser,
  fixtures: dailyReportFixtures,
  ready: { data: '[data-testid="daily-units"]', empty: '[data-testid="daily-no-units"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
