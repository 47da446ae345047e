import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { account, categoriesAnswer, questionDetail, questions, questionsAnswer } from '../fixtures.ts';

describe('public-account-help fixtures follow the response contracts', () => {
  it('account, categories (with and without questions), question', () => {
    expectContract('public-account-help.account', account);
    for (const list of [questions, []]) expectContract('public-account-help.categories', categoriesAnswer(list).d);
    expectContract('public-account-help.question', questionDetail);
  });
  it('questions: a category page, a search, a category; with and without questions', () => {
    for (const list of [questions, []]) {
      for (const query of ['category=message&page=2&size=10', 'q=扫码', 'category=login'])
        expectContract('public-account-help.questions', questionsAnswer(list)(new URLSearchParams(query)).d);
    }
  });
});
