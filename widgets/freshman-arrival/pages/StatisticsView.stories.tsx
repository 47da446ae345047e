/** welcomeData/index in each state (fixtures.ts, statisticsViewStates): the computer science college as its instructor sees it. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { statisticsViewStates } from '../fixtures.ts';

export default { title: 'Widgets/freshman-arrival/index (statistics)', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(statisticsViewStates);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
