import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

/**
 * The campus flea market (二手市场), one market under both legacy spellings (fleaMartket, fleamarket):
 * the listings with my listings and favourites, a listing's page, the publish form; the pc* pages are
 * the same pages laid out for a desktop.
 */
export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/MarketIndexPage.tsx'),
    detail: () => import('./pages/MarketDetailPage.tsx'),
    publish: () => import('./pages/MarketPublishPage.tsx'),
    pcindex: () => import('./pages/MarketDesktopIndexPage.tsx'),
    pcdetail: () => import('./pages/MarketDesktopDetailPage.tsx'),
    pcpublish: () => import('./pages/MarketDesktopPublishPage.tsx'),
  },
  locales: { zh, en, tw },
});
