import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { castAnswer, singersDetail, singersResult, voteItems, voteMine } from '../fixtures.ts';

describe('vote fixtures follow the response contracts', () => {
  it('vote.list, vote.detail, vote.result, vote.mine and vote.cast', () => {
    expectContract('vote.list', { list: voteItems });
    expectContract('vote.detail', singersDetail);
    expectContract('vote.result', singersResult);
    expectContract('vote.mine', voteMine);
    expectContract('vote.cast', castAnswer(new URLSearchParams(), new URLSearchParams(), { id: 1, options: [2] }).d);
  });
});
