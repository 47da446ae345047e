// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { finishProgress, startProgress } from './routeProgress.ts';

describe('spec §4 progress bar in the page', () => {
  it('shows a bar hidden from assistive technology (no invalid role) and finishes', () => {
    startProgress();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(bar?.hasAttribute('role')).toBe(false);
    expect(() => finishProgress()).not.toThrow();
  });
});
