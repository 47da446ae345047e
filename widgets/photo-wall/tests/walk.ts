import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  index: { ready: '[data-testid="photo-wall"] li' },
  myPhotos: { ready: '[data-testid="my-photos"]' },
  uploadPhoto: { ready: '[data-testid="upload-quota"]' },
  collection: { as: 'student', ready: '[data-testid="campaign"]' },
};
