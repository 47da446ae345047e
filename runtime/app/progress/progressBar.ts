/**
 * nprogress, configured for the portal. Loaded by routeProgress.ts with the first route change, so its
 * code is not part of the home page's first load.
 */
import NProgress from 'nprogress';
import { progressTiming } from './progressTiming.ts';

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

export const progressBar = NProgress;
