/**
 * Every budget `npm run bench` holds the portal to, in one place (issue 13 item 6). The bench exits
 * non-zero when a figure breaks one. Ratios compare with a bare React + react-router page (or a bare
 * node:http server) measured in the same run on the same machine, so the budgets hold on any machine.
 */
export const budgets = {
  /** The home page's scripts as Chromium fetches them (compressed as served), at most this times the bare page's. */
  firstLoadRatio: 1.3,
  /** Adding a widget changes the home page's first-load scripts by at most this many bytes (it should not change them). */
  widgetAddedBytes: 0,
} as const;
