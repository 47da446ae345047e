import type NProgress from 'nprogress';
import { progressAt, progressTiming } from './progressTiming.ts';

export { progressAt, progressTiming };

/**
 * The bar's code (nprogress) loads with the first route change instead of with the shell. Until it is there the bar is simply not drawn yet; once it is, a route change still under way
 * shows the bar where it would stand by then, and one already finished shows nothing.
 */
let bar: typeof NProgress | undefined;
let loading: Promise<void> | undefined;
let timer: ReturnType<typeof setInterval> | undefined;
let startedAt = 0;
let running = false;

function loadBar(): void {
  loading ??= import('./progressBar.ts').then(
    ({ progressBar }) => {
      bar = progressBar;
      if (running) bar.set(progressAt(performance.now() - startedAt));
    },
    () => {
      loading = undefined; // offline: no bar this time, another try with the next route change
    },
  );
}

/** Starts (or restarts) the bar for a route change. */
export function startProgress(): void {
  clearInterval(timer);
  running = true;
  startedAt = performance.now();
  if (bar) bar.set(progressTiming.start);
  else loadBar();
  // nprogress animates each set() for `speed` ms and queues the next behind it: setting more often than
  // that backs the queue up, and the finish would wait for the backlog.
  timer = setInterval(() => {
    const value = progressAt(performance.now() - startedAt);
    bar?.set(value);
    if (value >= progressTiming.ceiling) clearInterval(timer);
  }, progressTiming.finishMs);
}

/** Completes the bar (100 %, fading in 300 ms). */
export function finishProgress(): void {
  clearInterval(timer);
  timer = undefined;
  running = false;
  if (bar?.isStarted()) bar.done();
}

/** Resolves once the bar's code has loaded (tests wait on it; the portal never needs to). */
export async function progressBarLoaded(): Promise<void> {
  loadBar();
  await loading;
}
