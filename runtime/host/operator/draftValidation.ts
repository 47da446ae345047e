/**
 * A draft manifest judged exactly as `npm run validate` judges a file: the same resolveManifest, with
 * the draft standing in for the site's file and every other site read from the host's source (the
 * `sites/` folder or the database). A draft of a site
 * others extend is also checked through them: a change to `demo` that breaks `hill-university` is
 * refused, as the validator would fail on that file next.
 */
import { limitProblems, type ManifestProblem } from '../../shared/manifestProblems.ts';
import { applyDefaults } from '../manifest/manifestSchemas.ts';
import { parseManifestJson } from '../manifest/parseJson.ts';
import { mergeManifests, resolveManifest, type ReadSite, type ResolveResult } from '../manifest/resolveManifest.ts';
import { isValidSiteId } from '../manifest/siteId.ts';
import type { WidgetCatalog } from '../manifest/widgetCatalog.ts';
import type { SiteSource } from '../store/siteSource.ts';

/** How a manifest is written whole (checked, previewed, or saved over a file that is not JSON): as the repository's files are. */
export const serializeManifest = (manifest: unknown) => `${JSON.stringify(manifest, null, 2)}\n`;

export interface DraftCheck {
  /** The draft resolved; present only when no problem is an error. */
  result: ResolveResult;
  /** The draft's own problems, then those it would cause in sites extending it; limited like every list (`limitProblems`). */
  problems: ManifestProblem[];
}

/** Resolves `draftText` as `sites/<siteId>.json`, and re-checks every site that is valid now and extends it. */
export function checkDraft(siteId: string, draftText: string, source: Pick<SiteSource, 'read' | 'ids'>, catalog: WidgetCatalog): DraftCheck {
  const fromSource: ReadSite = (id) => source.read(id);
  const withDraft: ReadSite = (id) => (id === siteId ? draftText : fromSource(id));
  const result = resolveManifest(siteId, withDraft, catalog);
  const problems = [...result.problems];
  for (const other of source.ids()) {
    if (other === siteId) continue;
    const now = resolveManifest(other, fromSource, catalog);
    if (!now.manifest || !now.chain.includes(siteId)) continue; // unrelated, or already broken before this draft
    // Problems the draft's own check found again through the other site are not repeated, nor the other
    // site's warnings from before this draft.
    const known = new Set([...problems, ...now.problems].map((p) => JSON.stringify(p)));
    for (const problem of resolveManifest(other, withDraft, catalog).problems) if (!known.has(JSON.stringify(problem))) problems.push(problem);
  }
  return { result, problems: limitProblems(problems) };
}

/**
 * What a site extends, merged with defaults applied: the effective values a console shows beside the
 * site's own. Null when the site extends nothing or its chain cannot be read.
 */
export function baseOf(authored: unknown, read: ReadSite): Record<string, unknown> | null {
  let next = (authored as { extends?: unknown } | null)?.extends;
  const layers: Array<Record<string, unknown>> = [];
  const seen = new Set<string>();
  while (next !== undefined) {
    if (typeof next !== 'string' || !isValidSiteId(next) || seen.has(next)) return null;
    seen.add(next);
    const text = read(next);
    if (text === undefined) return null;
    const parsed = parseManifestJson(text, next);
    if (!parsed.ok || parsed.problems.length || !parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return null;
    layers.push(parsed.value as Record<string, unknown>);
    next = (parsed.value as { extends?: unknown }).extends;
  }
  if (!layers.length) return null;
  const merged = layers.reduceRight<Record<string, unknown>>((base, layer) => mergeManifests(base, layer), {});
  delete merged.extends;
  delete merged.$schema;
  return applyDefaults(merged);
}
