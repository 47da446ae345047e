/** form/formtemplat in each state, from the fixtures its component tests use: the club sign-up form to fill (the sandbox's own definition); its empty state is a form that no longer exists. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { dynamicFormFixtures, formUser } from '../fixtures.ts';

export default { title: 'Widgets/dynamic-form/formtemplat', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/form/formtemplat?formId=club-signup',
  user: formUser,
  fixtures: dynamicFormFixtures,
  ready: { data: 'form[data-form-status="2"]', empty: '[data-testid="dynamic-form-unavailable"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
