import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts); forms from the sandbox's seed. */
export const walk: WidgetWalk = {
  index: { ready: '[data-testid="dynamic-form-list"] li' },
  formtemplat: { query: 'formId=club-signup', ready: 'form[data-form-status="2"]' },
  // The student's own submission, reached from their list as they would.
  detail: (route) => ({
    via: { from: `/${route.split('/')[0]}/index`, click: '[data-testid="dynamic-form-mine"] a' },
    ready: '[data-testid="dynamic-form-answers"]',
  }),
  detail2: { as: 'staff', query: 'formId=club-signup', ready: '[data-testid="dynamic-form-total"]' },
  detail3: { as: 'admin', query: 'id=1', ready: '[data-testid="dynamic-form-print"]' },
};
