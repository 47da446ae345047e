/** campus-code/qrcode: the identity code (center/qrcode and its copies), in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { campusCodePages } from '../pageStates.ts';

export default { title: 'Widgets/campus-code/qrcode', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(campusCodePages.qrcode);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
