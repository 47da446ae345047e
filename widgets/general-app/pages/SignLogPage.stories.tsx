/** generalApp/signlog in each state, from the fixtures its component tests use: as the keeper: the sign-in log. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { generalAppFixtures, keeper } from '../fixtures.ts';

export default { title: 'Widgets/general-app/signlog', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/generalApp/signlog',
  user: keeper,
  fixtures: generalAppFixtures,
  ready: { data: '[data-testid="signlog-table"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
