import { defineWidget, detailRequest, pagedListRequest } from '../../runtime/app/index.ts';
import type { NewsProps } from './generated/types.ts';
import { listQuery, listSize } from './pages/newsRequests.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/NewsListPage.tsx'),
    detail: () => import('./pages/NewsDetailPage.tsx'),
  },
  requests: {
    index: ({ props }) => pagedListRequest('news.list', listQuery(props as NewsProps), listSize(props as NewsProps)),
    detail: (page) => detailRequest('news.detail', page),
  },
  locales: { zh, en, tw },
});
