import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/IndexPage.tsx'),
    map: () => import('./pages/MapPage.tsx'),
    model: () => import('./pages/ModelPage.tsx'),
    iphone: () => import('./pages/IphonePage.tsx'),
    guide: () => import('./pages/GuidePage.tsx'),
  },
  locales: { zh, en, tw },
});
