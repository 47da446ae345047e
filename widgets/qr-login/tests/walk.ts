import { callKey, type WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** A pending desktop login, as the desktop page creates it: the phone's pages open with its token. */
const pendingLogin = async (portalUrl: string) => `token=${(await callKey<{ token: string }>(portalUrl, 'qr-login.create')).token}`;

/** Where the path walk opens a page otherwise than pageStates.ts says: a login the sandbox knows. */
export const walk: WidgetWalk = {
  index: { query: pendingLogin },
  success: { query: pendingLogin },
  cancel: { query: pendingLogin },
};
