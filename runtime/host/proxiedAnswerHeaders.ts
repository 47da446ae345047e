/**
 * The headers every backend answer leaves the host with, one policy for a school's
 * backend behind `API_TARGET` and for the in-process sandbox. `/api/*` and `/site/attach` are on the
 * portal's own origin: a file a user uploaded to the school's store, answered as HTML or SVG and opened
 * directly, would otherwise run its script with the portal's cookies and storage (stored XSS).
 *
 * - `X-Content-Type-Options: nosniff`: the browser takes the declared type, never guesses HTML.
 * - A sandboxing CSP (the one `/site-assets/` files get): a document shown from it runs no script, loads
 *   nothing, and sits in an opaque origin. It costs nothing to what is not shown as a document: a
 *   `fetch`, an `<img>` or a `<video>` ignores a response's CSP.
 * - `Content-Disposition: attachment` for whatever a browser would render as a document of its own (HTML,
 *   SVG, XML, any type not known to be inert, or none): downloaded, not shown, so even a sandboxed page
 *   cannot pose as the portal (a fake login form on the portal's address). Images (not SVG), PDFs, JSON,
 *   plain text, audio and video keep the backend's own disposition: the portal shows them in place (the
 *   attachment viewer frames PDFs, pages show images) and a browser renders them without running anything
 *   of theirs on the portal's origin. Chromium's PDF viewer still shows a PDF under the sandboxing CSP
 *   (the file library's end-to-end test previews one served that way). Redirects and empty answers keep
 *   theirs too: there is no document to download.
 *
 * The backend's own pages are left as it sends them (nosniff added): the pages the site's manifest sends
 * the browser to, login (`login.path`), logout (`login.logoutPath`) and the messenger login
 * (`login.corpPath`), e.g. the sandbox's login form at `/api/uc/login`, which has a CSP of its own and
 * must post its form from the portal's origin. Those paths are the operator's to name, not an uploader's.
 */

/** The CSP of every backend answer but the backend's own pages. */
export const proxiedAnswerPolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** Types a browser shows without running anything from the file on the page's origin. */
const shownInert = [
  /^image\/(png|jpeg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)$/,
  /^application\/pdf$/,
  /^(application|text)\/json$/,
  /^application\/[a-z0-9.+-]+\+json$/,
  /^text\/plain$/,
  /^(audio|video)\/[a-z0-9.+-]+$/,
];

/** Statuses whose answer the browser does not show as a document: redirects (it follows them) and answers without a body. */
const noDocument = (status: number) => (status >= 300 && status < 400) || status === 204 || status === 205 || status < 200;

/** The media type of a Content-Type, lowercase, without parameters; '' when there is none. */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether a browser opening this answer would render it as a document of its own (and so must download it instead). */
export function rendersAsDocument(answer: Response): boolean {
  if (noDocument(answer.status)) return false;
  const type = mediaTypeOf(answer.headers.get('content-type'));
  return !shownInert.some((inert) => inert.test(type));
}

/** `attachment`, keeping the backend's parameters (its file name) when it sent a disposition. */
function asAttachment(disposition: string | null): string {
  const parameters = (disposition ?? '').split(';').slice(1).join(';').trim();
  return parameters ? `attachment; ${parameters}` : 'attachment';
}

/** The login, logout and messenger-login paths of a site's manifest that are on the portal's origin. */
export function backendPagesOf(login: { path: string; logoutPath?: string; corpPath?: string } | undefined): string[] {
  if (!login) return [];
  return [login.path, login.logoutPath, login.corpPath]
    .filter((address): address is string => typeof address === 'string' && address.startsWith('/') && !address.startsWith('//'))
    .map((address) => address.split(/[?#]/)[0]!);
}

/**
 * Applies the policy to one backend answer for `request`. `backendPages` (see {@link backendPagesOf}) is
 * asked only for an answer that would be a document, so an API call costs no manifest lookup.
 */
export function withProxiedAnswerHeaders(answer: Response, request: Request, backendPages: () => readonly string[]): Response {
  const response = withMutableHeaders(answer);
  const headers = response.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  const document = rendersAsDocument(response);
  if (document && backendPages().includes(new URL(request.url).pathname)) return response;
  headers.set('Content-Security-Policy', proxiedAnswerPolicy);
  if (document && !/^\s*attachment\b/i.test(headers.get('content-disposition') ?? ''))
    headers.set('Content-Disposition', asAttachment(headers.get('content-disposition')));
  return response;
}

/** A `fetch` result's headers are immutable: such an answer is copied, its body streamed, not buffered. */
function withMutableHeaders(answer: Response): Response {
  try {
    answer.headers.set('X-Content-Type-Options', 'nosniff');
    return answer;
  } catch {
    return new Response(answer.body, answer);
  }
}
