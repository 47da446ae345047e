/**
 * A user's own agenda (widget `personal-agenda`, the old personalAgenda module): the week on a
 * phone, the month on a desktop, every upcoming item, and the form that adds or edits one; items go to
 * the phone's calendar as an .ics file.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/WeekPage.tsx'),
    pcindex: () => import('./pages/MonthPage.tsx'),
    list: () => import('./pages/UpcomingPage.tsx'),
    add: () => import('./pages/EditPage.tsx'),
  },
  locales: { zh, en, tw },
});
