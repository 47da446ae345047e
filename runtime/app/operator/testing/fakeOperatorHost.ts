/**
 * Test support (Node only): the operator API of runtime/host/operator/API.md answered in memory, as the
 * `fetch` at the edge of the console's component tests. Manifests are checked by the real resolver, so
 * the problems the console shows are the ones `npm run validate` prints. Not the host: no files, no
 * cookies, no scrypt — just the contract's answers.
 */
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS } from '../../../../sandbox/seed/accounts.ts';
import { applyDefaults } from '../../../host/manifest/manifestSchemas.ts';
import { mergeManifests, resolveManifest } from '../../../host/manifest/resolveManifest.ts';
import { loadWidgetCatalog } from '../../../host/manifest/widgetCatalog.ts';
import type { SiteManifest } from '../../../shared/generated/siteManifest.ts';
import { diffJson } from '../../../shared/jsonDiff.ts';
import { isError } from '../../../shared/manifestProblems.ts';
import type { StoredDraft } from '../draftStore.ts';
import type { HistoryEntry, Operator, PreviewRoleEntry } from '../operatorApi.ts';

const catalog = loadWidgetCatalog();

export interface FakeOperator {
  name: string;
  password: string;
  /** Site ids, or `["*"]`. */
  sites: string[];
}

export interface FakeOperatorHostOptions {
  /** false: no operators configured, the console is off. */
  enabled?: boolean;
  operators?: FakeOperator[];
  /** Site id → manifest; the repository's demo, hill-university and lake-college by default. */
  sites?: Record<string, SiteManifest>;
  /** Already signed in as this operator (as after a reload with the session cookie). */
  signedInAs?: string;
  /** The deployment's roles (role id → the user's name), offered after `anonymous`; the sandbox's demo roles by default. */
  previewRoles?: Record<string, string>;
  /** Drafts the host keeps already (saved from another computer). */
  drafts?: Array<{ operator: string; siteId: string; draft: StoredDraft }>;
}

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

type Version = HistoryEntry & { manifest: SiteManifest };

export const howToEnable = {
  zh: '在主机上设置 OPERATOR_NAME 与 OPERATOR_PASSWORD_HASH（npm run operator-password 生成），或 OPERATORS_FILE，然后重启。',
  en: 'Set OPERATOR_NAME and OPERATOR_PASSWORD_HASH (from npm run operator-password), or OPERATORS_FILE, on the host and restart it.',
  tw: '在主機上設定 OPERATOR_NAME 與 OPERATOR_PASSWORD_HASH（npm run operator-password 產生），或 OPERATORS_FILE，然後重新啟動。',
};

/** The sandbox's demo users, one per role, as a host without ROLES_FILE offers them. */
const demoPreviewRoles = Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.role, account.name]));

/** The apps of the demo the console tests name; the others are left out (see {@link repositorySite}). */
const CONSOLE_TEST_APPS = ['home', 'news', 'tjuNews', 'tjuNotice', 'tjuOfficial', 'guide'];

/**
 * A site of sites/ as the console tests see it. The demo keeps gaining an app per widget, and the console
 * draws an editor row per app: in jsdom, forty of them make every keystroke slow without testing anything
 * more. So the demo is cut to the apps the tests name (with the routes to them); the schools extending it
 * lose their entries for the apps cut.
 */
export function repositorySite(id: string): SiteManifest {
  const manifest = JSON.parse(readFileSync(`sites/${id}.json`, 'utf8')) as SiteManifest;
  const kept = (app: string | undefined) => app === undefined || CONSOLE_TEST_APPS.includes(app);
  if (id !== 'demo') {
    // A school extending the demo may hide or retitle an app the cut demo no longer has: those entries go too.
    const inherited = (key: string) => kept(key) || typeof manifest.apps?.[key]?.widget === 'string';
    return {
      ...manifest,
      ...(manifest.apps ? { apps: Object.fromEntries(Object.entries(manifest.apps).filter(([key]) => inherited(key))) } : {}),
      ...(manifest.hidden ? { hidden: manifest.hidden.filter(inherited) } : {}),
    };
  }
  return {
    ...manifest,
    apps: Object.fromEntries(Object.entries(manifest.apps ?? {}).filter(([key]) => kept(key))),
    routes: Object.fromEntries(Object.entries(manifest.routes ?? {}).filter(([, route]) => kept((route as { app?: string }).app))),
  };
}

export function fakeOperatorHost(options: FakeOperatorHostOptions = {}) {
  const operators = options.operators ?? [{ name: 'ops-li', password: 'correct horse', sites: ['demo', 'hill-university'] }];
  const files = new Map<string, SiteManifest>(
    Object.entries(options.sites ?? Object.fromEntries(['demo', 'hill-university', 'lake-college'].map((id) => [id, repositorySite(id)]))),
  );
  const etags = new Map<string, string>([...files.keys()].map((id) => [id, `"${id}-0"`]));
  const history = new Map<string, Version[]>();
  const calls: RecordedCall[] = [];
  const draftKey = (operator: string, siteId: string) => `${operator}\n${siteId}`;
  const drafts = new Map((options.drafts ?? []).map(({ operator, siteId, draft }) => [draftKey(operator, siteId), structuredClone(draft)]));
  let session: Operator | undefined = operators.filter((o) => o.name === options.signedInAs).map((o) => ({ name: o.name, sites: o.sites }))[0];
  let failures = 0;
  let written = 0;
  const previewRoles: PreviewRoleEntry[] = [
    { id: 'anonymous' },
    ...Object.entries(options.previewRoles ?? demoPreviewRoles).map(([id, name]) => ({ id, name })),
  ];

  const json = (status: number, body: unknown) => (status === 204 ? new Response(null, { status }) : Response.json(body, { status }));
  const error = (status: number, code: string, details: Record<string, unknown> = {}) => json(status, { error: code, message: code, ...details });
  const mayEdit = (siteId: string) => session && (session.sites.includes('*') || session.sites.includes(siteId));

  const baseOf = (manifest: SiteManifest): Record<string, unknown> | null => {
    if (!manifest.extends) return null;
    const layers: SiteManifest[] = [];
    for (let id: string | undefined = manifest.extends; id && files.has(id) && layers.length < 10; id = files.get(id)!.extends) layers.push(files.get(id)!);
    const merged = layers.reduceRight<Record<string, unknown>>(
      (base, layer) => mergeManifests(base, structuredClone(layer) as unknown as Record<string, unknown>),
      {},
    );
    delete merged.id;
    delete merged.extends;
    delete merged.$schema;
    return applyDefaults(merged);
  };
  const problemsOf = (siteId: string, manifest: SiteManifest) =>
    resolveManifest(siteId, (id) => (id === siteId ? JSON.stringify(manifest) : files.has(id) ? JSON.stringify(files.get(id)) : undefined), catalog).problems;

  // As the host does: version 0 is the file as found before the console first saved it. A restore writes
  // the version's bytes again, so it comes back with that version's ETag (`sameAs`).
  function write(siteId: string, manifest: SiteManifest, reason: string, author: string, sameAs?: Version): { etag: string; version: number } {
    const versions = history.get(siteId) ?? [];
    if (versions.length === 0)
      versions.push({
        version: 0,
        etag: etags.get(siteId)!,
        author: '-',
        at: new Date(Date.UTC(2026, 2, 5)).toISOString(),
        reason: 'initial',
        manifest: files.get(siteId)!,
      });
    written += 1;
    const version = versions[0]!.version + 1;
    const etag = sameAs?.etag ?? `"${siteId}-${version}"`;
    files.set(siteId, structuredClone(manifest));
    etags.set(siteId, etag);
    history.set(siteId, [
      {
        version,
        etag,
        author,
        at: new Date(Date.UTC(2026, 2, 5, 0, written)).toISOString(),
        reason,
        ...(sameAs ? { restoredFrom: sameAs.version } : {}),
        manifest: structuredClone(manifest),
      },
      ...versions.sort((a, b) => b.version - a.version),
    ]);
    return { etag, version };
  }

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/_operator\/api\//, '');
    const headers = Object.fromEntries(request.headers.entries());
    const body: unknown = request.method === 'GET' ? undefined : await request.text().then((text) => (text ? JSON.parse(text) : undefined));
    calls.push({ method: request.method, path, search: url.search, headers, body });
    const input = (body ?? {}) as Record<string, unknown>;

    if (path === 'status') {
      return options.enabled === false
        ? json(200, { enabled: false, howToEnable })
        : json(200, { enabled: true, ...(session ? { operator: session, previewRoles } : {}) });
    }
    if (options.enabled === false) return error(404, 'console-off');
    if (request.method !== 'GET' && headers['x-portal-operator'] !== '1') return error(403, 'csrf');
    if (path === 'login') {
      if (failures >= 5) return error(429, 'rate-limited', { retryAfterSeconds: 840 });
      const found = operators.find((o) => o.name === input.name && o.password === input.password);
      if (!found) {
        failures += 1;
        return error(401, 'bad-credentials');
      }
      session = { name: found.name, sites: found.sites };
      return json(200, { operator: session, previewRoles });
    }
    if (!session) return error(401, 'login-required');
    if (path === 'logout') {
      session = undefined;
      return json(204, null);
    }
    if (path === 'sites') {
      return json(
        200,
        [...files.entries()].filter(([id]) => mayEdit(id)).map(([id, m]) => ({ id, name: m.name, ...(m.extends ? { extends: m.extends } : {}) })),
      );
    }
    const match = /^sites\/([^/]+)\/(.+)$/.exec(path);
    if (!match) return error(404, 'not-found');
    const siteId = decodeURIComponent(match[1]!);
    const rest = match[2]!;
    if (!/^[a-z0-9-]{1,64}$/.test(siteId)) return error(400, 'invalid-site-id');
    if (!mayEdit(siteId)) return error(403, 'forbidden-site');
    const current = files.get(siteId);
    if (!current) return error(404, 'not-found');
    const versions = history.get(siteId) ?? [];

    const guardedWrite = (manifest: SiteManifest, reason: unknown, restoring?: Version) => {
      const ifMatch = request.headers.get('if-match');
      if (!ifMatch) return error(428, 'if-match-required');
      if (ifMatch !== etags.get(siteId)) return error(412, 'stale', { etag: etags.get(siteId) });
      if (typeof reason !== 'string' || !reason.trim()) return error(400, 'reason-required');
      const problems = problemsOf(siteId, manifest);
      if (problems.some(isError)) return error(422, 'invalid', { problems }); // warnings do not stop a save
      return json(200, write(siteId, manifest, reason, session!.name, restoring));
    };

    if (rest === 'manifest' && request.method === 'GET') return json(200, { authored: current, base: baseOf(current), etag: etags.get(siteId), problems: [] });
    if (rest === 'manifest' && request.method === 'PUT') return guardedWrite(input.manifest as SiteManifest, input.reason);
    if (rest === 'validate') return json(200, { problems: problemsOf(siteId, input.manifest as SiteManifest) });
    if (rest === 'history')
      return json(
        200,
        versions.map(({ manifest: _m, ...entry }) => entry),
      );
    if (rest.startsWith('history/')) {
      const found = versions.find((v) => v.version === Number(rest.slice('history/'.length)));
      return found ? json(200, { manifest: found.manifest }) : error(404, 'not-found');
    }
    if (rest === 'diff') {
      const manifestOf = (version: string | null) =>
        version && version !== 'current' ? versions.find((v) => v.version === Number(version))?.manifest : current;
      const from = manifestOf(url.searchParams.get('from'));
      const to = url.searchParams.get('to') === 'draft' ? (input.manifest as SiteManifest) : manifestOf(url.searchParams.get('to'));
      if (!from || !to) return error(404, 'not-found');
      return json(200, { changes: diffJson(from, to) });
    }
    if (rest === 'restore') {
      const found = versions.find((v) => v.version === Number(input.version));
      if (!found) return error(404, 'not-found');
      return guardedWrite(found.manifest, input.reason, found);
    }
    if (rest === 'draft' && request.method === 'GET') return json(200, { draft: drafts.get(draftKey(session.name, siteId)) ?? null });
    if (rest === 'draft' && request.method !== 'GET') {
      if (request.method === 'PUT') drafts.set(draftKey(session.name, siteId), input as unknown as StoredDraft);
      else drafts.delete(draftKey(session.name, siteId));
      return json(204, null);
    }
    if (rest === 'preview' && !previewRoles.some((r) => r.id === input.role)) return error(400, 'unknown-role', { roles: previewRoles.map((r) => r.id) });
    if (rest === 'preview') return json(200, { url: `/?_preview=token-${String(input.role)}`, token: `token-${String(input.role)}`, expiresInSeconds: 1800 });
    return error(404, 'not-found');
  }

  return {
    calls,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      answer(input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init))) as typeof fetch,
    /** What is published now. */
    published: (siteId: string) => structuredClone(files.get(siteId)!),
    etag: (siteId: string) => etags.get(siteId)!,
    /** Another operator publishes meanwhile (the concurrent edit). */
    publishAsOther(siteId: string, change: (manifest: SiteManifest) => void, reason = 'other edit') {
      const manifest = structuredClone(files.get(siteId)!);
      change(manifest);
      return write(siteId, manifest, reason, 'ops-wang');
    },
    /** The draft the host keeps for an operator and site. */
    draft: (operator: string, siteId: string) => drafts.get(draftKey(operator, siteId)),
    /** Ends the session, as its expiry would. */
    expireSession() {
      session = undefined;
    },
  };
}

export type FakeOperatorHost = ReturnType<typeof fakeOperatorHost>;
