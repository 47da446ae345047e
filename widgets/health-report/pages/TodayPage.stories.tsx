/** epideState/index in each state (pageStates.ts): a student's report of the day: the form, or the day closed. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { healthReportPages } from '../pageStates.ts';

export default { title: 'Widgets/health-report/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(healthReportPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
