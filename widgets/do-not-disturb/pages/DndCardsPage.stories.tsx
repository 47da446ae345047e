/** newsInterruption/indexV2 (the newer card layout with a day timeline) in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { doNotDisturbPages } from '../pageStates.ts';

export default { title: 'Widgets/do-not-disturb/indexV2', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(doNotDisturbPages.indexV2);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
