/** campus-leave/data in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { campusLeavePages } from '../pageStates.ts';

export default { title: 'Widgets/campus-leave/data', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(campusLeavePages.data);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
