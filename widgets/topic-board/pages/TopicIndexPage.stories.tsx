/** topic/index in each state, from the fixtures its component tests use (widgets/topic-board/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { topicFixtures } from '../fixtures.ts';

export default { title: 'Widgets/topic-board/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({ path: '/topic/index', fixtures: topicFixtures, ready: { data: '[data-testid="topic-list"] li' } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
