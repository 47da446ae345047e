/** generalApp/history in each state, from the fixtures its component tests use: a past booking signed in late and a rejected one. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { generalAppFixtures, booker } from '../fixtures.ts';

export default { title: 'Widgets/general-app/history', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/generalApp/history',
  user: booker,
  fixtures: generalAppFixtures,
  ready: { data: '[data-testid="history-list"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
