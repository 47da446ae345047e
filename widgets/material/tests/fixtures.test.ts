import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { materialDetail, materialItems, materialListAnswer } from '../fixtures.ts';

const schema = (name: string) => JSON.parse(readFileSync(new URL(`../contracts/${name}`, import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });

describe('material fixtures follow the response contracts', () => {
  it('material.list', () => {
    const validate = ajv.compile(schema('material.list.schema.json'));
    for (const query of ['', 'page=2', 'q=毕业论文', 'category=forms', 'q=无此资料']) {
      const answer = materialListAnswer(materialItems)(new URLSearchParams(query));
      expect(validate(answer.d), JSON.stringify(validate.errors)).toBe(true);
    }
  });
  it('material.detail', () => {
    const validate = ajv.compile(schema('material.detail.schema.json'));
    expect(validate(materialDetail), JSON.stringify(validate.errors)).toBe(true);
  });
});
