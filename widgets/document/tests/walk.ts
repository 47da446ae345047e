import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * What the path walk does otherwise than pageStates.ts says (tests/e2e/support/pageWalk.ts): who opens
 * each page, and the seed's document 1, the first 收文, registered by 赵敏 and instructed by 刘书记, so
 * the leader may open it (his instruction given, its handling page has no form left to fill).
 */
export const walk: WidgetWalk = {
  backlog: { as: 'leader' },
  complete: { as: 'leader' },
  waitpage: { as: 'teacher' },
  // 赵敏 (dochandler) registers and sends the seed's documents: what she sent is still moving.
  flow: { as: 'dochandler' },
  sendpage: { as: 'dochandler' },
  user: { as: 'dochandler' },
  flowpage: { as: 'leader', query: 'id=1', ready: '[data-testid="document-handle"]' },
  officialpage: { as: 'leader', query: 'id=1' },
  redpage: { as: 'leader', query: 'id=1' },
  flowlog: { as: 'leader', query: 'id=1' },
  choosecompany: { as: 'dochandler' },
};
