/** qr-login/cancel: the phone refused the desktop's login (smloginV2's layout). In each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { qrLoginPages } from '../pageStates.ts';

export default { title: 'Widgets/qr-login/cancel', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(qrLoginPages.cancel);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
