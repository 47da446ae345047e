/** form/detail3 in each state, from the fixtures its component tests use: a submission laid out for paper. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { dynamicFormFixtures, formUser } from '../fixtures.ts';

export default { title: 'Widgets/dynamic-form/detail3', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/form/detail3?id=12',
  user: formUser,
  fixtures: dynamicFormFixtures,
  ready: { data: '[data-testid="dynamic-form-print"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
