/** center/edit in each state, from the fixtures its component tests use (widgets/account/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { centerFixtures } from '../fixtures.ts';

export default { title: 'Widgets/account/edit', tags: ['widget-page'] } satisfies Meta;

const teacher = { name: '李老师', auth: { home: { module: ['homepage'] } } };
// Empty: a profile with nothing filled in yet.
const states = widgetPageStates({
  path: '/center/edit',
  user: teacher,
  fixtures: centerFixtures,
  ready: { data: '[data-testid="profile-form"]', empty: '[data-testid="profile-form"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
