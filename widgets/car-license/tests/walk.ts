import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts): 王小明's seeded applications. */
export const walk: WidgetWalk = {
  index: { ready: '[data-testid="car-license-list"] li' },
  savepage: { ready: 'form[data-form-status="2"]' },
  lookpage: (route) => ({
    via: { from: `/${route.split('/')[0]}/index`, click: '[data-testid="car-license-list"] a' },
    ready: '[data-testid="car-license-state"]',
  }),
};
