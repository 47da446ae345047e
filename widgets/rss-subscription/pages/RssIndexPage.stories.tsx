/** rssSubscription/index in each state, from the fixtures its component tests use (widgets/rss-subscription/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { rssFixtures, rssUser } from '../fixtures.ts';

export default { title: 'Widgets/rss-subscription/index', tags: ['widget-page'] } satisfies Meta;

// Empty: a user who subscribes to nothing yet, offered the channel list.
const states = widgetPageStates({
  path: '/rssSubscription/index',
  fixtures: rssFixtures,
  user: rssUser,
  ready: { data: '[data-testid="rss-feed"] li', empty: '[data-testid="rss-no-subscriptions"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
