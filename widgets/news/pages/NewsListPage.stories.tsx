/** news/index in each state (pageStates.ts), and as another app of the school. */
import type { Meta } from '@storybook/react-vite';
import { portalStory, widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { newsFixtures } from '../fixtures.ts';
import { newsPages } from '../pageStates.ts';

export default { title: 'Widgets/news/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(newsPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;

/** The same page as another app of the school: tjuNews, whose props show the campus channel only. */
export const CampusChannel = portalStory({ path: '/tjuNews/index', fixtures: newsFixtures.data, ready: '[data-testid="news-list"] li' });
