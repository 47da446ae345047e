import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * Where the path walk opens the pages otherwise than pageStates.ts says (tests/e2e/support/pageWalk.ts): a
 * message is one of the student's own, so it is opened from the list (the id is the one clicked, not the
 * fixtures' 17), the list of the same app: a school's own message app (buceaMessage) links to its own message page.
 */
export const walk: WidgetWalk = {
  message: (routePath) => ({ via: { from: `/${routePath.split('/')[0]}/index`, click: '[data-testid="message-list"] li a' }, query: '' }),
};
