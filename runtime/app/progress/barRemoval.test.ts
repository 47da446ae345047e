/** The progress bar's last timer may run after its document is gone (a closed test window): nothing to do then. */
import NProgress from 'nprogress';
import { expect, it } from 'vitest';
import './progressBar.ts';

it('removing the bar without a document does nothing instead of throwing', () => {
  expect(typeof document).toBe('undefined');
  expect(() => NProgress.remove()).not.toThrow();
});
