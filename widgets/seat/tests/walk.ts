import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * Where the path walk (tests/e2e/support/pageWalk.ts) differs from the fixtures: the demo student's own
 * booking (seeded, sandbox/seatSeed.ts) is reached from the index; the check-in page without an id
 * finds the current booking by itself.
 */
export const walk: WidgetWalk = {
  chooseSeatxinxi: { as: 'student', via: { from: '/seat/index', click: '[data-testid="seat-bookings"] li a' } },
  chooseSeatcheck: { as: 'student', query: '' },
};
