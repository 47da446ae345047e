/**
 * announcementRelease/index in each state, as the demo staff account (the app needs announcementRelease →
 * publish). The composer is always there; the states are those of "my notices" beside it.
 */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { publisherUser, releaseFixtures } from '../fixtures.ts';

export default { title: 'Widgets/announcement-release/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/announcementRelease/index',
  user: publisherUser,
  fixtures: releaseFixtures,
  ready: { data: '[data-testid="release-mine"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
