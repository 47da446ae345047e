import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    homepage: () => import('./pages/HomePage.tsx'),
    square: () => import('./pages/AppSquarePage.tsx'),
    composition: () => import('./pages/CompositionPage.tsx'),
    all: () => import('./pages/AllAppsPage.tsx'),
  },
  locales: { zh, en, tw },
});
