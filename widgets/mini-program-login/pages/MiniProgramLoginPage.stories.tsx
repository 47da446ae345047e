/** mini-program-login/index: the mini-program login hand-off (xidianMinigramLogin/index). In each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { miniProgramLoginPages } from '../pageStates.ts';

export default { title: 'Widgets/mini-program-login/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(miniProgramLoginPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
