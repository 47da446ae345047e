/**
 * Authored manifest → resolved manifest: follow `extends`, merge, apply the schema's defaults (the one
 * place they are applied), check everything against the widgets, and compute the route table.
 * Every problem is collected, none stops the others from being found.
 */
import type { SiteManifest, App, Route } from '../../shared/generated/siteManifest.ts';
import type { ResolvedSiteManifest, ResolvedApp, ResolvedRoute } from '../../shared/generated/resolvedSiteManifest.ts';
import type { WidgetMeta } from '../../shared/generated/widgetMeta.ts';
import { type ManifestProblem, suggest } from '../../shared/manifestProblems.ts';
import { applyDefaults, escapePointer, propsValidator, schemaProblems, validateAuthored, validateResolvedShape } from './manifestSchemas.ts';
import { parseManifestJson } from './parseJson.ts';
import { isValidSiteId } from './siteId.ts';
import { apiKeysOf, type WidgetCatalog } from './widgetCatalog.ts';
import renamedApiKeys from '../../shared/renamedApiKeys.json' with { type: 'json' };

/** Reads the text of a site's manifest file, or undefined when there is none. */
export type ReadSite = (siteId: string) => string | undefined;

export interface ResolveResult {
  /** Present only when there are no problems. */
  manifest?: ResolvedSiteManifest;
  problems: ManifestProblem[];
  /** The site ids whose files were read, child first (to watch them for changes). */
  chain: string[];
}

/**
 * @param fileOf how problems name a site's file (the CLI passes the real path; the host `sites/<id>.json`).
 */
export function resolveManifest(
  siteId: string,
  readSite: ReadSite,
  catalog: WidgetCatalog,
  fileOf: (siteId: string) => string = (id) => `sites/${id}.json`,
): ResolveResult {
  const problems: ManifestProblem[] = [];
  const layers: Array<{ siteId: string; manifest: SiteManifest }> = [];
  const chain: string[] = [];

  // 1. Follow extends, child first. Each file is checked on its own, so errors point into it.
  let current: string | undefined = siteId;
  let referrer: string | undefined;
  while (current !== undefined) {
    if (!isValidSiteId(current)) {
      problems.push(
        referrer
          ? { code: 'schema', file: fileOf(referrer), path: '/extends', params: { message: `"${current}" is not a valid site id`, keyword: 'pattern' } }
          : { code: 'invalid-site-id', file: String(current).slice(0, 80), path: '', params: { siteId: String(current).slice(0, 80) } },
      );
      break;
    }
    if (chain.includes(current)) {
      problems.push({ code: 'extends-cycle', file: fileOf(referrer!), path: '/extends', params: { chain: [...chain, current] } });
      break;
    }
    chain.push(current);
    const text = readSite(current);
    if (text === undefined) {
      problems.push(
        referrer
          ? { code: 'extends-missing', file: fileOf(referrer), path: '/extends', params: { siteId: current } }
          : { code: 'file-missing', file: fileOf(current), path: '', params: { siteId: current } },
      );
      break;
    }
    const parsed = parseManifestJson(text, fileOf(current));
    problems.push(...parsed.problems);
    if (!parsed.ok || parsed.problems.length) break;
    if (!validateAuthored(parsed.value)) {
      problems.push(...schemaProblems(validateAuthored.errors, fileOf(current)));
      break;
    }
    const manifest = parsed.value as SiteManifest;
    if (manifest.id !== current) {
      problems.push({ code: 'id-mismatch', file: fileOf(current), path: '/id', params: { id: manifest.id, expected: current } });
    }
    layers.push({ siteId: current, manifest });
    referrer = current;
    current = manifest.extends;
  }
  if (problems.length) return { problems, chain };

  // 2. Merge base first, then defaults.
  const merged = layers.reduceRight<Record<string, unknown>>((base, layer) => mergeManifests(base, layer.manifest as unknown as Record<string, unknown>), {});
  merged.id = siteId;
  delete merged.extends;
  delete merged.$schema;
  const authored = applyDefaults(merged) as unknown as SiteManifest & Required<Pick<SiteManifest, 'apps' | 'routes' | 'hidden' | 'categories' | 'api'>>;

  // A problem found in the merged manifest belongs to the nearest file that wrote that path.
  const locate = (path: string) => {
    const segments = path
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    for (const layer of layers) {
      let node: unknown = layer.manifest;
      let found = true;
      for (const segment of segments) {
        if (node && typeof node === 'object' && segment in (node as object)) node = (node as Record<string, unknown>)[segment];
        else {
          found = false;
          break;
        }
      }
      if (found) return fileOf(layer.siteId);
    }
    return fileOf(siteId);
  };
  const report = (problem: Omit<ManifestProblem, 'file'>) => problems.push({ ...problem, file: locate(problem.path) } as ManifestProblem);

  // 3. Apps: widget known, props valid, category known; only enabled, offered apps are resolved.
  const hidden = new Set(authored.hidden);
  for (const [index, key] of authored.hidden.entries()) {
    if (!(key in authored.apps))
      report({ code: 'unknown-app', path: `/hidden/${index}`, params: { app: key, suggestion: suggest(key, Object.keys(authored.apps)) } });
  }
  const apps: Record<string, ResolvedApp> = {};
  const widgetOfApp = new Map<string, WidgetMeta>();
  const offStates = new Map<string, Array<{ app: string; state: 'disabled' | 'hidden' }>>();
  const appLogin = new Map<string, boolean>();
  for (const [key, app] of Object.entries(authored.apps) as Array<
    [string, App & { enabled: boolean; visible: boolean; order: number; login: boolean; props: object }]
  >) {
    const path = `/apps/${escapePointer(key)}`;
    if (!app.widget) {
      report({ code: 'app-without-widget', path, params: { app: key } });
      continue;
    }
    const widget = catalog.get(app.widget);
    if (!widget) {
      report({ code: 'unknown-widget', path: `${path}/widget`, params: { widget: app.widget, suggestion: suggest(app.widget, catalog.keys()) } });
      continue;
    }
    const state = !app.enabled ? 'disabled' : hidden.has(key) ? 'hidden' : undefined;
    if (state) {
      offStates.set(widget.id, [...(offStates.get(widget.id) ?? []), { app: key, state }]);
      continue;
    }
    widgetOfApp.set(key, widget);
    appLogin.set(key, app.login);
    const props = structuredClone(app.props);
    const validateProps = propsValidator(widget.props);
    if (!validateProps(props)) {
      for (const problem of schemaProblems(validateProps.errors, '', `${path}/props`)) {
        if (problem.code === 'schema')
          report({ code: 'invalid-props', path: problem.path, params: { widget: widget.id, message: problem.params.message, detail: problem.params } });
      }
    }
    const category = app.category ?? widget.category;
    if (!(category in authored.categories)) {
      report({
        code: 'unknown-category',
        path: app.category ? `${path}/category` : path,
        params: { category, app: key, suggestion: suggest(category, Object.keys(authored.categories)) },
      });
    }
    const pages = Object.keys(widget.pages);
    if (app.entry && !pages.includes(app.entry)) {
      report({ code: 'unknown-page', path: `${path}/entry`, params: { widget: widget.id, page: app.entry, pages, suggestion: suggest(app.entry, pages) } });
    }
    apps[key] = {
      widget: widget.id,
      visible: app.visible,
      title: app.title ?? widget.title,
      icon: app.icon ?? widget.icon,
      category,
      order: app.order,
      entry: `${key}/${app.entry ?? pages[0]}`,
      ...(app.permission !== undefined && app.permission !== false ? { permission: app.permission } : {}),
      props,
    };
  }

  // 4. Routes: every page of every resolved app at <appKey>/<page>, then the manifest's own entries.
  const routes: Record<string, ResolvedRoute> = {};
  const describe = (r: ResolvedRoute) => (r.app ? `app "${r.app}" page "${r.page}"` : `widget "${r.widget}" page "${r.page}"`);
  for (const [key, widget] of widgetOfApp) {
    for (const [page, facts] of Object.entries(widget.pages)) {
      routes[`${key}/${page}`] = { app: key, widget: widget.id, page, keepAlive: facts.keepAlive ?? false, login: appLogin.get(key) ?? true };
    }
  }
  for (const [routePath, route] of Object.entries(authored.routes) as Array<[string, Route]>) {
    const path = `/routes/${escapePointer(routePath)}`;
    let widget: WidgetMeta | undefined;
    if (route.app) {
      if (!(route.app in authored.apps)) {
        report({ code: 'unknown-app', path: `${path}/app`, params: { app: route.app, suggestion: suggest(route.app, Object.keys(authored.apps)) } });
        continue;
      }
      widget = widgetOfApp.get(route.app);
      if (!widget) continue; // the app is off (or broken, reported above): its routes are not reachable
    } else if (route.widget) {
      widget = catalog.get(route.widget);
      if (!widget) {
        report({ code: 'unknown-widget', path: `${path}/widget`, params: { widget: route.widget, suggestion: suggest(route.widget, catalog.keys()) } });
        continue;
      }
      const off = offStates.get(widget.id);
      if (off?.length) {
        report({ code: 'unreachable-app-route', path, params: { path: routePath, widget: widget.id, apps: off.map((o) => o.app), state: off[0]!.state } });
        continue;
      }
    }
    if (!widget) continue;
    const pages = Object.keys(widget.pages);
    if (!pages.includes(route.page)) {
      report({ code: 'unknown-page', path: `${path}/page`, params: { widget: widget.id, page: route.page, pages, suggestion: suggest(route.page, pages) } });
      continue;
    }
    const resolved: ResolvedRoute = {
      ...(route.app ? { app: route.app } : {}),
      widget: widget.id,
      page: route.page,
      ...(route.title ? { title: route.title } : {}),
      keepAlive: route.keepAlive ?? widget.pages[route.page]!.keepAlive ?? false,
      login: route.login ?? (route.app ? appLogin.get(route.app) : undefined) ?? true,
    };
    const existing = routes[routePath];
    if (existing && (existing.widget !== resolved.widget || existing.page !== resolved.page || existing.app !== resolved.app)) {
      report({ code: 'duplicate-route', path, params: { path: routePath, first: describe(existing), second: describe(resolved) } });
      continue;
    }
    routes[routePath] = resolved;
  }
  // A directory entry opens the app's legacy path when the manifest routes one to the entry page.
  for (const [routePath, route] of Object.entries(routes)) {
    const app = route.app ? apps[route.app] : undefined;
    if (app && app.entry === `${route.app}/${route.page}` && routePath in authored.routes) app.entry = routePath;
  }

  // 5. API overrides name keys some widget calls.
  const apiKeys = apiKeysOf(catalog);
  const unknownKey = (key: string, path: string) =>
    Object.hasOwn(renamedApiKeys, key) && !key.startsWith('$')
      ? report({ code: 'renamed-api-key', path, params: { key, renamed: renamedApiKeys[key as keyof typeof renamedApiKeys] } })
      : report({ code: 'unknown-api-key', path, params: { key, suggestion: suggest(key, apiKeys.keys()) } });
  for (const key of Object.keys(authored.api.overrides ?? {})) {
    if (!apiKeys.has(key)) unknownKey(key, `/api/overrides/${escapePointer(key)}`);
  }

  const feedbackApi = (authored as { networkError?: { feedbackApi?: string } }).networkError?.feedbackApi;
  if (feedbackApi && !apiKeys.has(feedbackApi)) unknownKey(feedbackApi, '/networkError/feedbackApi');

  if (authored.home && !(authored.home in routes)) report({ code: 'missing-home', path: '/home', params: { home: authored.home } });

  const { hidden: _hidden, routes: _routes, apps: _apps, ...rest } = authored;
  const resolved = {
    ...rest,
    // Without a name the schema reports "name"; the id stands in for the title so that is the one problem shown.
    branding: { ...authored.branding, title: authored.branding?.title ?? authored.name ?? { zh: siteId } },
    apps,
    routes,
  } as ResolvedSiteManifest;
  if (!validateResolvedShape(resolved)) problems.push(...schemaProblems(validateResolvedShape.errors, fileOf(siteId)));
  return problems.length ? { problems, chain } : { manifest: resolved, problems, chain };
}

/**
 * Objects merge key by key; arrays, values and texts of the child replace the base's. A text in several
 * languages (`{ zh, en?, tw? }`) is one value: a school that words its title in zh and en must not keep
 * the base school's tw title.
 */
export function mergeManifests(base: Record<string, unknown>, child: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(child)) {
    const prior = out[key];
    out[key] = isPlainObject(prior) && isPlainObject(value) && !isLocalizedText(value) ? mergeManifests(prior, value) : structuredClone(value);
  }
  return out;
}

const isLocalizedText = (value: Record<string, unknown>): boolean =>
  typeof value.zh === 'string' && Object.keys(value).every((key) => key === 'zh' || key === 'en' || key === 'tw');

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
