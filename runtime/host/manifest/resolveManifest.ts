/**
 * Authored manifest → resolved manifest: follow `extends`, merge, apply the schema's defaults (the one
 * place they are applied), check everything against the widgets, and compute the route table.
 * Every problem is collected, none stops the others from being found: a part the
 * schema refuses is reported and left out, and the rest is still checked against the widgets.
 */
import type { SiteManifest, App, Route } from '../../shared/generated/siteManifest.ts';
import type { ResolvedSiteManifest, ResolvedApp, ResolvedRoute } from '../../shared/generated/resolvedSiteManifest.ts';
import type { WidgetMeta } from '../../shared/generated/widgetMeta.ts';
import {
  isError,
  limitProblems,
  type ManifestProblem,
  type ProblemParams,
  suggest,
  suggestionBudget,
  type SuggestionBudget,
} from '../../shared/manifestProblems.ts';
import { apiAddressOf } from '../securityHeaders.ts';
import { appReferencesIn, type AppReference } from './appReferences.ts';
import { applyDefaults, escapePointer, propsValidator, schemaProblems, siteSchema, validateAuthored, validateResolvedShape } from './manifestSchemas.ts';
import { overCapErrors } from './overCapLists.ts';
import { parseManifestJson } from './parseJson.ts';
import { isRefused, pruneRefused } from './pruneRefused.ts';
import { isValidSiteId } from './siteId.ts';
import { apiKeysOf, type WidgetCatalog } from './widgetCatalog.ts';
import renamedApiKeys from '../../shared/renamedApiKeys.json' with { type: 'json' };
import renamedWidgets from '../../shared/renamedWidgets.json' with { type: 'json' };

/** Reads the text of a site's manifest file, or undefined when there is none. */
export type ReadSite = (siteId: string) => string | undefined;

export interface ResolveResult {
  /** Present only when no problem is an error (warnings do not stop a manifest: see `severityOf`). */
  manifest?: ResolvedSiteManifest;
  /** Errors and warnings, in the order found; at most `maxListedProblems` of them, then a `more-problems` for the rest. */
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

  // 1. Follow extends, child first. Each file is checked on its own, so errors point into it. A file that
  //    breaks its schema is checked further all the same: the refused parts are taken out (pruneRefused)
  //    and skipped by the checks below. Only a chain that cannot be completed stops here: a file missing,
  //    not JSON or with a prototype key, a cycle, an `extends` refused (the rest would be judged without its base).
  const refused = new Set<string>();
  let complete = true;
  let current: string | undefined = siteId;
  let referrer: string | undefined;
  while (current !== undefined) {
    if (!isValidSiteId(current)) {
      problems.push(
        referrer
          ? { code: 'schema', file: fileOf(referrer), path: '/extends', params: { message: `"${current}" is not a valid site id`, keyword: 'pattern' } }
          : { code: 'invalid-site-id', file: String(current).slice(0, 80), path: '', params: { siteId: String(current).slice(0, 80) } },
      );
      complete = false;
      break;
    }
    if (chain.includes(current)) {
      problems.push({ code: 'extends-cycle', file: fileOf(referrer!), path: '/extends', params: { chain: [...chain, current] } });
      complete = false;
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
      complete = false;
      break;
    }
    const parsed = parseManifestJson(text, fileOf(current));
    // Loops, not push(...list): a list as long as a body's entries overflows the call stack as arguments.
    for (const problem of parsed.problems) problems.push(problem);
    // A repeated key leaves a usable value (JSON keeps the last one); a prototype key is never merged into anything.
    if (!parsed.ok || parsed.problems.some((problem) => problem.code !== 'duplicate-key')) {
      complete = false;
      break;
    }
    const manifest = parsed.value as SiteManifest;
    // A list or map longer than the schema allows is refused whole, before the validator walks its entries.
    const overCap = overCapErrors(siteSchema, manifest);
    pruneRefused(manifest, overCap);
    const errors = validateAuthored(manifest) ? overCap : [...overCap, ...(validateAuthored.errors ?? [])];
    if (errors.length) {
      for (const problem of schemaProblems(errors, fileOf(current))) problems.push(problem);
      const parts = new Set(pruneRefused(manifest, errors));
      for (const part of parts) refused.add(part);
      if (isRefused(parts, '/extends')) {
        complete = false; // also when the document itself was refused ('')
        break;
      }
    }
    if (typeof manifest.id === 'string' && manifest.id !== current) {
      problems.push({ code: 'id-mismatch', file: fileOf(current), path: '/id', params: { id: manifest.id, expected: current } });
    }
    layers.push({ siteId: current, manifest });
    referrer = current;
    current = manifest.extends;
  }
  if (!complete) return { problems: limitProblems(problems), chain };

  // 2. Merge base first, then defaults.
  const merged = layers.reduceRight<Record<string, unknown>>((base, layer) => mergeManifests(base, layer.manifest as unknown as Record<string, unknown>), {});
  merged.id = siteId;
  keepShortTitleWithTitle(merged, layers);
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
  const budget = suggestionBudget();
  const near = (word: string, candidates: Iterable<string>) => suggest(word, candidates, budget);
  const appKeys = Object.keys(authored.apps);

  // 3. Apps: widget known, props valid, category known; only enabled, offered apps are resolved.
  /** An app of the manifest, or one whose entry the schema refused (reported already: naming it is no second mistake). */
  const isApp = (key: string) => Object.hasOwn(authored.apps, key) || isRefused(refused, `/apps/${escapePointer(key)}`);
  const hidden = new Set(authored.hidden.filter((key) => typeof key === 'string'));
  for (const [index, key] of authored.hidden.entries()) {
    if (typeof key !== 'string' || isRefused(refused, `/hidden/${index}`)) continue;
    if (!isApp(key)) report({ code: 'unknown-app', path: `/hidden/${index}`, params: { app: key, suggestion: near(key, appKeys) } });
  }
  const apps: Record<string, ResolvedApp> = {};
  const widgetOfApp = new Map<string, WidgetMeta>();
  const offStates = new Map<string, Array<{ app: string; state: 'disabled' | 'hidden' }>>();
  /** The apps switched off or hidden, with which (an app both off and hidden counts as off). */
  const offApps = new Map<string, 'disabled' | 'hidden'>();
  const appLogin = new Map<string, boolean>();
  /** Apps named in the props of resolved apps (`featured`…), checked once every app's state is known. */
  const propReferences: Array<AppReference & { referrer: string; pointer: string }> = [];
  for (const [key, app] of Object.entries(authored.apps) as Array<
    [string, App & { enabled: boolean; visible: boolean; order: number; login: boolean; props: object }]
  >) {
    const path = `/apps/${escapePointer(key)}`;
    if (isRefused(refused, `${path}/widget`)) continue; // the app or its widget was refused: nothing to check it against
    if (!app.widget) {
      report({ code: 'app-without-widget', path, params: { app: key } });
      continue;
    }
    const widget = catalog.get(app.widget);
    if (!widget) {
      const renamed =
        Object.hasOwn(renamedWidgets, app.widget) && !app.widget.startsWith('$') ? renamedWidgets[app.widget as keyof typeof renamedWidgets] : undefined;
      if (renamed && typeof renamed === 'object')
        report({ code: 'renamed-widget', path: `${path}/widget`, params: { widget: app.widget, renamed: renamed.widget } });
      else report({ code: 'unknown-widget', path: `${path}/widget`, params: { widget: app.widget, suggestion: near(app.widget, catalog.keys()) } });
      continue;
    }
    const state = !app.enabled ? 'disabled' : hidden.has(key) ? 'hidden' : undefined;
    if (state) {
      const off = offStates.get(widget.id);
      if (off) off.push({ app: key, state });
      else offStates.set(widget.id, [{ app: key, state }]);
      offApps.set(key, state);
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
    // A widget whose props name a variant (health-report's report types): an app is the variant its props
    // name, else the one its key names, so a school may give the app a key of its own.
    const variants = widget.variants ?? [];
    const declared = (widget.props as { properties?: Record<string, unknown> }).properties ?? {};
    if (variants.length > 0 && Object.hasOwn(declared, 'variant')) {
      const variant = (props as { variant?: unknown }).variant ?? key;
      if (typeof variant === 'string' && !variants.includes(variant))
        report({ code: 'variant-needed', path: `${path}/props`, params: { app: key, widget: widget.id, variant, variants } });
    }
    for (const reference of appReferencesIn(app.props, widget.props))
      propReferences.push({ ...reference, referrer: key, pointer: `${path}/props${reference.path}` });
    const category = app.category ?? widget.category;
    const categoryRefused = isRefused(refused, `${path}/category`) || isRefused(refused, `/categories/${escapePointer(category)}`);
    if (!Object.hasOwn(authored.categories, category) && !categoryRefused) {
      report({
        code: 'unknown-category',
        path: app.category ? `${path}/category` : path,
        params: { category, app: key, suggestion: near(category, Object.keys(authored.categories)) },
      });
    }
    const pages = Object.keys(widget.pages);
    if (app.entry && !pages.includes(app.entry)) {
      report({ code: 'unknown-page', path: `${path}/entry`, params: { widget: widget.id, page: app.entry, pages, suggestion: near(app.entry, pages) } });
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
  for (const { app, referrer, prop, pointer } of propReferences) {
    if (!isApp(app)) report({ code: 'unknown-app', path: pointer, params: { app, suggestion: near(app, appKeys) } });
    const state = offApps.get(app);
    if (state) report({ code: 'off-app-referenced', path: pointer, params: { app, state, referrer, prop } });
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
    if (['app', 'widget', 'page'].some((field) => isRefused(refused, `${path}/${field}`))) continue; // refused above
    let widget: WidgetMeta | undefined;
    if (route.app) {
      if (!isApp(route.app)) {
        report({ code: 'unknown-app', path: `${path}/app`, params: { app: route.app, suggestion: near(route.app, appKeys) } });
        continue;
      }
      widget = widgetOfApp.get(route.app);
      if (!widget) {
        // The app is off (or broken, reported above): the route is not reachable. Off may be on purpose, so
        // the portal still starts (a warning), but the operator learns the route now leads to "page not found".
        const state = offApps.get(route.app);
        if (state) report({ code: 'off-app-referenced', path: `${path}/app`, params: { app: route.app, state, route: routePath } });
        continue;
      }
    } else if (route.widget) {
      widget = catalog.get(route.widget);
      if (!widget) {
        report({ code: 'unknown-widget', path: `${path}/widget`, params: { widget: route.widget, suggestion: near(route.widget, catalog.keys()) } });
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
      report({ code: 'unknown-page', path: `${path}/page`, params: { widget: widget.id, page: route.page, pages, suggestion: near(route.page, pages) } });
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
      : report({ code: 'unknown-api-key', path, params: { key, suggestion: near(key, apiKeys.keys()) } });
  for (const key of Object.keys(authored.api.overrides ?? {})) {
    if (!apiKeys.has(key)) unknownKey(key, `/api/overrides/${escapePointer(key)}`);
  }
  // An address the page's CSP cannot allow would show users a bare network error: refused here instead.
  // https origins are fine: the host adds them to the page's connect-src (securityHeaders.ts).
  const addresses: Array<[string, string | undefined]> = [
    ['/api/base', authored.api.base],
    ...Object.entries(authored.api.overrides ?? {}).map(([key, url]): [string, string] => [`/api/overrides/${escapePointer(key)}`, url]),
  ];
  for (const [path, url] of addresses) {
    const where = url === undefined ? undefined : apiAddressOf(url);
    if (where?.kind === 'blocked')
      report({ code: 'api-origin-blocked', path, params: { url: url!, reason: where.reason, ...(where.origin ? { origin: where.origin } : {}) } });
  }

  const feedbackApi = (authored as { networkError?: { feedbackApi?: string } }).networkError?.feedbackApi;
  if (feedbackApi && !apiKeys.has(feedbackApi)) unknownKey(feedbackApi, '/networkError/feedbackApi');

  // A home served by an app or route the schema refused is not missing: that part was reported instead.
  const homeRefused = (home: string) =>
    ['app', 'widget', 'page'].some((field) => isRefused(refused, `/routes/${escapePointer(home)}/${field}`)) ||
    isRefused(refused, `/apps/${escapePointer(authored.routes[home]?.app ?? home.split('/')[0]!)}/widget`);
  if (authored.home && !(authored.home in routes) && !homeRefused(authored.home))
    report({ code: 'missing-home', path: '/home', params: { home: authored.home } });

  // 6. Labels replace texts by key. A warning, not an error: a label that names no text harms nothing (the
  //    widget's own text shows) but does nothing, and a widget that renames a key must not take a school offline.
  if (catalog.textKeys) {
    for (const [language, labels] of Object.entries(authored.labels ?? {})) {
      for (const label of Object.keys(labels ?? {})) {
        const params = unknownLabel(label, catalog.textKeys, budget);
        if (params) report({ code: 'unknown-label', path: `/labels/${language}/${escapePointer(label)}`, params });
      }
    }
  }

  // 7. Two tiles alike in one category of the directory: users cannot tell them apart.
  const available = authored.languages?.available ?? ['zh', 'en', 'tw'];
  const tiles = new Map<string, string[]>();
  for (const [key, app] of Object.entries(apps)) {
    const path = `/apps/${escapePointer(key)}`;
    if (!app.visible || isRefused(refused, `${path}/title`) || isRefused(refused, `${path}/icon`)) continue;
    const group = JSON.stringify([app.category, app.icon]);
    for (const other of tiles.get(group) ?? []) {
      const language = available.find((lang) => titleIn(apps[other]!.title, lang) === titleIn(app.title, lang));
      if (language === undefined) continue;
      report({
        code: 'duplicate-tile',
        path,
        params: { category: app.category, first: other, second: key, title: titleIn(app.title, language), icon: app.icon },
      });
      break;
    }
    const alike = tiles.get(group);
    if (alike) alike.push(key);
    else tiles.set(group, [key]);
  }

  const { hidden: _hidden, routes: _routes, apps: _apps, ...rest } = authored;
  const resolved = {
    ...rest,
    // Without a name the schema reports "name"; the id stands in for the title so that is the one problem shown.
    branding: { ...authored.branding, title: authored.branding?.title ?? authored.name ?? { zh: siteId } },
    apps,
    routes,
  } as ResolvedSiteManifest;
  // With parts refused above, the resolved shape lacks them: that would be the same problem said twice.
  if (!refused.size && !validateResolvedShape(resolved))
    for (const problem of schemaProblems(validateResolvedShape.errors, fileOf(siteId))) problems.push(problem);
  return problems.some(isError) ? { problems: limitProblems(problems), chain } : { manifest: resolved, problems: limitProblems(problems), chain };
}

/** What is wrong with a label (`namespace:key`, the schema's form) that names no text, with the nearest label that does; undefined when it names one. */
function unknownLabel(label: string, textKeys: ReadonlyMap<string, ReadonlySet<string>>, budget: SuggestionBudget): ProblemParams['unknown-label'] | undefined {
  const colon = label.indexOf(':');
  const namespace = label.slice(0, colon);
  const key = label.slice(colon + 1);
  const known = textKeys.get(namespace);
  if (known && hasText(known, key)) return undefined;
  const near = known ? namespace : suggest(namespace, textKeys.keys(), budget);
  const nearKeys = near === undefined ? undefined : textKeys.get(near);
  const nearKey = nearKeys && (hasText(nearKeys, key) ? key : suggest(key, nearKeys, budget));
  return { label, namespace, key, namespaceKnown: known !== undefined, ...(nearKey !== undefined ? { suggestion: `${near}:${nearKey}` } : {}) };
}

/** i18next's plural forms: a label `ns:list.count` replaces the text `list.count_one`/`_other` too. */
const pluralSuffixes = ['zero', 'one', 'two', 'few', 'many', 'other'];
const hasText = (keys: ReadonlySet<string>, key: string) => keys.has(key) || pluralSuffixes.some((suffix) => keys.has(`${key}_${suffix}`));

/** A manifest text in a language, as the portal shows it (zh where the language is missing). */
const titleIn = (text: { zh: string; en?: string; tw?: string }, language: string) => text[language as 'zh' | 'en' | 'tw'] ?? text.zh;

/**
 * A short title belongs to the title it shortens: a school that words its own title without a short one
 * must not show the base school's short title (示范大学) on phones. The nearest file that sets either one
 * decides both.
 */
function keepShortTitleWithTitle(merged: Record<string, unknown>, layers: Array<{ manifest: SiteManifest }>): void {
  const decider = layers.find(({ manifest }) => manifest.branding?.title !== undefined || manifest.branding?.shortTitle !== undefined);
  const branding = merged.branding as { shortTitle?: unknown } | undefined;
  if (branding && decider && decider.manifest.branding?.shortTitle === undefined) delete branding.shortTitle;
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
