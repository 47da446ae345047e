/**
 * Files served from a folder (the built app, a site's assets): hashed assets cached for a year,
 * everything else revalidated by ETag, and nothing outside the folder ever reachable, whatever the
 * request path says.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { acceptedEncodings, createVersionedAnswers, etagFor, isCompressible, suffixOf, type Encoding } from './contentEncoding.ts';
import { immutable, noCache, notModified, strongEtag } from './httpCaching.ts';
import { htmlSecurityHeaders } from './securityHeaders.ts';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};

/** The content type of a file name; unknown kinds are bytes, which nosniff keeps from being run. */
export function contentTypeOf(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Where a request path leads inside the served folder, or why it leads nowhere. */
export type DistPath = { kind: 'file'; file: string } | { kind: 'refused' };

/**
 * Maps a raw URL path (still percent-encoded) to a file inside `root`. Refused: backslashes, NUL, bad
 * escapes, `.`/`..` segments (also when encoded, e.g. `..%2f`), dotfiles other than `.well-known`, and
 * anything that would resolve outside `root`. URL parsers already fold plain `/../`; this does not rely on it.
 */
export function distPathOf(root: string, rawPathname: string): DistPath {
  const refused = { kind: 'refused' } as const;
  if (rawPathname.includes('\\') || rawPathname.includes('\0')) return refused;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return refused;
  }
  if (!decoded.startsWith('/') || decoded.includes('\\') || decoded.includes('\0')) return refused;
  const segments = decoded.split('/').slice(1);
  if (segments.some((s) => s === '.' || s === '..' || (s.startsWith('.') && s !== '.well-known'))) return refused;
  const file = resolve(root, ...segments);
  return file.startsWith(root + sep) ? { kind: 'file', file } : refused;
}

export interface StaticFiles {
  /**
   * The file at this raw URL path, `undefined` when there is no such file (the caller picks the SPA
   * page or a 404), or `'refused'` for a path that tries to leave the folder.
   */
  serve(rawPathname: string, request: Request): Promise<Response | undefined | 'refused'>;
  /** `index.html`, the page of every client-side route; 503 with a hint when the app is not built. */
  index(request: Request): Promise<Response>;
}

export interface StaticFilesOptions {
  /** Paths under this prefix are content-hashed, so cached immutable (vite's `/assets/`); none when absent. */
  hashedPrefix?: string;
  /** Added to every file served. */
  headers?: Readonly<Record<string, string>>;
  /** Added to the files under `hashedPrefix` (CORS for another origin's pages, assetBase.ts). */
  hashedHeaders?: Readonly<Record<string, string>>;
  /**
   * Files served with their text rewritten (path in the folder, e.g. `/index.html` → rewrite): rewritten and
   * compressed once per version of the file; the build's precompressed copies, which hold the text as it was, are not used.
   */
  rewrites?: Readonly<Record<string, (text: string) => string>>;
}

/** What every file answer carries, whether the bytes come from disk or from the database. */
export function fileHeaders(type: string, cacheControl: string): Record<string, string> {
  return { 'Content-Type': type, 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' };
}

/** Serves a folder (the build, a site's assets), read from disk on each request so a new build shows without a restart. */
export function createStaticFiles(folder: string, options: StaticFilesOptions = {}): StaticFiles {
  const root = resolve(folder);
  // Hashing is the costly part of a revalidation: keep each file's ETag while its stat is unchanged.
  const etags = new Map<string, { signature: string; etag: string }>();
  let realRoot: string | undefined;
  const rewrites = new Map(Object.entries(options.rewrites ?? {}).map(([path, rewrite]) => [resolve(root, `.${path}`), rewrite]));
  const rewritten = new Map<string, { signature: string; etag: string; body: string }>();
  const rewrittenAnswer = createVersionedAnswers();

  async function respond(file: string, request: Request, cacheControl: string, extraHeaders?: Readonly<Record<string, string>>): Promise<Response | undefined> {
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    // A symlink inside dist must not lead out of it either.
    realRoot ??= await realpath(root).catch(() => undefined);
    const real = await realpath(file).catch(() => undefined);
    if (!realRoot || !real?.startsWith(realRoot + sep)) return undefined;

    const type = contentTypeOf(file);
    const compressible = isCompressible(type);
    const signature = `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
    const rewrite = rewrites.get(file);
    const encoding = compressible && !rewrite ? await precompressedEncoding(file, stats.mtimeMs, request) : undefined;
    const headers: Record<string, string> = {
      ...fileHeaders(type, cacheControl),
      ...(compressible || rewrite ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...(type.startsWith('text/html') ? htmlSecurityHeaders : {}),
      ...options.headers,
      ...extraHeaders,
    };
    if (rewrite) {
      let version = rewritten.get(file);
      if (version?.signature !== signature) {
        const body = rewrite(await readFile(file, 'utf8'));
        rewritten.set(file, (version = { signature, etag: strongEtag(body), body }));
      }
      return rewrittenAnswer(request, version, headers);
    }
    const known = etags.get(file);
    const revalidated = cacheControl !== immutable;
    if (revalidated && known?.signature === signature) {
      headers.ETag = etagFor(known.etag, encoding);
      const unchanged = notModified(request, headers);
      if (unchanged) return unchanged;
    }
    if (revalidated && !headers.ETag) {
      // The tag names the file's content; the encoding is added to it, so each representation has its own.
      const etag = strongEtag(await readFile(file));
      etags.set(file, { signature, etag });
      headers.ETag = etagFor(etag, encoding);
      const unchanged = notModified(request, headers);
      if (unchanged) return unchanged;
    }
    const body = await readFile(encoding ? file + suffixOf[encoding] : file);
    return new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), { status: 200, headers });
  }

  /**
   * The best encoding the request accepts that the build left beside the file, or undefined. A copy older
   * than the file is ignored: someone replaced the file by hand, and its old copy would serve old bytes.
   */
  async function precompressedEncoding(file: string, mtimeMs: number, request: Request): Promise<Encoding | undefined> {
    for (const encoding of acceptedEncodings(request.headers.get('Accept-Encoding'))) {
      const copy = await stat(file + suffixOf[encoding]).catch(() => undefined);
      if (copy?.isFile() && copy.mtimeMs >= mtimeMs) return encoding;
    }
    return undefined;
  }

  async function index(request: Request): Promise<Response> {
    const page = await respond(resolve(root, 'index.html'), request, noCache);
    return (
      page ??
      new Response('The portal is not built: run npm run build\n', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
      })
    );
  }

  return {
    async serve(rawPathname, request) {
      const target = distPathOf(root, rawPathname);
      if (target.kind === 'refused') return 'refused';
      const hashed = options.hashedPrefix !== undefined && rawPathname.startsWith(options.hashedPrefix);
      return hashed ? respond(target.file, request, immutable, options.hashedHeaders) : respond(target.file, request, noCache);
    },
    index,
  };
}
