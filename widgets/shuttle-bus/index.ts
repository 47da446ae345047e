import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/ShuttleIndexPage.tsx'),
    fudanIndex: () => import('./pages/ShuttleByCampusPage.tsx'),
    detail: () => import('./pages/ShuttleDetailPage.tsx'),
  },
  locales: { zh, en, tw },
});
