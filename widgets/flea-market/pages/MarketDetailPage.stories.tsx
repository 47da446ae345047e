/** flea-market detail in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { portalStory, widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { moderator, student } from '../fixtures.ts';
import { fleaMarketPages } from '../pageStates.ts';

export default { title: 'Widgets/flea-market/detail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(fleaMarketPages.detail);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
/** The seller's own listing: who wants it, and the reserve and sold buttons. */
export const Seller = portalStory({
  path: '/fleaMartket/detail?id=9',
  fixtures: fleaMarketPages.detail.fixtures.data,
  user: student,
  ready: '[data-testid="market-listing"]',
});
/** As the moderator opens a listing: the take-down form. */
export const Moderator = portalStory({
  path: '/fleaMartket/detail?id=4',
  fixtures: fleaMarketPages.detail.fixtures.data,
  user: moderator,
  ready: '[data-testid="market-moderate"]',
});
