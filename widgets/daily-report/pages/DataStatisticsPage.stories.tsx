/** dataStatistics/index in each state (pageStates.ts): the school-wide dashboard. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { dailyReportPages } from '../pageStates.ts';

export default { title: 'Widgets/daily-report/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(dailyReportPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
