/** The index as the reviewer opens it (the 待审核 tab): a state table of its own, beside pageStates.ts's one per page. */
import { reviewer } from './fixtures.ts';
import { lostFoundPages } from './pageStates.ts';
export const reviewQueue = {
  ...lostFoundPages.index,
  path: '/found/index?tab=review',
  user: reviewer,
  ready: { data: '[data-testid="lost-found-review"] li' },
  shows: {
    ...lostFoundPages.index.shows,
    data: { testId: 'lost-found-review' },
    empty: '没有待审核的信息',
    en: '2 posts waiting for review',
    tw: '2 條待審核',
  },
};
