import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  index: { ready: '[data-testid="news-list"] li' },
  detail: { query: 'id=1', ready: '[data-testid="rich-text"]' },
};
