/** shuttleBus/detail in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { shuttlePages } from '../pageStates.ts';

export default { title: 'Widgets/shuttle-bus/detail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(shuttlePages.detail);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
