/** polymerization/bindPh in each state, from the fixtures its component tests use (widgets/account/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { accountFixtures, student } from '../fixtures.ts';

export default { title: 'Widgets/account/bindPh', tags: ['widget-page'] } satisfies Meta;

// Empty: a profile with nothing filled in.
const states = widgetPageStates({
  path: '/polymerization/bindPh',
  user: student,
  fixtures: accountFixtures,
  ready: { data: 'form [name="phone"]', empty: 'form [name="phone"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
