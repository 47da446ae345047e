/** paperApply/index in each state, from the fixtures its component tests use: 王小明's applications. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { paperApplyFixtures, paperStudent } from '../fixtures.ts';

export default { title: 'Widgets/paper-apply/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/paperApply/index',
  user: paperStudent,
  fixtures: paperApplyFixtures,
  ready: { data: '[data-testid="paper-apply-mine"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
