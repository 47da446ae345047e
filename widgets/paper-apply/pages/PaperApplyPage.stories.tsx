/** paperApply/index in each state (pageStates.ts): 王小明's applications. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { paperApplyPages } from '../pageStates.ts';

export default { title: 'Widgets/paper-apply/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(paperApplyPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
