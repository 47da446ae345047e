/**
 * The one check of a "return to" path for the whole runtime: where login, QR desktop
 * login or a mini-program login may send the browser afterwards. Only a path on the portal's own origin,
 * so open-redirect tricks (`//evil.example`, `/\evil.example`,
 * `https:evil.example`, `javascript:`, encoded or whitespace-padded forms) all end at `/`.
 */
import { CONTROL_OR_SPACE } from './unsafeUrlCharacters.ts';

/** Where a refused or missing target goes. */
export const DEFAULT_REDIRECT = '/';

const MAX_TARGET_LENGTH = 2048;
/** Decoding rounds tried: `%252F%252F` is `//` after two. */
const MAX_DECODE_ROUNDS = 3;

const BASE = 'http://portal.invalid';

/** One form of the target (raw or decoded) as a parsed same-origin URL, or undefined when it is not a plain path. */
function asPlainPath(text: string): URL | undefined {
  if (!text.startsWith('/') || text[1] === '/' || text.includes('\\') || CONTROL_OR_SPACE.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return undefined;
  }
  // The parser folds dot segments: `/.//evil.example` becomes the path `//evil.example`, which a
  // later `location = pathname` would read as another host.
  if (url.origin !== BASE || url.pathname.startsWith('//') || url.username || url.password) return undefined;
  return url;
}

/**
 * The target as a normalized same-origin path (path, query and fragment, percent-encoded where a
 * `Location` header needs it), or `undefined` when it is not one. The rules: starts with exactly one
 * `/`; no backslash; no control character or whitespace; no scheme; no path that folds into `//`;
 * and the same holds after each round of percent-decoding, so an encoded `//` or `\` is refused too.
 */
export function safeRedirectPath(target: unknown): string | undefined {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_TARGET_LENGTH) return undefined;
  const url = asPlainPath(target);
  if (!url) return undefined;
  let text = target;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return undefined; // malformed escapes: nobody's real link
    }
    if (decoded === text) break;
    if (!asPlainPath(decoded)) return undefined;
    text = decoded;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe path for `target`, or {@link DEFAULT_REDIRECT}. */
export function redirectTargetOrHome(target: unknown): string {
  return safeRedirectPath(target) ?? DEFAULT_REDIRECT;
}
