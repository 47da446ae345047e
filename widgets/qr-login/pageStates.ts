/** The QR-login pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates, student } from '../../runtime/app/testing/fixtureKit.ts';
import { loginToken, qrLoginFixtures } from './fixtures.ts';

/**
 * A page of the phone, opened with the token it scanned, as the logged-in student: its empty state is the
 * school no longer knowing the login (the no-data view in its words).
 */
const phonePage = (path: string, testId: string, en: string, tw: string) => ({
  path: `${path}?token=${loginToken}`,
  user: student,
  ready: { data: `[data-testid="${testId}"]`, empty: '[data-testid="no-data"]' },
  shows: { empty: '二维码不存在或已失效，请在电脑上刷新二维码', en, tw },
});

export const qrLoginPages = definePageStates(
  { fixtures: qrLoginFixtures, envelopeError: '请求失败：扫码登录服务维护中，请稍后再试' },
  {
    /** The phone confirms a desktop login. */
    index: phonePage('/smlogin/index', 'qr-device', 'Log in on a computer?', '電腦端登入確認'),
    /** The phone's confirmation went through. */
    success: phonePage('/smlogin/success', 'qr-success', 'You are logged in on Chrome · Windows', '登入成功'),
    /** The phone refused the desktop's login (smloginV2's layout). */
    cancel: phonePage('/smloginV2/cancel', 'qr-cancel', 'Login cancelled', '已取消登入'),
    // The computer shows its login code; its empty state is a code that expired.
    desktop: {
      path: '/smlogin/desktop',
      ready: { data: '[data-testid="qr-login-code"]', empty: '[data-testid="qr-desktop"][data-status="expired"]' },
      shows: { empty: '二维码已失效', en: 'Scan the code with your phone', tw: '請使用手機掃描二維碼' },
    },
  },
);
