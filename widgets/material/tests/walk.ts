import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** What the path walk does otherwise than pageStates.ts says (tests/e2e/support/pageWalk.ts): the sandbox's material with attachments. */
export const walk: WidgetWalk = {
  // The HNU variant (materialHnu) lists the attachments under its own heading.
  detail: (route) => ({ query: 'id=8', ...(route.startsWith('materialHnu/') ? { shows: '附件下载' } : {}) }),
  blankdetail: { query: 'id=8' },
};
