/** flea-market pcpublish in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { fleaMarketPages } from '../pageStates.ts';

export default { title: 'Widgets/flea-market/pcpublish', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(fleaMarketPages.pcpublish);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
