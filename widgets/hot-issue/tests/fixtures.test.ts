import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { hotIssueDetail, hotIssueFeedbackAnswer, hotIssueHome, hotIssueListAnswer } from '../fixtures.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const validator = (name: string) => ajv.compile(JSON.parse(readFileSync(new URL(`../contracts/${name}.schema.json`, import.meta.url), 'utf8')));

describe('hot-issue fixtures follow the response contracts', () => {
  it('hotissue.home, with and without questions', () => {
    const validate = validator('hotissue.home');
    for (const data of [hotIssueHome(), hotIssueHome([])]) expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });
  it('hotissue.list, for a category, all and a second page', () => {
    const validate = validator('hotissue.list');
    for (const query of ['', 'category=card', 'page=2&size=5']) {
      const answer = hotIssueListAnswer()(new URLSearchParams(query));
      expect(validate(answer.d), JSON.stringify(validate.errors)).toBe(true);
    }
  });
  it('hotissue.detail and hotissue.feedback', () => {
    const detail = validator('hotissue.detail');
    expect(detail(hotIssueDetail), JSON.stringify(detail.errors)).toBe(true);
    const feedback = validator('hotissue.feedback');
    const answer = hotIssueFeedbackAnswer()(new URLSearchParams(), new URLSearchParams('id=1&helpful=0'));
    expect(feedback(answer.d), JSON.stringify(feedback.errors)).toBe(true);
  });
});
