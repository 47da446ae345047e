import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { messageDetail, messageItems, messageListAnswer, messageReadAnswer } from '../fixtures.ts';

describe('message-center fixtures follow the response contracts', () => {
  it('message-center.list, message-center.detail and message-center.read', () => {
    for (const query of ['', 'channel=notice', 'filter=unread&page=2&size=5'])
      expectContract('message-center.list', messageListAnswer()(new URLSearchParams(query)).d);
    expectContract('message-center.detail', messageDetail);
    const items = messageItems.map((m) => ({ ...m }));
    expectContract('message-center.read', messageReadAnswer(items)(new URLSearchParams(), new URLSearchParams('all=1')).d);
  });
});
