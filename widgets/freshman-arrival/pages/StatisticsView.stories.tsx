/** welcomeData/index in each state, from the fixtures its component tests use: the computer science college as its instructor sees it. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { freshmanArrivalFixtures, instructorUser } from '../fixtures.ts';

export default { title: 'Widgets/freshman-arrival/index (statistics)', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/welcomeData/index',
  user: instructorUser,
  fixtures: freshmanArrivalFixtures,
  ready: { data: '[data-testid="arrival-freshmen"]', empty: '[data-testid="arrival-no-scope"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
