import { callKey, type WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** A pending desktop login, as the desktop page creates it: the phone's pages open with its token. */
const pendingLogin = async (portalUrl: string) => `token=${(await callKey<{ token: string }>(portalUrl, 'qr-login.create')).token}`;

export const walk: WidgetWalk = {
  index: { query: pendingLogin, as: 'student', ready: '[data-testid="qr-device"]' },
  success: { query: pendingLogin, as: 'student', ready: '[data-testid="qr-success"]' },
  cancel: { query: pendingLogin, as: 'student', ready: '[data-testid="qr-cancel"]' },
  desktop: { ready: '[data-testid="qr-login-code"]' },
};
