/** public-account-help/helpdetail: one answer, sanitized. In each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { publicAccountHelpPages } from '../pageStates.ts';

export default { title: 'Widgets/public-account-help/helpdetail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(publicAccountHelpPages.helpdetail);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
