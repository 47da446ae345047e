/**
 * Quizzes and surveys (widget `answer`, the old answer module): the list, a paper's notice, the paper,
 * the user's attempts and one attempt's review.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/AnswerIndexPage.tsx'),
    mes: () => import('./pages/AnswerNoticePage.tsx'),
    detail: () => import('./pages/AnswerPaperPage.tsx'),
    history: () => import('./pages/AnswerHistoryPage.tsx'),
    record: () => import('./pages/AnswerRecordPage.tsx'),
  },
  locales: { zh, en, tw },
});
