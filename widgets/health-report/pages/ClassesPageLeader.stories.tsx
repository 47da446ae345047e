/** epideState/leader in each state (pageStates.ts): a leader's college today (the same page as the instructor's, over the college). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { healthReportPages } from '../pageStates.ts';

export default { title: 'Widgets/health-report/leader', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(healthReportPages.leader);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
