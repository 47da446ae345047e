import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';
import { SEED_POSTS } from '../sandbox/seed.ts';

/** The first seeded lost item that is published (ids follow seed.ts's order). */
const published = SEED_POSTS.findIndex((post) => post.status === 'open') + 1;

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts): as the student, a published post. */
export const walk: WidgetWalk = {
  index: { as: 'student' },
  detail: { as: 'student', query: `id=${published}` },
  publish: { as: 'student' },
};
