/** epideState/fenji in each state (pageStates.ts): the graded view at the school's level. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { healthReportPages } from '../pageStates.ts';

export default { title: 'Widgets/health-report/fenji', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(healthReportPages.fenji);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
