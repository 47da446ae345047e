/** qr-login answers for component tests and stories, checked against the contracts by tests/fixtures.test.ts. */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { QrLoginCreateData, QrLoginInfoData, QrLoginStatusData } from './generated/types.ts';

export const loginToken = 'q2bF9u0k3tT6hZQm1yVxK8pE';
export const created: QrLoginCreateData = { token: loginToken, secret: 'sEcReT0123456789abcdefghijkl', expiresAt: 4_102_444_800, pollMs: 2000 };
export const scannedInfo: QrLoginInfoData = {
  status: 'scanned',
  expiresAt: 1_778_486_520,
  createdAt: 1_778_486_400,
  device: 'Chrome · Windows',
  account: 'st***nt',
};
const status = (s: QrLoginStatusData['status'], name?: string) => ok({ status: s, ...(name ? { name } : {}) } satisfies QrLoginStatusData);

const gone = failure(404, '二维码不存在或已失效，请在电脑上刷新二维码');
export const qrLoginFixtures = {
  data: {
    '/qrlogin/create': ok(created),
    '/qrlogin/status': status('pending'),
    '/qrlogin/info': ok(scannedInfo),
    '/qrlogin/confirm': status('confirmed'),
    '/qrlogin/cancel': status('cancelled'),
  },
  // The login the phone scanned is gone (expired long ago, or never was).
  empty: { '/qrlogin/create': ok(created), '/qrlogin/status': gone, '/qrlogin/info': gone, '/qrlogin/confirm': gone, '/qrlogin/cancel': gone },
  ...failingStates(['/qrlogin/create', '/qrlogin/status', '/qrlogin/info', '/qrlogin/confirm', '/qrlogin/cancel'], '扫码登录服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;

export { status as statusAnswer };
