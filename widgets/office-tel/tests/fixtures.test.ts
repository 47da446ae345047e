import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { officeTelListAnswer } from '../fixtures.ts';

describe('office-tel fixtures follow the response contracts', () => {
  it('office-tel.list', () => {
    for (const query of ['', 'q=保卫处', 'q=1110', 'q=无此部门']) expectContract('office-tel.list', officeTelListAnswer()(new URLSearchParams(query)).d);
  });
});
