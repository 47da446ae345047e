/** epideState/typeList in each state, from the fixtures its component tests use: every report, filtered and paged, with export. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { healthFixtures, healthUser } from '../fixtures.ts';

export default { title: 'Widgets/health-report/typeList', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/epideState/typeList',
  user: healthUser,
  fixtures: healthFixtures,
  ready: { data: '[data-testid="health-list"]', empty: '[data-testid="health-list-total"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
