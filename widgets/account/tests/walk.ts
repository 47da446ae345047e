import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** Where the path walk opens a page otherwise than pageStates.ts says (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  // Nothing is typed on the walk: the page shows its search box.
  search: { ready: '[data-testid="search-input"]' },
  // An anonymous visitor (the route needs no login) is offered the login.
  login: { ready: '[data-testid="login-start"]' },
  // Unbinding is offered to an account with a phone bound: the staff demo account has one.
  untyingPh: { as: 'staff' },
  // Switching needs linked identities: the teacher demo account has them.
  switch: { as: 'teacher' },
};
