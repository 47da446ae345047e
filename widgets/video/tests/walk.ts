import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  list: { ready: '[data-testid="video-list"] li' },
  detail: { query: 'id=3', ready: '[data-testid="video-player"]' },
};
