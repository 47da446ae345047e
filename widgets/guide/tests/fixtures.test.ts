import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { guideArticles, guideDetail, guideListAnswer } from '../fixtures.ts';

describe('guide fixtures follow the response contracts', () => {
  it('guide.list', () => {
    for (const query of ['', 'q=校园卡', 'category=card', 'q=无此指南'])
      expectContract('guide.list', guideListAnswer(guideArticles)(new URLSearchParams(query)).d);
  });
  it('guide.detail', () => {
    expectContract('guide.detail', guideDetail);
  });
});
