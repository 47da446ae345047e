/** center/personal in each state, from the fixtures its component tests use (widgets/account/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { centerFixtures } from '../fixtures.ts';

export default { title: 'Widgets/account/personal', tags: ['widget-page'] } satisfies Meta;

const teacher = { name: '李老师', auth: { home: { module: ['homepage'] } } };
// Empty: a profile with nothing filled in (every fact reads "not set").
const states = widgetPageStates({
  path: '/center/personal',
  user: teacher,
  fixtures: centerFixtures,
  ready: { data: '[data-testid="profile-facts"]', empty: '[data-testid="profile-facts"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
