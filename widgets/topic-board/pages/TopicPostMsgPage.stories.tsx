/** topic/postMsg in each state, from the fixtures its component tests use (widgets/topic-board/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { topicPostMsgFixtures, topicUser } from '../fixtures.ts';

export default { title: 'Widgets/topic-board/postMsg', tags: ['widget-page'] } satisfies Meta;

// The page is a form: its empty state is the blank form for a topic without messages yet.
const states = widgetPageStates({
  path: '/topic/postMsg?id=1',
  fixtures: topicPostMsgFixtures,
  user: topicUser,
  ready: { data: '[data-testid="topic-post-topic"]', empty: '[data-testid="topic-post-topic"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
