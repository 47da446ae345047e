/** meeting/index in each state (pageStates.ts), as the teacher (李老师). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { meetingPages } from '../pageStates.ts';

export default { title: 'Widgets/meeting/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(meetingPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
