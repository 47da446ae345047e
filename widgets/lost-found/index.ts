import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

/**
 * Lost and found (失物招领): lost items, found items and one's own posts on the index (a reviewer also
 * sees the posts waiting for review there), a post's page (its author marks it solved, a reviewer decides
 * on it) and the publish form with up to 9 pictures.
 */
export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/LostFoundIndexPage.tsx'),
    detail: () => import('./pages/LostFoundDetailPage.tsx'),
    publish: () => import('./pages/LostFoundPublishPage.tsx'),
  },
  locales: { zh, en, tw },
});
