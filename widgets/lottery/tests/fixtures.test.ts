import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { lotteryEvent, lotteryWin } from '../fixtures.ts';

describe('lottery fixtures follow the response contracts', () => {
  it('lottery.event and lottery.draw', () => {
    expectContract('lottery.event', lotteryEvent);
    expectContract('lottery.draw', lotteryWin);
    expectContract('lottery.draw', { ...lotteryWin, prize: null });
  });
});
