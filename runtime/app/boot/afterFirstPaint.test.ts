/**
 * work the first view does not show (site settings, the access log) waits for the first
 * contentful paint; once painted, or where the browser has no paint timing, it goes at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Entries = { getEntriesByName(name: string): unknown[] };
let observers: Array<{ callback: (list: Entries) => void; disconnected: boolean }>;
let painted: string[];

/** Chromium's paint timing at the edge: entries the page has, and observers told of new ones. */
function stubPaintTiming() {
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    entry: (typeof observers)[number];
    constructor(callback: (list: Entries) => void) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) => (painted.includes(name) ? [{ name } as PerformanceEntry] : []));
}
const paint = (name: string) => {
  painted.push(name);
  for (const o of observers) if (!o.disconnected) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
};
const load = async () => (await import('./afterFirstPaint.ts')).afterFirstPaint;
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  observers = [];
  painted = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not the first (blank) paint', async () => {
    stubPaintTiming();
    const waiting = (await load())();
    paint('first-paint');
    expect(await settled(waiting)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(waiting)).toBe(true);
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('goes at once once the page has painted (a later navigation)', async () => {
    stubPaintTiming();
    painted.push('first-contentful-paint');
    expect(await settled((await load())())).toBe(true);
  });

  it('goes at once without paint timing, and after the fallback when nothing paints (a background tab)', async () => {
    expect(await settled((await load())())).toBe(true);
    vi.resetModules();
    stubPaintTiming();
    const waiting = (await load())(3000);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await settled(waiting)).toBe(true);
  });
});
