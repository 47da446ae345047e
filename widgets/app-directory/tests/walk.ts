import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  homepage: { ready: '[data-app="news"]' },
  square: { ready: '[data-app="news"]' },
  composition: { ready: '[data-app="news"]' },
  all: { ready: '[data-app="news"]' },
};
