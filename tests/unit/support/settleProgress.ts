/**
 * Unit-project setup: in a browser-like test file (jsdom), let the route progress bar finish and retire it
 * before the window is torn down, so no nprogress timer ever runs against a missing `document`.
 */
import { afterAll } from 'vitest';

afterAll(async () => {
  if (typeof document === 'undefined') return;
  const { retireProgress } = await import('../../../runtime/app/progress/routeProgress.ts');
  await retireProgress();
});
