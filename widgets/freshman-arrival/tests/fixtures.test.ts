import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { freshmenList, instructorStats, mineRegistered, mineToRegister, notOnRoster } from '../fixtures.ts';

describe('freshman-arrival fixtures follow the response contracts', () => {
  it.each([
    ['freshman-arrival.mine', mineToRegister],
    ['freshman-arrival.mine', mineRegistered],
    ['freshman-arrival.mine', notOnRoster],
    ['freshman-arrival.stats', instructorStats],
    ['freshman-arrival.list', freshmenList],
  ])('%s', (key, answer) => expectContract(key, answer));
});
