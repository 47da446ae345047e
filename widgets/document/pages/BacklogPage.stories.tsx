/** document/backlog in each state (pageStates.ts): my open tasks, most urgent first. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { documentPages } from '../pageStates.ts';

export default { title: 'Widgets/document/backlog', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(documentPages.backlog);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
