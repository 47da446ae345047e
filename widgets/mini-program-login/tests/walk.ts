import { DEMO_PASSWORD } from '../../../sandbox/kit.ts';
import { callPath, type WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** Where the path walk opens the page otherwise than pageStates.ts says (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  // The mini-program hands over a one-time token (its stand-in asks for the demo password); the page logs the visitor in and goes on to redirect.
  index: {
    query: async (portalUrl) =>
      `token=${(await callPath<{ token: string }>(portalUrl, '/minigram/demo-token', { username: 'student', password: DEMO_PASSWORD })).token}&redirect=${encodeURIComponent('/center/personal')}`,
    lands: '/center/personal',
    changesLogin: true,
    ready: '[data-testid="profile-summary"]',
  },
};
