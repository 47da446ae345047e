/** epideState/details in each state (pageStates.ts): the student's past reports; and one report read back (details?id=), or gone. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { oneReportStates } from '../fixtures.ts';
import { healthReportPages } from '../pageStates.ts';

export default { title: 'Widgets/health-report/details', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(healthReportPages.details);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;

const report = widgetPageStates(oneReportStates);
export const OneReport = report.Data;
export const OneReportGone = report.Empty;
