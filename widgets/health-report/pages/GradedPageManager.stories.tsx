/** epideState/manager in each state (pageStates.ts): the office's view of the whole school, with the ways to every report and the report types. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { healthReportPages } from '../pageStates.ts';

export default { title: 'Widgets/health-report/manager', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(healthReportPages.manager);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
