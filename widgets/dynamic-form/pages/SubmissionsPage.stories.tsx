/** form/detail2 in each state, from the fixtures its component tests use: a form's statistics for its owner: a chart per choice question, the submissions, export. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { dynamicFormFixtures, formUser } from '../fixtures.ts';

export default { title: 'Widgets/dynamic-form/detail2', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/form/detail2?formId=club-signup',
  user: formUser,
  fixtures: dynamicFormFixtures,
  ready: { data: '[data-testid="dynamic-form-total"]', empty: '[data-testid="dynamic-form-none"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
