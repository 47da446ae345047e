import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * How the path walk opens each page (tests/e2e/support/pageWalk.ts), for all ten report types. The
 * student's page is the form, the day's report, or the day closed, by the hour: each is a page shown.
 */
export const walk: WidgetWalk = {
  index: { ready: '[data-testid="form-runner"], [data-testid="health-filled"], [data-testid="health-closed"]' },
  details: { ready: '[data-testid="health-mine"], [data-testid="health-mine-empty"]' },
  instructor: { as: 'instructor', ready: '[data-testid="health-summary"]' },
  leader: { as: 'leader', ready: '[data-testid="health-summary"]' },
  fenji: { as: 'manager', ready: '[data-testid="health-units"]' },
  manager: { as: 'manager', ready: '[data-testid="health-units"]' },
  epideType: { as: 'manager', ready: '[data-testid="health-types"]' },
  typeList: { as: 'manager', ready: '[data-testid="health-list-total"]' },
};
