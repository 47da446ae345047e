/** dailyReport/reportAll in each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { dailyReportFixtures, teacherUser } from '../fixtures.ts';

export default { title: 'Widgets/daily-report/reportAll', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/dailyReport/reportAll',
  user: teacherUser,
  fixtures: dailyReportFixtures,
  ready: { data: '[data-testid="daily-member"]', empty: '[data-testid="daily-not-member"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
