import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { guideArticles, guideDetail, guideListAnswer } from '../fixtures.ts';

const schema = (name: string) => JSON.parse(readFileSync(new URL(`../contracts/${name}`, import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });

describe('guide fixtures follow the response contracts', () => {
  it('guide.list', () => {
    const validate = ajv.compile(schema('guide.list.schema.json'));
    for (const query of ['', 'q=校园卡', 'category=card', 'q=无此指南']) {
      const answer = guideListAnswer(guideArticles)(new URLSearchParams(query));
      expect(validate(answer.d), JSON.stringify(validate.errors)).toBe(true);
    }
  });
  it('guide.detail', () => {
    const validate = ajv.compile(schema('guide.detail.schema.json'));
    expect(validate(guideDetail), JSON.stringify(validate.errors)).toBe(true);
  });
});
