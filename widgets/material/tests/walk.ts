import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  index: { ready: '[data-testid="material-list"] li' },
  // The HNU variant (materialHnu) lists the attachments under their own heading.
  detail: (route) => ({ query: 'id=8', ready: '[data-testid="rich-text"]', ...(route.startsWith('materialHnu/') ? { shows: '附件下载' } : {}) }),
  blankdetail: { query: 'id=8', ready: '[data-testid="rich-text"]' },
};
