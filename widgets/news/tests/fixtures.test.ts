import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { newsArticles, newsDetail, newsListAnswer } from '../fixtures.ts';

describe('news fixtures follow the response contracts', () => {
  it('news.list', () => {
    expectContract('news.list', newsListAnswer(newsArticles)(new URLSearchParams('page=1&size=10')).d);
  });
  it('news.detail', () => {
    expectContract('news.detail', newsDetail);
  });
});
