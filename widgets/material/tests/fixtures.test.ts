import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { materialDetail, materialItems, materialListAnswer } from '../fixtures.ts';

describe('material fixtures follow the response contracts', () => {
  it('material.list', () => {
    for (const query of ['', 'page=2', 'q=毕业论文', 'category=forms', 'q=无此资料'])
      expectContract('material.list', materialListAnswer(materialItems)(new URLSearchParams(query)).d);
  });
  it('material.detail', () => {
    expectContract('material.detail', materialDetail);
  });
});
