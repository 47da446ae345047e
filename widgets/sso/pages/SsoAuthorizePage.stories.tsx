/** sso/index: a service asks for the user's identity. In each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { ssoPages } from '../pageStates.ts';

export default { title: 'Widgets/sso/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(ssoPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
