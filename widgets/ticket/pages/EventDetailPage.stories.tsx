/** ticket/detail in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { portalStory, widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { ticketPages } from '../pageStates.ts';

export default { title: 'Widgets/ticket/detail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(ticketPages.detail);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;

// The detail's other states: the same fixtures, another event.
const other = (id: number, ready: string) =>
  portalStory({ path: `/ticket/detail?id=${id}`, fixtures: ticketPages.detail.fixtures.data, user: ticketPages.detail.user, ready });
/** The gala: the countdown to the opening by the server's clock, the grab button disabled, 订阅. */
export const Countdown = other(1, '[data-testid="ticket-countdown"]');
/** The play: 已抢光 请订阅, subscribed (取消订阅). */
export const SoldOut = other(4, '[data-testid="ticket-subscribed"]');
/** The study trip: a place held for its information form (信息采集). */
export const HeldForForm = other(6, '[data-testid="ticket-hold"] form');
