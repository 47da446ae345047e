/** personal-agenda/index in each state, as 王小明 (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { personalAgendaPages } from '../pageStates.ts';

export default { title: 'Widgets/personal-agenda/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(personalAgendaPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
