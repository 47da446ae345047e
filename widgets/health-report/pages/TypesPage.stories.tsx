/** epideState/epideType in each state, from the fixtures its component tests use: the report types the office manages. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { healthFixtures, healthUser } from '../fixtures.ts';

export default { title: 'Widgets/health-report/epideType', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/epideState/epideType',
  user: healthUser,
  fixtures: healthFixtures,
  ready: { data: '[data-testid="health-types"] li', empty: '[data-testid="health-no-types"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
