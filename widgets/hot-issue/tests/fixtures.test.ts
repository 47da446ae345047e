import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { hotIssueDetail, hotIssueFeedbackAnswer, hotIssueHome, hotIssueListAnswer } from '../fixtures.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const validator = (name: string) => ajv.compile(JSON.parse(readFileSync(new URL(`../contracts/${name}.schema.json`, import.meta.url), 'utf8')));

describe('hot-issue fixtures follow the response contracts', () => {
  it('hot-issue.home, with and without questions', () => {
    const validate = validator('hot-issue.home');
    for (const data of [hotIssueHome(), hotIssueHome([])]) expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });
  it('hot-issue.list, for a category, all and a second page', () => {
    const validate = validator('hot-issue.list');
    for (const query of ['', 'category=card', 'page=2&size=5']) {
      const answer = hotIssueListAnswer()(new URLSearchParams(query));
      expect(validate(answer.d), JSON.stringify(validate.errors)).toBe(true);
    }
  });
  it('hot-issue.detail and hot-issue.feedback', () => {
    const detail = validator('hot-issue.detail');
    expect(detail(hotIssueDetail), JSON.stringify(detail.errors)).toBe(true);
    const feedback = validator('hot-issue.feedback');
    const answer = hotIssueFeedbackAnswer()(new URLSearchParams(), new URLSearchParams('id=1&helpful=0'));
    expect(feedback(answer.d), JSON.stringify(feedback.errors)).toBe(true);
  });
});
