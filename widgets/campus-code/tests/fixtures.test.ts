import { describe, expect, it } from 'vitest';
import { campusCodeFixtures } from '../fixtures.ts';
import { expectFixturesFollowContracts } from './fixturesFollowContracts.ts';

describe('campus-code fixtures follow the response contracts', () => {
  it('identity and verify answers', () => {
    const samples = { '/campus-code/verify': [[undefined, 'code=CPID1.1.x'], [undefined, 'code=https://example.com']] as [string | undefined, string][] };
    expect(expectFixturesFollowContracts('campus-code', campusCodeFixtures, samples)).toBeGreaterThanOrEqual(4);
  });
});
