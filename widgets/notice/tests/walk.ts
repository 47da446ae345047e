import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * Where the path walk opens the pages otherwise than pageStates.ts says (tests/e2e/support/pageWalk.ts): a
 * notice is opened from the list, the one the student chose (the sandbox's newest may have no attachments).
 */
export const walk: WidgetWalk = {
  noticepage: { via: { from: '/notice/index', click: '[data-testid="notice-list"] li a' }, query: '', ready: '[data-testid="rich-text"]' },
};
