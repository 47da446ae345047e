import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  index: { query: `client_id=library-seat&redirect_uri=${encodeURIComponent('https://seat.demo.example/sso/callback')}`, ready: '[data-testid="sso-request"]' },
};
