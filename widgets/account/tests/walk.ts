import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  infor: { ready: '[data-testid="account-rows"]' },
  search: { ready: '[data-testid="search-input"]' },
  login: { ready: '[data-testid="login-start"]' },
  bindPh: { ready: 'form input' },
  // Unbinding is offered to an account with a phone bound: the staff demo account has one.
  untyingPh: { as: 'staff', ready: 'form input' },
  modifyPass: { ready: 'form input[type="password"]' },
  personal: { ready: '[data-testid="profile-summary"]' },
  edit: { ready: '[data-testid="profile-form"]' },
  // Switching needs linked identities: the teacher demo account has them.
  switch: { as: 'teacher', ready: '[data-testid="identities"]' },
};
