import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

/** The official account's follow guide and FAQ (publicsso). helpQt and helpIndexmsg are one list page. */
export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/FollowGuidePage.tsx'),
    helpIndex: () => import('./pages/HelpIndexPage.tsx'),
    helpIndexmsg: () => import('./pages/QuestionListPage.tsx'),
    helpQt: () => import('./pages/QuestionListPage.tsx'),
    helpdetail: () => import('./pages/QuestionDetailPage.tsx'),
  },
  locales: { zh, en, tw },
});
