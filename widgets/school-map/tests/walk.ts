import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * Where the path walk opens the pages otherwise than pageStates.ts says (tests/e2e/support/pageWalk.ts):
 * mapGuide/index is the guide (its app's `view`), so it is ready when a route shows; the other pages are
 * the same code at schoolMap/ and mapGuide/, walked once. The sandbox's building 8 is the library, as in
 * the fixtures.
 */
export const walk: WidgetWalk = {
  index: (routePath) => (routePath.startsWith('mapGuide/') ? { ready: '[data-testid="guide-route"]' } : {}),
  map: { oneApp: true },
  model: { oneApp: true },
  iphone: { oneApp: true },
  guide: { oneApp: true },
};
