import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { miniProgramLoginFixtures } from '../fixtures.ts';

describe('mini-program-login fixtures follow the response contract', () => {
  it('exchange', () => {
    expectContract('mini-program-login.exchange', miniProgramLoginFixtures.data['/minigram/exchange']().d);
  });
});
