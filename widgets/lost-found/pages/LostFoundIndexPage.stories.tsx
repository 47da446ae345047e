/** lost-found index in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { lostFoundPages } from '../pageStates.ts';
import { reviewQueue } from '../reviewerStates.ts';

export default { title: 'Widgets/lost-found/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(lostFoundPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
/** The reviewer's tab: the posts waiting for review. */
export const ReviewQueue = widgetPageStates(reviewQueue).Data;
