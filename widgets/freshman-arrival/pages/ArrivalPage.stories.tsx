/** welcome/index in each state (pageStates.ts): 林晓雨's registration and reception point. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { freshmanArrivalPages } from '../pageStates.ts';

export default { title: 'Widgets/freshman-arrival/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(freshmanArrivalPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
