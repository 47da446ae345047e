/** form/detail in each state, from the fixtures its component tests use: a submission read back. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { dynamicFormFixtures, formUser } from '../fixtures.ts';

export default { title: 'Widgets/dynamic-form/detail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/form/detail?id=12',
  user: formUser,
  fixtures: dynamicFormFixtures,
  ready: { data: '[data-testid="dynamic-form-answers"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
