/**
 * Printed certificates (widget `paper-apply`, the old paperApply module): a student applies for a printed
 * 在读证明, 成绩单, 学位证明 or 学籍证明 with the school's form and follows it to pickup or delivery; the
 * office (module `handle`) works through the queue on the same page.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/PaperApplyPage.tsx'),
  },
  locales: { zh, en, tw },
});
