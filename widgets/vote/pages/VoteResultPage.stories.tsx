/** vote/result in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { votePages } from '../pageStates.ts';

export default { title: 'Widgets/vote/result', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(votePages.result);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
