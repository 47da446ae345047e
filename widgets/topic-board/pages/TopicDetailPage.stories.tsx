/** topic/detail in each state, from the fixtures its component tests use (widgets/topic-board/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { topicFixtures, topicUser } from '../fixtures.ts';

export default { title: 'Widgets/topic-board/detail', tags: ['widget-page'] } satisfies Meta;

// Empty: the school says the topic is gone (the no-data view). Logged in, so the reply buttons show.
const states = widgetPageStates({
  path: '/topic/detail?id=1',
  fixtures: topicFixtures,
  user: topicUser,
  ready: { data: '[data-testid="topic-posts"] li', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
