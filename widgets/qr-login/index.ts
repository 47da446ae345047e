import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

/** QR-code login: the phone's confirm page and its outcomes (smlogin, smloginV2), and the desktop's code page. */
export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/ConfirmLoginPage.tsx'),
    success: () => import('./pages/LoginOutcomePage.tsx'),
    cancel: () => import('./pages/LoginOutcomePage.tsx'),
    desktop: () => import('./pages/DesktopLoginPage.tsx'),
  },
  locales: { zh, en, tw },
});
