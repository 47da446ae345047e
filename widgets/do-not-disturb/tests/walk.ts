import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * Where the path walk opens the pages otherwise than pageStates.ts says (tests/e2e/support/pageWalk.ts): the
 * sandbox's student may never have saved, so the form shows without a save time.
 */
export const walk: WidgetWalk = {
  index: { ready: '[data-testid="dnd-form"]' },
  indexV2: { ready: '[data-testid="dnd-form"]' },
};
