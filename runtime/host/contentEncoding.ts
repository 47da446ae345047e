/**
 * Compression as the host serves it: which encoding a request accepts, and answers for
 * what the host makes itself (the HTML with its site's manifest, the manifest), compressed once per
 * version and encoding, never per request. Built files come compressed
 * from the build (scripts/vite/precompressPlugin.ts).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { notModified } from './httpCaching.ts';

export type Encoding = 'br' | 'gzip';

/** The file suffix of a precompressed copy. */
export const suffixOf: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/**
 * The best encoding `Accept-Encoding` allows (brotli first, it is smaller), or undefined for the bytes
 * as they are. `q=0` refuses a coding (RFC 9110 §12.5.3); `*` stands for any coding not named.
 */
export function acceptedEncodings(header: string | null | undefined): Encoding[] {
  if (!header) return [];
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (name) quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: Encoding) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}

/** Whether a content type is worth compressing (text; images and fonts are compressed already). */
export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/i.test(contentType);
}

/** An ETag for one encoding of a representation: strong ETags must differ between encodings (RFC 9110 §8.8.3). */
export function etagFor(etag: string, encoding: Encoding | undefined): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/**
 * Brotli at quality 9 with a window the size of the body: the default 4 MiB window took about 60 ms for the
 * 47 KB demo manifest and page, a window that just covers it about 4 ms for the same bytes (one byte more or
 * less). Every host pays this on the first request after each publish, so it was most of the time from a
 * publish to every host serving it.
 */
function brotliOf(body: string): Buffer {
  const size = Buffer.byteLength(body);
  const window = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))));
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: window, [constants.BROTLI_PARAM_SIZE_HINT]: size },
  });
}

/**
 * Answers for bodies the host makes, one per version (`etag`, the uncompressed body's strong ETag): in the
 * best encoding the request accepts, compressed once per version and encoding (the oldest dropped past
 * `maxEntries`), with an ETag per encoding, and a 304 when the browser already holds that one.
 * `headers` are the answer's others (type, caching, `Vary`).
 */
export function createVersionedAnswers(maxEntries = 64) {
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  const compressed = (etag: string, encoding: Encoding, body: string): Uint8Array<ArrayBuffer> => {
    const cacheKey = `${encoding}:${etag}`;
    const hit = cache.get(cacheKey);
    if (hit) return hit;
    const bytes = encoding === 'br' ? brotliOf(body) : gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    const copy = new Uint8Array(bytes); // a copy the size of the result, not of zlib's pooled buffer
    cache.set(cacheKey, copy);
    return copy;
  };
  return (request: Request, version: { etag: string; body: string }, headers: Record<string, string>): Response => {
    const [encoding] = acceptedEncodings(request.headers.get('accept-encoding'));
    const etag = etagFor(version.etag, encoding);
    const sent = { ...headers, ETag: etag, ...(encoding ? { 'Content-Encoding': encoding } : {}) };
    return (
      notModified(request, sent) ?? new Response(encoding ? compressed(version.etag, encoding, version.body) : version.body, { status: 200, headers: sent })
    );
  };
}

const noBody = new Set([101, 204, 205, 304]);

/**
 * A backend's answer (JSON, mostly) gzip-compressed as it streams, when the request accepts gzip and the
 * answer is text the backend did not encode itself. gzip, not brotli: per answer, brotli's better ratio
 * costs more CPU than it saves on a campus network, and CompressionStream is built in.
 */
export function compressedAnswer(answer: Response, acceptEncoding: string | null): Response {
  if (!answer.body || noBody.has(answer.status) || answer.headers.has('content-encoding')) return answer;
  if (!isCompressible(answer.headers.get('content-type')) || !acceptedEncodings(acceptEncoding).includes('gzip')) return answer;
  const headers = new Headers(answer.headers);
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  headers.append('Vary', 'Accept-Encoding');
  return new Response(answer.body.pipeThrough(new CompressionStream('gzip')), { status: answer.status, statusText: answer.statusText, headers });
}
