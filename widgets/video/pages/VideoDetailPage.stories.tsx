/** video/detail in each state (Empty: the school says the video is gone), from widgets/video/fixtures.ts. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { videoFixtures } from '../fixtures.ts';

export default { title: 'Widgets/video/detail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/video/detail?id=1',
  fixtures: videoFixtures,
  ready: { data: '[data-testid="video-facts"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
