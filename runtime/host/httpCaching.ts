/**
 * Strong ETags and conditional GETs, shared by the manifest route and the static files: one rule for
 * what "unchanged" means, so a browser revalidating `index.html` and `/_site/manifest.json` gets the
 * same 304 behaviour.
 */
import { createHash } from 'node:crypto';

/** A strong ETag of some content: the quoted base64url sha256, stable across restarts and replicas. */
export function strongEtag(content: string | Uint8Array): string {
  return `"${createHash('sha256').update(content).digest('base64url')}"`;
}

/**
 * Whether an `If-None-Match` header matches `etag` (RFC 9110 §13.1.2: weak comparison, a list of tags
 * or `*`). A proxy may have weakened our tag (`W/"…"`) after compressing, and it still means unchanged.
 */
export function ifNoneMatchHits(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** 304 with these headers when the browser already holds the representation their ETag names; undefined otherwise. */
export function notModified(request: Request, headers: Record<string, string>): Response | undefined {
  return headers.ETag && ifNoneMatchHits(request.headers.get('If-None-Match'), headers.ETag) ? new Response(null, { status: 304, headers }) : undefined;
}

/** Revalidate on every use: what changes without a new URL (manifests, index.html) must never be served stale. */
export const noCache = 'no-cache';

/** Hashed file names change with their content, so a browser may keep them for a year without asking. */
export const immutable = 'public, max-age=31536000, immutable';
