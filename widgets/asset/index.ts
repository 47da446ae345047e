/**
 * The school's asset register (widget `asset`, the old asset module): totals and value by
 * department, the list by department and location, search by number, name and keeper; the state assets
 * office records transfers.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/OverviewPage.tsx'),
    list: () => import('./pages/AssetListPage.tsx'),
    search: () => import('./pages/AssetSearchPage.tsx'),
  },
  locales: { zh, en, tw },
});
