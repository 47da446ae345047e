import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  index: { ready: '[data-testid="notice-list"] li' },
  // Opened from the list: the notice page reads the one the user chose.
  noticepage: { via: { from: '/notice/index', click: '[data-testid="notice-list"] li a' }, ready: '[data-testid="rich-text"]' },
  noticetippage: { ready: '[data-testid="notice-tip"]' },
};
