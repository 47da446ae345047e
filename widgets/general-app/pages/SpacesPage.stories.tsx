/** generalApp/index in each state, from the fixtures its component tests use: the spaces by category. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { generalAppFixtures, booker } from '../fixtures.ts';

export default { title: 'Widgets/general-app/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/generalApp/index',
  user: booker,
  fixtures: generalAppFixtures,
  ready: { data: '[data-testid="appoint-spaces"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
