/** public-account-help/helpQt: the questions of a category. In each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { publicAccountHelpPages } from '../pageStates.ts';

export default { title: 'Widgets/public-account-help/helpQt', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(publicAccountHelpPages.helpQt);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
