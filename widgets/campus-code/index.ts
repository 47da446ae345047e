import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

/** One identity-code page and one scanner page; the legacy copies (qrcodeBuaa, sweepCodeBjtu, …) are routes + `variants`. */
export default defineWidget({
  meta,
  pages: {
    qrcode: () => import('./pages/IdentityCodePage.tsx'),
    sweepCode: () => import('./pages/SweepCodePage.tsx'),
  },
  locales: { zh, en, tw },
});
