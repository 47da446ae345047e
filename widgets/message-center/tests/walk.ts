import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * Where the path walk opens the pages otherwise than pageStates.ts says (tests/e2e/support/pageWalk.ts): a
 * message is one of the student's own, so it is opened from the list (the id is the one clicked, not the
 * fixtures' 17).
 */
export const walk: WidgetWalk = {
  message: { via: { from: '/message/index', click: '[data-testid="message-list"] li a' }, query: '' },
};
