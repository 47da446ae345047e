import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { newsArticles, newsDetail, newsListAnswer } from '../fixtures.ts';

const schema = (name: string) => JSON.parse(readFileSync(new URL(`../contracts/${name}`, import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });

describe('news fixtures follow the response contracts', () => {
  it('news.list', () => {
    const validate = ajv.compile(schema('news.list.schema.json'));
    const answer = newsListAnswer(newsArticles)(new URLSearchParams('page=1&size=10'));
    expect(validate(answer.d), JSON.stringify(validate.errors)).toBe(true);
  });
  it('news.detail', () => {
    const validate = ajv.compile(schema('news.detail.schema.json'));
    expect(validate(newsDetail), JSON.stringify(validate.errors)).toBe(true);
  });
});
