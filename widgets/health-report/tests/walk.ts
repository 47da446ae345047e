import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * Where the path walk differs from pageStates.ts (tests/e2e/support/pageWalk.ts). The student's page, walked
 * for all ten report types, is the form, the day's report, or the day closed, by the hour: each shows its
 * type's own form and wording. The other pages are the same code for every type and are walked for one
 * (oneApp): seventy more paths cost the walk three minutes and found nothing the page tests do not. The
 * staff open them as whom the sandbox gives those duties, and wait for the sandbox's data, whatever the day.
 */
export const walk: WidgetWalk = {
  index: { ready: '[data-testid="form-runner"], [data-testid="health-filled"], [data-testid="health-closed"]' },
  details: { ready: '[data-testid="health-mine"], [data-testid="health-mine-empty"]', oneApp: true },
  instructor: { as: 'instructor', ready: '[data-testid="health-summary"]', oneApp: true },
  leader: { as: 'leader', ready: '[data-testid="health-summary"]', oneApp: true },
  fenji: { as: 'manager', ready: '[data-testid="health-units"]', oneApp: true },
  manager: { as: 'manager', ready: '[data-testid="health-units"]', oneApp: true },
  epideType: { as: 'manager', ready: '[data-testid="health-types"]', oneApp: true },
  typeList: { as: 'manager', ready: '[data-testid="health-list-total"]', oneApp: true },
};
