/**
 * Boot's first step: the site's resolved manifest (from the host, never bundled) and the widget index,
 * fetched together, then checked with the precompiled validator before anything mounts.
 */
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import type { ManifestProblem } from '../../shared/manifestProblems.ts';
import type { WidgetIndex } from '../registry/widgetRegistry.ts';
import { validateResolvedManifest } from '../manifest/generated/validateResolvedManifest.js';

/** An operator's preview (issue 5): a draft manifest seen as a chosen role, from a preview token. */
export type PreviewUser = { name: string; auth: Record<string, { module?: string[] }> } | null;

export type SiteLoad =
  | { kind: 'ready'; manifest: ResolvedSiteManifest; widgets: WidgetIndex; preview?: { user: PreviewUser } }
  | { kind: 'invalid'; siteId?: string; problems: ManifestProblem[] }
  | { kind: 'unreachable'; reason: string };

type Validator = ((data: unknown) => boolean) & { errors?: import('ajv').ErrorObject[] | null };

/**
 * Checks a served manifest: the schema, then that every routed widget exists in this build. The words
 * for problems load only when there are problems: a valid site never downloads them.
 */
export async function checkServedManifest(
  data: unknown,
  widgets: WidgetIndex,
  validate: Validator = validateResolvedManifest as Validator,
): Promise<ManifestProblem[]> {
  const file = 'manifest';
  if (!validate(data)) return (await import('../../shared/schemaProblems.ts')).schemaProblems(validate.errors, file);
  const manifest = data as ResolvedSiteManifest;
  const problems: ManifestProblem[] = [];
  for (const [path, route] of Object.entries(manifest.routes)) {
    if (!Object.hasOwn(widgets, route.widget))
      problems.push({ code: 'unknown-widget', file, path: `/routes/${path.replace(/\//g, '~1')}/widget`, params: { widget: route.widget } });
  }
  return problems;
}

/**
 * @param previewToken an operator's preview token: the draft manifest (and the role's user) come from the
 *   operator API instead of the published manifest.
 */
export async function loadSite(fetcher: typeof fetch = fetch, previewToken?: string): Promise<SiteLoad> {
  let manifestResponse: Response;
  let widgetsResponse: Response;
  const manifestUrl = previewToken ? `/_operator/api/preview/${encodeURIComponent(previewToken)}` : '/_site/manifest.json';
  try {
    [manifestResponse, widgetsResponse] = await Promise.all([
      fetcher(manifestUrl, { credentials: 'same-origin', headers: { accept: 'application/json' } }),
      fetcher('/widgets.json', { credentials: 'same-origin', headers: { accept: 'application/json' } }),
    ]);
  } catch (error) {
    return { kind: 'unreachable', reason: (error as Error).message };
  }
  let body = (await manifestResponse.json().catch(() => undefined)) as unknown;
  let preview: { user: PreviewUser } | undefined;
  if (previewToken && manifestResponse.ok) {
    const answer = body as { manifest?: unknown; user?: PreviewUser };
    body = answer.manifest;
    preview = { user: answer.user ?? null };
  }
  if (!manifestResponse.ok) {
    const served = body as { siteId?: string; problems?: ManifestProblem[] } | undefined;
    if (served?.problems?.length) return { kind: 'invalid', siteId: served.siteId, problems: served.problems };
    return { kind: 'unreachable', reason: `HTTP ${manifestResponse.status}` };
  }
  const widgets = (await widgetsResponse.json().catch(() => ({}))) as WidgetIndex;
  const problems = await checkServedManifest(body, widgets);
  if (problems.length) return { kind: 'invalid', siteId: (body as { id?: string })?.id, problems };
  return { kind: 'ready', manifest: body as ResolvedSiteManifest, widgets, ...(preview ? { preview } : {}) };
}
