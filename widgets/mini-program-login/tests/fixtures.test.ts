import { describe, expect, it } from 'vitest';
import { expectFixturesFollowContracts } from '../../campus-code/tests/fixturesFollowContracts.ts';
import { miniProgramLoginFixtures } from '../fixtures.ts';

describe('mini-program-login fixtures follow the response contract', () => {
  it('exchange', () => {
    expect(expectFixturesFollowContracts('mini-program-login', miniProgramLoginFixtures)).toBe(1);
  });
});
