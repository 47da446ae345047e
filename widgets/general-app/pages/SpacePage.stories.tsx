/** generalApp/space in each state, from the fixtures its component tests use: 研讨室 A301 on 12 May: one slot taken, one the student's own. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { generalAppFixtures, booker } from '../fixtures.ts';

export default { title: 'Widgets/general-app/space', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/generalApp/space?id=1&day=2026-05-12',
  user: booker,
  fixtures: generalAppFixtures,
  ready: { data: '[data-testid="appoint-slots"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
