/**
 * Boot's first step: the site's resolved manifest (from the host, never bundled) and the widget index.
 * The host writes both into the page it serves (runtime/host/sitePage.ts): then boot
 * fetches nothing, and the schema validator, which the host has already run, stays out of the first load.
 * Otherwise (an operator's preview, the dev server, a host without the page data) both are fetched
 * together and checked with the precompiled validator, loaded only then.
 */
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import type { ManifestProblem } from '../../shared/manifestProblems.ts';
import { siteDataElementId } from '../../shared/siteDataElement.ts';
import type { WidgetIndex } from '../registry/widgetRegistry.ts';

/** An operator's preview: a draft manifest seen as a chosen role, from a preview token. */
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
export async function checkServedManifest(data: unknown, widgets: WidgetIndex, validator?: Validator): Promise<ManifestProblem[]> {
  const validate = validator ?? ((await import('../manifest/generated/validateResolvedManifest.js')).validateResolvedManifest as Validator);
  if (!validate(data)) return (await import('../../shared/schemaProblems.ts')).schemaProblems(validate.errors, 'manifest');
  return routedWidgetProblems(data as ResolvedSiteManifest, widgets);
}

/** Routes naming a widget this build does not have: checked on every manifest, the host's included (a build older than the manifest). */
function routedWidgetProblems(manifest: ResolvedSiteManifest, widgets: WidgetIndex): ManifestProblem[] {
  const file = 'manifest';
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
  const inPage = previewToken ? undefined : siteDataInPage();
  if (inPage) {
    const problems = routedWidgetProblems(inPage.manifest, inPage.widgets);
    if (problems.length) return { kind: 'invalid', siteId: inPage.manifest.id, problems };
    return { kind: 'ready', manifest: inPage.manifest, widgets: inPage.widgets };
  }
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

/** The manifest and widget index the host wrote into this page, when it did and they read as such. */
function siteDataInPage(): { manifest: ResolvedSiteManifest; widgets: WidgetIndex } | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(siteDataElementId)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as { manifest?: ResolvedSiteManifest; widgets?: WidgetIndex };
    const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
    return isObject(data.manifest) && isObject(data.widgets) && isObject(data.manifest!.routes)
      ? { manifest: data.manifest!, widgets: data.widgets! }
      : undefined;
  } catch {
    return undefined; // a page cut short: fetch instead
  }
}
