/**
 * Meeting notices and meeting rooms (widget `meeting`, the old meeting module): one page with
 * the notices sent to the user (replied 参加 or 请假) and the rooms' days; staff send notices there.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/MeetingPage.tsx'),
  },
  locales: { zh, en, tw },
});
