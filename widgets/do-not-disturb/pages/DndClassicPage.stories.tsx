/** newsInterruption/index (classic layout) in each state. Empty is a user who never saved: the school's defaults, switched off. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { dndFixtures, dndUser } from '../fixtures.ts';

export default { title: 'Widgets/do-not-disturb/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/newsInterruption/index',
  user: dndUser,
  fixtures: dndFixtures,
  ready: { data: '[data-testid="dnd-form"][data-saved="yes"]', empty: '[data-testid="dnd-form"]:not([data-saved])' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
