import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  qrcode: { ready: '[data-testid="identity-code"]' },
  // Scanning others' codes is a teacher's job.
  sweepCode: { as: 'teacher', ready: '#manual-code' },
};
