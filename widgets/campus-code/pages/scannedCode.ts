/**
 * What a scanned code is, decided before anything is done with it. Only three things are ever acted
 * on: an identity code (verified by the school), a QR login of this portal (opened in the portal) and
 * a link to an allowed host (offered, never followed by itself). Everything else is shown as text.
 */
export type ScannedCode =
  | { kind: 'identity'; code: string }
  | { kind: 'qrLogin'; path: string }
  | { kind: 'portal'; path: string }
  | { kind: 'link'; url: string; host: string }
  | { kind: 'unknown'; text: string };

export type Accepts = readonly ('identity' | 'qrLogin' | 'link')[];

const QR_LOGIN_PATH = /^\/(smlogin|smloginV2)\/index$/;
const QR_LOGIN_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const PORTAL_PATH = /^\/[A-Za-z][A-Za-z0-9_-]*\/[A-Za-z][A-Za-z0-9_-]*$/;

export function classifyScannedCode(raw: string, context: { origin: string; allowedHosts: readonly string[]; accepts: Accepts }): ScannedCode {
  const text = raw.trim();
  const { accepts } = context;
  if (accepts.includes('identity') && /^CPID1\.[A-Za-z0-9._-]{10,190}$/.test(text)) return { kind: 'identity', code: text };
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || url.username || url.password) return { kind: 'unknown', text };
  if (url.origin === context.origin) {
    const token = url.searchParams.get('token') ?? '';
    if (QR_LOGIN_PATH.test(url.pathname)) {
      // A login code is only ever a login code: never opened as a plain page, whatever its token.
      return accepts.includes('qrLogin') && QR_LOGIN_TOKEN.test(token)
        ? { kind: 'qrLogin', path: `${url.pathname}?token=${token}` }
        : { kind: 'unknown', text };
    }
    if (accepts.includes('link') && PORTAL_PATH.test(url.pathname)) return { kind: 'portal', path: `${url.pathname}${url.search}` };
    return { kind: 'unknown', text };
  }
  if (accepts.includes('link') && url.protocol === 'https:' && context.allowedHosts.includes(url.hostname))
    return { kind: 'link', url: url.href, host: url.hostname };
  return { kind: 'unknown', text };
}
