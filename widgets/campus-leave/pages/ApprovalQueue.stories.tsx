/** leave/index as the instructor 陈静 sees it, in each state: the applications and extensions waiting for her decision. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { approverIndexStates } from '../fixtures.ts';

export default { title: 'Widgets/campus-leave/index (approver)', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(approverIndexStates);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
