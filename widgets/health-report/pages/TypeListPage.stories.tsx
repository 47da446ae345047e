/** epideState/typeList in each state (pageStates.ts): every report, filtered and paged, with export. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { healthReportPages } from '../pageStates.ts';

export default { title: 'Widgets/health-report/typeList', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(healthReportPages.typeList);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
