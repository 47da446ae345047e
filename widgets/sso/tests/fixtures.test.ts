import { describe, expect, it } from 'vitest';
import { expectFixturesFollowContracts } from '../../campus-code/tests/fixturesFollowContracts.ts';
import { seatCallback, ssoFixtures } from '../fixtures.ts';

describe('sso fixtures follow the response contracts', () => {
  it('client and authorize', () => {
    const samples = { '/sso/client': [[`client_id=library-seat&redirect_uri=${encodeURIComponent(seatCallback)}`]], '/sso/authorize': [[undefined, 'client_id=library-seat&state=s-1']] } as Record<string, [string?, string?][]>;
    expect(expectFixturesFollowContracts('sso', ssoFixtures, samples)).toBe(2);
  });
});
