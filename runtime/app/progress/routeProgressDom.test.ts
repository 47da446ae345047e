// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { finishProgress, progressBarLoaded, startProgress } from './routeProgress.ts';

describe('spec §4 progress bar in the page', () => {
  // nprogress loads with the first route change, not with the shell. A change finished
  // before it arrives must leave no bar behind; one still under way shows it once it is there.
  it('draws nothing for a route change that finished before the bar loaded', async () => {
    startProgress();
    finishProgress();
    await progressBarLoaded();
    expect(document.querySelector('#nprogress')).toBeNull();
  });

  it('shows a bar hidden from assistive technology (no invalid role) and finishes', async () => {
    startProgress();
    await progressBarLoaded();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(bar?.hasAttribute('role')).toBe(false);
    expect(() => finishProgress()).not.toThrow();
  });
});
