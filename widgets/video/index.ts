import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    list: () => import('./pages/VideoListPage.tsx'),
    detail: () => import('./pages/VideoDetailPage.tsx'),
  },
  locales: { zh, en, tw },
});
