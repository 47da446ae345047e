import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { campusCodeFixtures } from '../fixtures.ts';

describe('campus-code fixtures follow the response contracts', () => {
  it('identity and verify answers', () => {
    const { data, empty } = campusCodeFixtures;
    expectContract('campus-code.identity', data['/campus-code/identity']().d);
    for (const code of ['CPID1.1.x', 'https://example.com']) {
      expectContract('campus-code.verify', data['/campus-code/verify'](new URLSearchParams(), new URLSearchParams({ code })).d);
    }
    expectContract('campus-code.verify', empty['/campus-code/verify'].d);
  });
});
