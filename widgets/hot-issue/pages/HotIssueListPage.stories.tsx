/** hotissue/list in each state, from the fixtures its component tests use (widgets/hot-issue/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { hotIssueFixtures } from '../fixtures.ts';

export default { title: 'Widgets/hot-issue/list', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({ path: '/hotissue/list?category=academic', fixtures: hotIssueFixtures, ready: { data: '[data-testid="hot-issue-list"] li' } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
