/** guide/index in each state, from the fixtures its component tests use (widgets/guide/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { guideFixtures } from '../fixtures.ts';

export default { title: 'Widgets/guide/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({ path: '/guide/index', fixtures: guideFixtures, ready: { data: '[data-testid="guide-list"] li' } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
