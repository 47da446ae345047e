import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';
import { SEEDED_EVENTS } from '../sandbox/ticketSeed.ts';

/**
 * Where the path walk (tests/e2e/support/pageWalk.ts) differs from the fixtures: the concert's seat map
 * is a teacher's (王小明 holds a seat there, so his detail shows his ticket), his own ticket is on the
 * success page, and the door's page is the checker's.
 */
export const walk: WidgetWalk = {
  detail: { as: 'teacher', query: `id=${SEEDED_EVENTS.concert}` },
  success: { as: 'student', query: `id=${SEEDED_EVENTS.concert}` },
  check: { as: 'checker' },
};
