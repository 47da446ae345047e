/**
 * Previews of a draft: the resolved draft (and the user it is seen as) kept for 30 minutes under a
 * random token. The token is the capability: whoever holds the URL sees the draft, nothing else, and
 * nothing is saved. Bounded, oldest dropped first.
 */
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import { newSecretToken, secretTokenPattern } from './secretToken.ts';

export const previewTtlMs = 30 * 60 * 1000;
const maxPreviews = 200;

export interface PreviewUser {
  name: string;
  auth: Record<string, { module: string[] }>;
}

export interface Preview {
  manifest: ResolvedSiteManifest;
  user?: PreviewUser;
}

/** In memory on one host (below); in the database when hosts share one, so a preview opens on any of them. */
export interface PreviewStore {
  create(preview: Preview): Promise<string>;
  get(token: string): Promise<Preview | undefined>;
}

export function createPreviewStore(now: () => number): PreviewStore {
  const previews = new Map<string, Preview & { expiresAt: number }>();
  return {
    async create(preview) {
      const t = now();
      for (const [token, p] of previews) if (p.expiresAt <= t) previews.delete(token);
      while (previews.size >= maxPreviews) previews.delete(previews.keys().next().value!);
      const token = newSecretToken();
      previews.set(token, { ...preview, expiresAt: t + previewTtlMs });
      return token;
    },
    async get(token) {
      if (!secretTokenPattern.test(token)) return undefined;
      const p = previews.get(token);
      if (!p) return undefined;
      if (p.expiresAt <= now()) {
        previews.delete(token);
        return undefined;
      }
      return { manifest: p.manifest, ...(p.user ? { user: p.user } : {}) };
    },
  };
}
