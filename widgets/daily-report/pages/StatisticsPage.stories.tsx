/** dailyReport/statistics in each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { dailyReportFixtures, teacherUser } from '../fixtures.ts';

export default { title: 'Widgets/daily-report/statistics', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/dailyReport/statistics',
  user: teacherUser,
  fixtures: dailyReportFixtures,
  ready: { data: '[data-testid="daily-summary"]', empty: '[data-testid="daily-not-admin"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
