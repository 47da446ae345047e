/** document/user in each state (pageStates.ts): the handler picker for a countersign. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { documentPages } from '../pageStates.ts';

export default { title: 'Widgets/document/user', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(documentPages.user);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
