/**
 * Unit-project setup: in a browser-like test file (jsdom), let the route progress bar finish before the
 * window is torn down, so nprogress's last timer never runs against a missing `document`.
 */
import { afterAll } from 'vitest';

afterAll(async () => {
  if (typeof document === 'undefined') return;
  const { progressSettled } = await import('../../../runtime/app/progress/routeProgress.ts');
  await progressSettled();
});
