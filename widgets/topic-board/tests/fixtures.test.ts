import { describe, it } from 'vitest';
import type { Envelope } from '../../../runtime/app/testing/index.ts';
import { expectContract } from '../../../sandbox/testing.ts';
import { topicDetail, topicFixtures, topicPostAnswer, topicReplyAnswer } from '../fixtures.ts';

const answer = (fixture: unknown, query = '', body = '') =>
  (fixture as (q: URLSearchParams, b: URLSearchParams) => Envelope)(new URLSearchParams(query), new URLSearchParams(body));

describe('topic-board fixtures follow the response contracts', () => {
  it('topic-board.list and topic-board.posts, first and second pages', () => {
    for (const [key, path] of [
      ['topic-board.list', '/topic/list'],
      ['topic-board.posts', '/topic/posts'],
    ] as const) {
      for (const query of ['', 'page=2&size=10']) expectContract(key, answer(topicFixtures.data[path], query).d);
    }
  });
  it('topic-board.detail, topic-board.post and topic-board.reply', () => {
    expectContract('topic-board.detail', topicDetail);
    expectContract('topic-board.post', answer(topicPostAnswer, '', 'topicId=1&content=x').d);
    expectContract('topic-board.reply', answer(topicReplyAnswer, '', 'postId=3&content=好').d);
  });
});
