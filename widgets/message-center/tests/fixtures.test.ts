import { describe, it } from 'vitest';
import { contract, expectValid } from '../../notice/sandbox/backendSupport.ts';
import { messageDetail, messageItems, messageListAnswer, messageReadAnswer } from '../fixtures.ts';

describe('message-center fixtures follow the response contracts', () => {
  it('message-center.list, message-center.detail and message-center.read', () => {
    const list = contract('message-center', 'message-center.list.schema.json');
    for (const query of ['', 'channel=notice', 'filter=unread&page=2&size=5']) expectValid(list, messageListAnswer()(new URLSearchParams(query)).d);
    expectValid(contract('message-center', 'message-center.detail.schema.json'), messageDetail);
    const items = messageItems.map((m) => ({ ...m }));
    expectValid(contract('message-center', 'message-center.read.schema.json'), messageReadAnswer(items)(new URLSearchParams(), new URLSearchParams('all=1')).d);
  });
});
