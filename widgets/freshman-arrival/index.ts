/**
 * Freshman arrival (widget `freshman-arrival`, the old welcome and welcomeData modules): a freshman
 * registers how and when they arrive and learns where the school meets them; instructors, college leaders
 * and the student affairs office follow the registrations and confirm arrivals. One page whose `view` prop
 * picks the freshman's registration or the staff's statistics, so both legacy paths are plain apps.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/ArrivalPage.tsx'),
  },
  locales: { zh, en, tw },
});
