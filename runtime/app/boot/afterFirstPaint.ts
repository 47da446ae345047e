/**
 * Settles once the page has painted its first content: for work the first view does not show (the site
 * settings, the access log). Started with the first render, their chunks and calls shared the phone's
 * CPU and bandwidth with the first paint, and Lighthouse counted them on its path.
 * After the first paint it settles at once. A browser without paint timing settles at once too, as
 * does a page that has not painted within `fallbackMs` (a tab opened in the background paints nothing).
 */
let firstPaint: Promise<void> | undefined;

const contentfulPaint = 'first-contentful-paint';

export function afterFirstPaint(fallbackMs = 3000): Promise<void> {
  return (firstPaint ??= new Promise<void>((resolve) => {
    const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!supported || performance.getEntriesByName(contentfulPaint).length > 0) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => list.getEntriesByName(contentfulPaint).length > 0 && done());
    observer.observe({ type: 'paint' });
    const timer = setTimeout(done, fallbackMs);
  }));
}
