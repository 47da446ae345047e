/**
 * The campus vehicle pass (widget `car-license`, the old carLicense module): apply with the school's own
 * form, follow the application's state, show the pass once approved.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/PassListPage.tsx'),
    savepage: () => import('./pages/ApplyPage.tsx'),
    lookpage: () => import('./pages/PassPage.tsx'),
  },
  locales: { zh, en, tw },
});
