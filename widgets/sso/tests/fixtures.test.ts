import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { seatCallback, ssoFixtures } from '../fixtures.ts';

describe('sso fixtures follow the response contracts', () => {
  it('client and authorize', () => {
    const { data } = ssoFixtures;
    expectContract('sso.client', data['/sso/client'](new URLSearchParams({ client_id: 'library-seat', redirect_uri: seatCallback })).d);
    expectContract('sso.authorize', data['/sso/authorize'](new URLSearchParams(), new URLSearchParams('client_id=library-seat&state=s-1')).d);
  });
});
