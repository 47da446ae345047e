/** dailyReport/reportAll in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { dailyReportPages } from '../pageStates.ts';

export default { title: 'Widgets/daily-report/reportAll', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(dailyReportPages.reportAll);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
