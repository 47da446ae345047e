/** lost-found detail in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { portalStory, widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { reviewer } from '../fixtures.ts';
import { lostFoundPages } from '../pageStates.ts';

export default { title: 'Widgets/lost-found/detail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(lostFoundPages.detail);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
/** A post waiting for review, as the reviewer opens it: the decision form. */
export const Reviewer = portalStory({
  path: '/found/detail?id=13',
  fixtures: lostFoundPages.detail.fixtures.data,
  user: reviewer,
  ready: '[data-testid="lost-found-review-form"]',
});
