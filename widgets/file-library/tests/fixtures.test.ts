import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { fileListAnswer, libraryFiles } from '../fixtures.ts';

const schema = (name: string) => JSON.parse(readFileSync(new URL(`../contracts/${name}`, import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });

describe('file-library fixtures follow the response contract', () => {
  it('file-library.list', () => {
    const validate = ajv.compile(schema('file-library.list.schema.json'));
    for (const query of ['', 'page=2', 'q=申请表', 'category=finance', 'q=无此文件']) {
      const answer = fileListAnswer(libraryFiles)(new URLSearchParams(query));
      expect(validate(answer.d), JSON.stringify(validate.errors)).toBe(true);
    }
  });
});
