/**
 * The portal's Node host as a Hono app: the site manifest (and `/site-assets/`) of the request's
 * school, `/api` to the backend (a school's server or the in-process sandbox), and the built app with
 * SPA routing.
 * Listening is main.ts's job, so tests drive it with `app.fetch`.
 */
import { join } from 'node:path';
import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { formatProblem } from '../shared/manifestProblems.ts';
import { createApiProxy, backendUnavailable } from './apiProxy.ts';
import { assetBaseRewrites, assetOriginOf, hashedAssetHeaders } from './assetBase.ts';
import { BackendTimeout, backendTimedOut, DEFAULT_API_TIMEOUT_MS, exchangeWithin } from './backendDeadline.ts';
import { createConnectionOf, socketAddressOf, type ClientConnection, type ConnectionOf } from './clientConnection.ts';
import { refuseCrossSiteRequests } from './crossSiteRequests.ts';
import { compressedAnswer, createVersionedAnswers } from './contentEncoding.ts';
import { noCache, strongEtag } from './httpCaching.ts';
import { isValidSiteId } from './manifest/siteId.ts';
import { siteSchema } from './manifest/manifestSchemas.ts';
import { loadWidgetCatalog } from './manifest/widgetCatalog.ts';
import { createOperatorApi } from './operator/createOperatorApi.ts';
import type { Operator } from './operator/operators.ts';
import type { PreviewUser } from './operator/previews.ts';
import { backendPagesOf, withProxiedAnswerHeaders } from './proxiedAnswerHeaders.ts';
import { apiOriginsOf, consoleContentSecurityPolicyFor, contentSecurityPolicyFor, withNoSniff } from './securityHeaders.ts';
import { createSitePage } from './sitePage.ts';
import { webAppManifestOf, webAppManifestPath } from './webAppManifest.ts';
import { createSiteStore, type SiteStore } from './siteStore.ts';
import { createFilesOperatorStore } from './store/filesOperatorStore.ts';
import { createFilesSiteSource } from './store/filesSiteSource.ts';
import type { OperatorStore } from './store/operatorStore.ts';
import type { SiteSource } from './store/siteSource.ts';
import { siteHostMap, siteIdForHost } from './siteSelection.ts';
import { createStaticFiles } from './staticFiles.ts';

/**
 * The login pages of a school whose manifest cannot be read (it never was valid): the schema's defaults,
 * so its users still reach a login form, not a download of it, while the portal shows its error page.
 */
const LOGIN_DEFAULTS = Object.fromEntries(
  Object.entries((siteSchema.$defs as { Login: { properties: Record<string, { default?: unknown }> } }).Login.properties).flatMap(([name, field]) =>
    typeof field.default === 'string' ? [[name, field.default]] : [],
  ),
) as { path: string; logoutPath?: string; corpPath?: string };

export interface HostOptions {
  /** Folder of `<siteId>.json` manifests (outside the build in production); not read when `store` is given. */
  sitesDir: string;
  /**
   * Where manifests, site assets and the operator console's data live when not in files: the PostgreSQL
   * store several hosts share (store/postgres/). The caller opens and closes it.
   */
  store?: { sites: SiteSource; operator: OperatorStore };
  /** vite's build output. */
  distDir: string;
  /** The site of requests whose host is not in `sitesByHost`; `demo` when absent. */
  defaultSite?: string;
  /** Host name (no port) → site id, e.g. `{ 'hill.localhost': 'hill-university' }`. */
  sitesByHost?: Record<string, string>;
  /** A school's backend, e.g. `https://school.example/api`; `/api/x` is forwarded to `<apiTarget>/x`. */
  apiTarget?: string;
  /**
   * The in-process backend (the sandbox), used when `apiTarget` is not set. Receives the request unchanged, `/api` prefix
   * included, and who the client is (the sandbox's login limits count the address, its cookies get Secure over https).
   */
  api?: (request: Request, connection: ClientConnection) => Response | Promise<Response>;
  /** How long either backend may keep the host waiting (`API_TIMEOUT_MS`, backendDeadline.ts); 30 s when absent. */
  apiTimeoutMs?: number;
  /** Where the widgets' `widget.json` files are; the repository's `widgets/` by default. */
  widgetsDir?: string;
  log?: (line: string) => void;
  /** Who may use the operator console (`loadOperators`); absent or empty: the console is off and says how to turn it on. */
  operators?: Operator[];
  /** History and audit log of the operator console (`OPERATOR_DATA_DIR`); `.data/operator` under the working folder when absent. */
  operatorDataDir?: string;
  /** Users an operator can preview a draft as (role → name and permission map); `anonymous` is always offered. */
  previewRoles?: Record<string, PreviewUser>;
  /** Who the client is and which origin it sees (clientConnection.ts); trusts no proxy when absent. */
  connectionOf?: ConnectionOf;
  /**
   * ASSET_BASE_URL (assetBase.ts), e.g. `https://cdn.example.edu/portal`, already checked: the pages load the
   * build's hashed files from `<assetBaseUrl>/assets/…` and their CSP allows its origin. The host still serves
   * `/assets/*` (the CDN pulls from it). Absent: everything from the host itself.
   */
  assetBaseUrl?: string;
}

export interface Host {
  app: Hono<{ Bindings: HttpBindings }>;
  sites: SiteStore;
  /** Stops watching the sites folder. The caller closes its server and sandbox. */
  close(): void;
}

const jsonNoCache = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': noCache };

/**
 * Creates the host. Never throws over a manifest: a broken or missing site is logged here and served
 * to the browser as a 503 with its problems. (A broken widget.json or a malformed `apiTarget` do throw:
 * those are the developer's and the deployer's to fix before anything can be served.)
 */
export function createHost(options: HostOptions): Host {
  const log = options.log ?? ((line: string) => console.log(line));
  const defaultSite = options.defaultSite ?? 'demo';
  const sitesByHost = siteHostMap(options.sitesByHost);
  const catalog = loadWidgetCatalog(options.widgetsDir);
  const source = options.store?.sites ?? createFilesSiteSource(options.sitesDir, log);
  const sites = createSiteStore({ source, catalog, log });
  const files = createStaticFiles(options.distDir, {
    hashedPrefix: '/assets/',
    hashedHeaders: hashedAssetHeaders,
    rewrites: assetBaseRewrites(options.assetBaseUrl),
  });
  const assetOrigin = assetOriginOf(options.assetBaseUrl);
  const connectionOf = options.connectionOf ?? createConnectionOf();
  const apiTimeoutMs = options.apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS;
  const proxy = options.apiTarget ? createApiProxy({ target: options.apiTarget, timeoutMs: apiTimeoutMs, log }) : undefined;

  // Check every configured site now, so its problems are in the log before the first visitor comes.
  const configured = new Map<string, string>([
    [defaultSite, 'the default site'],
    ...[...sitesByHost].map(([host, siteId]): [string, string] => [siteId, `the site of host "${host}"`]),
  ]);
  for (const [siteId, role] of configured) {
    const entry = sites.get(siteId); // the store logs a valid id's problems itself
    if (!isValidSiteId(siteId)) log(`${role} is refused:\n  ${entry.problems.map((p) => formatProblem(p)).join('\n  ')}`);
  }

  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use(async (c, next) => {
    await next();
    const res = withNoSniff(c.res);
    if (res !== c.res) c.res = res;
  });
  app.onError((error, c) => {
    log(`${c.req.method} ${new URL(c.req.url).pathname} failed: ${error.stack ?? error.message}`);
    return c.text('Internal Server Error', 500);
  });
  app.notFound((c) => c.text('Not Found', 404));

  // The manifest and the web app manifest: bodies the host makes, compressed once per version.
  const versionedAnswer = createVersionedAnswers();
  const siteOf = (request: Request) => siteIdForHost(request.headers.get('host') ?? new URL(request.url).host, sitesByHost, defaultSite);

  // The manifest of this request's site. There is deliberately no /_site/:siteId/… route.
  app.get('/_site/manifest.json', (c) => {
    const siteId = siteOf(c.req.raw);
    const entry = sites.get(siteId); // an invalid id is answered inside, before any file access
    if (!isValidSiteId(siteId))
      return new Response(JSON.stringify({ error: 'invalid-site-id', problems: entry.problems }), { status: 400, headers: jsonNoCache });
    if (!entry.body || !entry.etag) {
      return new Response(JSON.stringify({ error: 'invalid-manifest', siteId, problems: entry.problems }), { status: 503, headers: jsonNoCache });
    }
    // Compressed once per version; each encoding has its own ETag.
    return versionedAnswer(c.req.raw, { etag: entry.etag, body: entry.body }, { ...jsonNoCache, Vary: 'Accept-Encoding' });
  });
  app.all('/_site/*', (c) => c.json({ error: 'not-found' }, 404));

  // The school's web app manifest: its name and icon on a phone's home screen.
  app.get(webAppManifestPath, (c) => {
    const manifest = sites.get(siteOf(c.req.raw)).manifest;
    if (!manifest) return c.json({ error: 'not-found' }, 404);
    const body = JSON.stringify(webAppManifestOf(manifest));
    return versionedAnswer(
      c.req.raw,
      { etag: strongEtag(body), body },
      { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': noCache, Vary: 'Accept-Encoding' },
    );
  });

  // The operator console: its API, then its page (a vite entry of its own, dist/operator/index.html).
  app.route(
    '/_operator/api',
    createOperatorApi({
      operators: options.operators,
      // Files are opened only for a console that is on: the data folder is checked then, not before.
      store:
        options.store?.operator ??
        (options.operators?.length
          ? createFilesOperatorStore({
              sitesDir: options.sitesDir,
              dataDir: options.operatorDataDir ?? join(process.cwd(), '.data', 'operator'),
              now: () => Date.now(),
              log,
            })
          : undefined),
      source,
      catalog,
      sites,
      ...(options.previewRoles ? { roles: options.previewRoles } : {}),
      connectionOf,
      log,
    }),
  );
  const consolePage = async (request: Request) => {
    const served = await files.serve('/operator/index.html', request);
    if (served && served !== 'refused') {
      // The console's own policy replaces the portal page's that static files give every HTML page.
      served.headers.set('Content-Security-Policy', consoleContentSecurityPolicyFor(assetOrigin));
      return served;
    }
    return new Response('The operator console is not built: run npm run build\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  };
  app.get('/_operator', (c) => consolePage(c.req.raw));
  app.get('/_operator/*', (c) => consolePage(c.req.raw));

  // A manifest's own files (`"logo": "/site-assets/logo.svg"` → sites/<siteId>/logo.svg, or the
  // database's copy), again only of this request's site; sandboxed by the source (siteSource.ts).
  app.get('/site-assets/*', async (c) => {
    const siteId = siteOf(c.req.raw);
    if (!isValidSiteId(siteId)) return c.text('Not Found', 404);
    const served = await source.serveAsset(siteId, new URL(c.req.url).pathname.slice('/site-assets'.length), c.req.raw);
    if (served === 'refused') return c.text('Bad Request', 400);
    return served ?? c.text('Not Found', 404);
  });

  // another site's page cannot use the visitor's cookies on the API, whatever the backend.
  app.use('/api/*', refuseCrossSiteRequests(connectionOf, log));

  const toBackend = async (request: Request, clientAddress: string | undefined): Promise<Response> => {
    const inProcess = async (): Promise<Response> => {
      if (!options.api) {
        log('API: no API_TARGET and no in-process backend; answering 502');
        return Response.json(backendUnavailable, { status: 502 });
      }
      const api = options.api;
      const described = `${request.method} ${new URL(request.url).pathname}`;
      try {
        // held to the proxy's bound on the time to answer (backendDeadline.ts).
        return await exchangeWithin(
          request,
          apiTimeoutMs,
          (sent) => api(sent, connectionOf(request, clientAddress)),
          (stall) => log(`API: the in-process backend's answer to ${described} cut: ${stall.message}`),
        );
      } catch (error) {
        if (error instanceof BackendTimeout) {
          log(`API: the in-process backend timed out on ${described}: ${error.message}`);
          return Response.json(backendTimedOut, { status: 504 });
        }
        log(`API: the in-process backend failed on ${described}: ${(error as Error).stack ?? String(error)}`);
        return Response.json(backendUnavailable, { status: 502 });
      }
    };
    const answer = proxy ? await proxy(request, clientAddress, connectionOf(request, clientAddress)) : await inProcess();
    // one policy of headers for whatever either backend answers (proxiedAnswerHeaders.ts).
    const guarded = withProxiedAnswerHeaders(answer, request, () => backendPagesOf(sites.get(siteOf(request)).manifest?.login ?? LOGIN_DEFAULTS));
    // JSON answers travel compressed, whichever backend made them.
    return compressedAnswer(guarded, request.headers.get('accept-encoding'));
  };
  // `/api/*` matches `/api` itself too. c.env is absent under app.fetch (tests), present under @hono/node-server.
  app.all('/api/*', (c) => toBackend(c.req.raw, socketAddressOf(c)));
  // Spec §7: attachments (`/site/attach?file=all/…`) are the school backend's files, not the portal's
  // static ones; behind API_TARGET they are read from `<target>/site/attach`.
  app.get('/site/attach', (c) => toBackend(c.req.raw, socketAddressOf(c)));

  // A school whose manifest sends API calls straight to its own server (an absolute https `api.base` or
  // override) gets that origin in the page's connect-src; otherwise the browser would block the calls.
  const withSitePolicy = (response: Response, request: Request): Response => {
    if (!response.headers.get('Content-Type')?.startsWith('text/html')) return response;
    const manifest = sites.get(siteOf(request)).manifest; // the version the page will load: the last good one
    const origins = manifest ? apiOriginsOf(manifest.api) : [];
    if (origins.length || assetOrigin) response.headers.set('Content-Security-Policy', contentSecurityPolicyFor(origins, assetOrigin));
    return response;
  };

  // The app's page with its site's manifest in it; the plain build's page for a site that has none valid.
  const sitePage = createSitePage(options.distDir, options.assetBaseUrl);
  const appPage = async (request: Request) => (await sitePage.serve(request, sites.get(siteOf(request)))) ?? files.index(request);

  // Runs only for what reaches the catch-all below (every earlier route answers without calling next).
  app.get('*', async (c, next) => {
    await next();
    withSitePolicy(c.res, c.req.raw);
  });
  // Hono answers HEAD with the GET route, body dropped.
  app.get('*', async (c) => {
    const rawPath = new URL(c.req.url).pathname;
    if (rawPath === '/') return appPage(c.req.raw);
    // Spec §9: the static base is /site/ as well as /static/ (a school's image prefix may use either).
    if (rawPath.startsWith('/site/')) {
      const aliased = await files.serve(`/static/${rawPath.slice('/site/'.length)}`, c.req.raw);
      if (aliased === 'refused') return c.text('Bad Request', 400);
      if (aliased) return aliased;
    }
    const served = await files.serve(rawPath, c.req.raw);
    if (served === 'refused') return c.text('Bad Request', 400);
    if (served) return served;
    if (wantsAppPage(rawPath, c.req.header('accept'))) return appPage(c.req.raw);
    return c.text('Not Found', 404);
  });

  return {
    app,
    sites,
    close: () => {
      sites.close();
      // A store the caller gave is the caller's to close; the folder this host opened is its own.
      if (!options.store) source.close();
    },
  };
}

/**
 * Whether a GET for a path that is no file is a client-side route (history routing: `/news/index`)
 * rather than a missing file. A missing hashed asset must 404, or a stale page would run HTML as script.
 */
function wantsAppPage(rawPath: string, accept: string | undefined): boolean {
  if (rawPath.startsWith('/assets/')) return false;
  if (accept?.includes('text/html')) return true;
  const lastSegment = rawPath.slice(rawPath.lastIndexOf('/') + 1);
  return (!accept || accept.includes('*/*')) && !lastSegment.includes('.');
}
