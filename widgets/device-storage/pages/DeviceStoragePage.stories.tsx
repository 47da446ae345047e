/**
 * localStoragepage/index in each state (pageStates.ts). Empty is an anonymous visitor on a fresh device;
 * data the logged-in student with a language choice stored.
 */
import type { Meta } from '@storybook/react-vite';
import { pageWithoutApiStates, portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { deviceStoragePages } from '../pageStates.ts';

export default { title: 'Widgets/device-storage/index', tags: ['widget-page'] } satisfies Meta;

const page = deviceStoragePages.index;
const states = pageWithoutApiStates(page);

export const Loading = states.Loading;
export const Empty = portalStory({ path: page.path, ready: page.ready.empty });
export const ErrorNetwork = states.ErrorNetwork;
export const Data = portalStory({
  path: page.path,
  user: page.user,
  before: () => localStorage.setItem('officeDb.language', JSON.stringify({ v: 'zh' })),
  ready: page.ready.data,
});
