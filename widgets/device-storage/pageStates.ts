/**
 * The device-storage page in each state: its stories and the path walk read this table. It calls no API:
 * loading and network error are its code arriving slowly or not at all; empty is a fresh device (an
 * anonymous visitor, whose school is as it is); data is a logged-in student, whose permissions and name
 * the portal has just cached.
 */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';

export const deviceStoragePages = definePageStates({
  index: {
    withoutApi: true,
    widget: 'device-storage',
    path: '/localStoragepage/index',
    user: { name: '王小明', auth: { home: { module: ['homepage'] }, news: { module: ['index', 'detail'] } } },
    emptySite: (site) => site,
    ready: { data: '[data-testid="storage-list"] li', empty: '[data-testid="empty"]' },
  },
});
