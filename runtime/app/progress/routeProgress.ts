import NProgress from 'nprogress';

/** Spec §9: the bar reaches 98 % within 3000 ms of a route change and finishes in 300 ms. */
export const progressTiming = { towardMs: 3000, ceiling: 0.98, finishMs: 300, start: 0.08 } as const;

/** Where the bar stands `elapsed` ms after start: eases out, reaching the ceiling at `towardMs`. */
export function progressAt(elapsed: number): number {
  const { towardMs, ceiling, start } = progressTiming;
  const t = Math.min(1, Math.max(0, elapsed / towardMs));
  return start + (ceiling - start) * (1 - (1 - t) ** 2);
}

let timer: ReturnType<typeof setInterval> | undefined;
let startedAt = 0;

// nprogress's own template says role="bar", which is no ARIA role: the bar is decoration, hidden from
// assistive technology (the page's own loading state speaks for it).
NProgress.configure({
  showSpinner: false,
  trickle: false,
  speed: progressTiming.finishMs,
  minimum: progressTiming.start,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  // nprogress finds the bar by its selector; the default one looks for the role we removed.
  barSelector: '.bar',
});

// nprogress removes its element on a timer that can outlive the document it was drawn in (a test
// window torn down meanwhile; nprogress is one instance per process there): without a document there
// is nothing left to remove.
const removeBar = NProgress.remove.bind(NProgress);
NProgress.remove = () => {
  if (typeof document !== 'undefined') removeBar();
};

/** Starts (or restarts) the bar for a route change. */
export function startProgress(): void {
  clearInterval(timer);
  startedAt = performance.now();
  NProgress.set(progressTiming.start);
  // nprogress animates each set() for `speed` ms and queues the next behind it: setting more often than
  // that backs the queue up, and the finish would wait for the backlog.
  timer = setInterval(() => {
    const value = progressAt(performance.now() - startedAt);
    NProgress.set(value);
    if (value >= progressTiming.ceiling) clearInterval(timer);
  }, progressTiming.finishMs);
}

/** Completes the bar (100 %, fading in 300 ms). */
export function finishProgress(): void {
  clearInterval(timer);
  timer = undefined;
  if (NProgress.isStarted()) NProgress.done();
}
