import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  index: { ready: '[data-testid="message-list"] li' },
  message: { via: { from: '/message/index', click: '[data-testid="message-list"] li a' }, ready: '[data-testid="message-body"]' },
};
