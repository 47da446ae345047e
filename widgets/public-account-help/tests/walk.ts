import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  index: { ready: '[data-testid="follow-guide"]' },
  helpIndex: { ready: '[data-testid="faq-categories"]' },
  helpIndexmsg: { ready: '[data-testid="faq-questions"] li' },
  helpQt: { ready: '[data-testid="faq-questions"] li' },
  helpdetail: { query: 'id=1', ready: '[data-testid="rich-text"]' },
};
