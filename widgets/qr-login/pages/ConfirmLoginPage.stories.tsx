/** qr-login/index: the phone confirms a desktop login. In each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { qrLoginPages } from '../pageStates.ts';

export default { title: 'Widgets/qr-login/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(qrLoginPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
