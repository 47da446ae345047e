import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * How the path walk opens each page (tests/e2e/support/pageWalk.ts). Document 1 is the seed's first
 * 收文, registered by 赵敏 and instructed by 刘书记, so the leader may open it.
 */
export const walk: WidgetWalk = {
  backlog: { as: 'leader', ready: '[data-testid="document-list"] li' },
  complete: { as: 'leader', ready: '[data-testid="document-list"] li' },
  waitpage: { as: 'teacher', ready: '[data-testid="document-list"] li' },
  // 赵敏 (dochandler) registers and sends the seed's documents: what she sent is still moving.
  flow: { as: 'dochandler', ready: '[data-testid="document-list"] li' },
  sendpage: { as: 'dochandler', ready: '[data-testid="document-send"]' },
  user: { as: 'dochandler', ready: '[data-testid="document-users"] li' },
  flowpage: { as: 'leader', query: 'id=1', ready: '[data-testid="document-handle"]' },
  officialpage: { as: 'leader', query: 'id=1', ready: '[data-testid="document-official"]' },
  redpage: { as: 'leader', query: 'id=1', ready: '[data-testid="document-red"]' },
  flowlog: { as: 'leader', query: 'id=1', ready: '[data-testid="document-log"] li' },
  choosecompany: { as: 'dochandler', ready: '[data-testid="document-companies"] li' },
};
