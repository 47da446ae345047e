import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { qrLoginFixtures } from '../fixtures.ts';

describe('qr-login fixtures follow the response contracts', () => {
  it('create, status, info, confirm, cancel', () => {
    const { data, empty } = qrLoginFixtures;
    for (const created of [data['/qrlogin/create'], empty['/qrlogin/create']]) expectContract('qr-login.create', created.d);
    expectContract('qr-login.status', data['/qrlogin/status'].d);
    expectContract('qr-login.info', data['/qrlogin/info'].d);
    expectContract('qr-login.confirm', data['/qrlogin/confirm'].d);
    expectContract('qr-login.cancel', data['/qrlogin/cancel'].d);
  });
});
