/**
 * localStoragepage/index: a page that calls no API. Loading and network error are its code arriving
 * slowly or not at all; empty is a fresh device (an anonymous visitor); data is a logged-in student,
 * whose permissions and name the portal has just cached, with a language choice stored.
 */
import type { Meta } from '@storybook/react-vite';
import { pageWithoutApiStates, portalStory } from '../../../.storybook/portal/portalStory.tsx';

export default { title: 'Widgets/device-storage/index', tags: ['widget-page'] } satisfies Meta;

const path = '/localStoragepage/index';
const student = { name: '王小明', auth: { home: { module: ['homepage'] }, news: { module: ['index', 'detail'] } } };
const states = pageWithoutApiStates({
  widget: 'device-storage',
  path,
  user: student,
  emptySite: (site) => site,
  ready: { data: '[data-testid="storage-list"] li' },
});

export const Loading = states.Loading;
export const Empty = portalStory({ path, ready: '[data-testid="empty"]' });
export const ErrorNetwork = states.ErrorNetwork;
export const Data = portalStory({
  path,
  user: student,
  before: () => localStorage.setItem('officeDb.language', JSON.stringify({ v: 'zh' })),
  ready: '[data-testid="storage-list"] li',
});
