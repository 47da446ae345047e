/**
 * Campus votes (widget `vote`, the old vote module): the votes, a ballot, the results as a chart, the
 * user's own ballots and a vote's notice.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/VoteIndexPage.tsx'),
    detail: () => import('./pages/VoteDetailPage.tsx'),
    result: () => import('./pages/VoteResultPage.tsx'),
    myResult: () => import('./pages/VoteMinePage.tsx'),
    msg: () => import('./pages/VoteNoticePage.tsx'),
  },
  locales: { zh, en, tw },
});
