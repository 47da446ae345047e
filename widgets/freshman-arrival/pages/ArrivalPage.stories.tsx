/** welcome/index in each state, from the fixtures its component tests use: 林晓雨's registration and reception point. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { freshmanArrivalFixtures, freshmanUser } from '../fixtures.ts';

export default { title: 'Widgets/freshman-arrival/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/welcome/index',
  user: freshmanUser,
  fixtures: freshmanArrivalFixtures,
  ready: { data: '[data-testid="arrival-registration"]', empty: '[data-testid="arrival-not-freshman"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
