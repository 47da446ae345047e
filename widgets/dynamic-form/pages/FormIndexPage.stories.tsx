/** form/index in each state, from the fixtures its component tests use: the forms open to a student, their submissions and the forms they publish. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { dynamicFormFixtures, formUser } from '../fixtures.ts';

export default { title: 'Widgets/dynamic-form/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/form/index',
  user: formUser,
  fixtures: dynamicFormFixtures,
  ready: { data: '[data-testid="dynamic-form-list"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
