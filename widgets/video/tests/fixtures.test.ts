import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { videoDetail, videoListAnswer } from '../fixtures.ts';

const schema = (name: string) => JSON.parse(readFileSync(new URL(`../contracts/${name}`, import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });

describe('video fixtures follow the response contracts', () => {
  it('video.list, every page and category', () => {
    const validate = ajv.compile(schema('video.list.schema.json'));
    for (const query of ['', 'page=2&size=12', 'category=news', 'category=none']) {
      const answer = videoListAnswer()(new URLSearchParams(query));
      expect(validate(answer.d), JSON.stringify(validate.errors)).toBe(true);
    }
    expect(validate(videoListAnswer([])(new URLSearchParams()).d)).toBe(true);
  });
  it('video.detail', () => {
    const validate = ajv.compile(schema('video.detail.schema.json'));
    expect(validate(videoDetail), JSON.stringify(validate.errors)).toBe(true);
  });
});
