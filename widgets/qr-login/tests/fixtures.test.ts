import { describe, expect, it } from 'vitest';
import { expectFixturesFollowContracts } from '../../campus-code/tests/fixturesFollowContracts.ts';
import { qrLoginFixtures } from '../fixtures.ts';

describe('qr-login fixtures follow the response contracts', () => {
  it('create, status, info, confirm, cancel', () => {
    expect(expectFixturesFollowContracts('qr-login', qrLoginFixtures)).toBeGreaterThanOrEqual(6);
  });
});
