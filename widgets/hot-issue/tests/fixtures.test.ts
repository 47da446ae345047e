import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { hotIssueDetail, hotIssueFeedbackAnswer, hotIssueHome, hotIssueListAnswer } from '../fixtures.ts';

describe('hot-issue fixtures follow the response contracts', () => {
  it('hot-issue.home, with and without questions', () => {
    for (const data of [hotIssueHome(), hotIssueHome([])]) expectContract('hot-issue.home', data);
  });
  it('hot-issue.list, for a category, all and a second page', () => {
    for (const query of ['', 'category=card', 'page=2&size=5']) expectContract('hot-issue.list', hotIssueListAnswer()(new URLSearchParams(query)).d);
  });
  it('hot-issue.detail and hot-issue.feedback', () => {
    expectContract('hot-issue.detail', hotIssueDetail);
    expectContract('hot-issue.feedback', hotIssueFeedbackAnswer()(new URLSearchParams(), new URLSearchParams('id=1&helpful=0')).d);
  });
});
