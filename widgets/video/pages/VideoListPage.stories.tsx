/** video/list in each state, from the fixtures its component tests use (widgets/video/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { videoFixtures } from '../fixtures.ts';

export default { title: 'Widgets/video/list', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({ path: '/video/list', fixtures: videoFixtures, ready: { data: '[data-testid="video-list"] li' } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
