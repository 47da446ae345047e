import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';
import { SEED_LISTINGS } from '../sandbox/seed.ts';

/** The first seeded listing on sale (ids follow seed.ts's order). */
const onSale = `id=${SEED_LISTINGS.findIndex((listing) => listing.status === 'onSale') + 1}`;

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts): as the student, a listing on sale. */
export const walk: WidgetWalk = {
  detail: { as: 'student', query: onSale },
  pcdetail: { as: 'student', query: onSale },
};
