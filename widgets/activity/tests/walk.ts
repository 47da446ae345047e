import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * Who opens each page on the path walk (tests/e2e/support/pageWalk.ts): the organiser's pages as the demo
 * organiser, who runs every seeded activity. The seeded album with photos is 3 (the orienteering race's
 * first); the ids of pageStates.ts hold otherwise (1 the singing contest, 3 the race).
 */
export const walk: WidgetWalk = {
  activitycode: { as: 'organiser' },
  activityphotochild: { query: 'id=3' },
  manage: { as: 'organiser' },
  addnew: { as: 'organiser' },
  activemanage: { as: 'organiser' },
  activemanageSing: { as: 'organiser' },
};
