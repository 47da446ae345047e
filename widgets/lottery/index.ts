/** A lucky draw (widget `lottery`, the old lottery module): one page, the event, its prizes and the user's draws. */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/LotteryPage.tsx'),
  },
  locales: { zh, en, tw },
});
