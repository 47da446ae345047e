/**
 * Leaving campus and coming back (widget `campus-leave`, the old leave, leaveData and backschool modules):
 * a student applies to leave, the instructor — and for longer leaves the college leader and the student
 * affairs office — approve in turn, the student reports back (销假) or asks for more days (延期); staff
 * see who is away and overdue; students away register their return and instructors mark arrivals.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    // Every legacy path of the three modules is `<module>/index`: the app's `view` prop picks the page.
    index: () => import('./pages/IndexPage.tsx'),
    apply: () => import('./pages/ApplyPage.tsx'),
    data: () => import('./pages/StatsPage.tsx'),
    return: () => import('./pages/ReturnPage.tsx'),
  },
  locales: { zh, en, tw },
});
