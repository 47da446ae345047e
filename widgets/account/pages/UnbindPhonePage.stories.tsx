/** polymerization/untyingPh in each state, from the fixtures its component tests use (widgets/account/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { accountFixtures, student, boundFixtures } from '../fixtures.ts';

export default { title: 'Widgets/account/untyingPh', tags: ['widget-page'] } satisfies Meta;

// Empty: a profile with nothing filled in (no phone bound: the page offers binding one).
const states = widgetPageStates({
  path: '/polymerization/untyingPh',
  user: student,
  fixtures: { ...accountFixtures, data: boundFixtures },
  ready: { data: 'form [name="code"]', empty: '[data-testid="phone-not-bound"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
