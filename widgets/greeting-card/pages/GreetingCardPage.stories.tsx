/** greetingCard/index in each state (pageStates.ts), and its inbox. */
import type { Meta } from '@storybook/react-vite';
import { portalStory, widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { cardFixtures, cardUser } from '../fixtures.ts';
import { greetingCardPages } from '../pageStates.ts';

export default { title: 'Widgets/greeting-card/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(greetingCardPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;

/** The inbox: received cards, the newest unread. */
export const Received = portalStory({
  path: '/greetingCard/index?tab=received',
  fixtures: cardFixtures.data,
  user: cardUser,
  ready: '[data-testid="card-box-received"] li',
});
