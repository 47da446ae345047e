/** greetingCard/index in each state, from the fixtures its component tests use (widgets/greeting-card/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { cardFixtures, cardUser } from '../fixtures.ts';

export default { title: 'Widgets/greeting-card/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/greetingCard/index',
  fixtures: cardFixtures,
  user: cardUser,
  ready: { data: '[data-testid="card-composer"] [role="radio"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;

/** The inbox: received cards, the newest unread. */
export const Received = widgetPageStates({
  path: '/greetingCard/index?tab=received',
  fixtures: cardFixtures,
  user: cardUser,
  ready: { data: '[data-testid="card-box-received"] li' },
}).Data;
