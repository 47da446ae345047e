import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';
import { SEEDED_EVENTS } from '../sandbox/ticketSeed.ts';

/**
 * Where the path walk (tests/e2e/support/pageWalk.ts) differs from the fixtures: 王小明's own ticket is
 * his concert seat, and the door's page is the checker's.
 */
export const walk: WidgetWalk = {
  detail: { as: 'student', query: `id=${SEEDED_EVENTS.concert}` },
  success: { as: 'student', query: `id=${SEEDED_EVENTS.concert}` },
  check: { as: 'checker' },
};
