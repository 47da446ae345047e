import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/app/testing/fixtureFetch.ts';
import { topicDetail, topicFixtures, topicPostAnswer, topicReplyAnswer } from '../fixtures.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const validator = (name: string) => ajv.compile(JSON.parse(readFileSync(new URL(`../contracts/${name}.schema.json`, import.meta.url), 'utf8')));
const answer = (fixture: unknown, query = '', body = '') => (fixture as (q: URLSearchParams, b: URLSearchParams) => Envelope)(new URLSearchParams(query), new URLSearchParams(body));

describe('topic-board fixtures follow the response contracts', () => {
  it('topic-board.list and topic-board.posts, first and second pages', () => {
    for (const [name, path] of [['topic-board.list', '/topic/list'], ['topic-board.posts', '/topic/posts']] as const) {
      const validate = validator(name);
      for (const query of ['', 'page=2&size=10']) expect(validate(answer(topicFixtures.data[path], query).d), JSON.stringify(validate.errors)).toBe(true);
    }
  });
  it('topic-board.detail, topic-board.post and topic-board.reply', () => {
    const detail = validator('topic-board.detail');
    expect(detail(topicDetail), JSON.stringify(detail.errors)).toBe(true);
    const post = validator('topic-board.post');
    expect(post(answer(topicPostAnswer, '', 'topicId=1&content=x').d), JSON.stringify(post.errors)).toBe(true);
    const reply = validator('topic-board.reply');
    expect(reply(answer(topicReplyAnswer, '', 'postId=3&content=好').d), JSON.stringify(reply.errors)).toBe(true);
  });
});
