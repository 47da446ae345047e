/**
 * The operator API, mounted by the host at `/_operator/api`: operators log in, read a site's
 * manifest with its ETag, validate and preview drafts, save with `If-Match` (atomically, with history
 * and an audit line), compare and restore versions. The contract is runtime/host/operator/API.md,
 * shared with the console UI (runtime/app/operator/). What it keeps lives in an operator store
 * (store/operatorStore.ts): files on one host, or PostgreSQL shared by several.
 *
 * Defences, in the order a request meets them: console off → 404; no session → 401; a write without
 * `X-Portal-Operator: 1` and the host's own Origin → 403; a bad site id → 400 before any file access;
 * a site outside the operator's list → 403; bodies capped (256 KiB) before parsing, depth-counted
 * without recursion, prototype keys refused; a save publishes only if the ETag it edited is still live
 * (compared and replaced as one step by the store), so two operators holding the same ETag cannot both
 * win, on one host or on two.
 */
import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { diffJson } from '../../shared/jsonDiff.ts';
import { countProblems, limitProblems, type ManifestProblem } from '../../shared/manifestProblems.ts';
import { createConnectionOf, socketAddressOf, type ConnectionOf } from '../clientConnection.ts';
import { strongEtag } from '../httpCaching.ts';
import { parseManifestJson } from '../manifest/parseJson.ts';
import { isValidSiteId } from '../manifest/siteId.ts';
import type { WidgetCatalog } from '../manifest/widgetCatalog.ts';
import type { SiteStore } from '../siteStore.ts';
import { StoreUnavailable, type OperatorStore } from '../store/operatorStore.ts';
import type { SiteSource } from '../store/siteSource.ts';
import { baseOf, checkDraft, serializeManifest } from './draftValidation.ts';
import { editJsonText } from './editJsonText.ts';
import { howToEnable } from './howToEnable.ts';
import { createLoginRateLimit } from './loginRateLimit.ts';
import { verifyOperatorPassword } from './operatorPassword.ts';
import { operatorMayEdit, type Operator } from './operators.ts';
import { sessionCookie, sessionTtlMs } from './operatorSessions.ts';
import { draftOf, draftProblem, type OperatorDraft } from './operatorDrafts.ts';
import type { PreviewUser } from './previews.ts';
import { readJsonBody } from './requestBody.ts';

export interface OperatorApiOptions {
  /** Undefined or empty: the console is off. */
  operators: Operator[] | undefined;
  /** Manifests, versions, audit, sessions, login counts, previews; required when `operators` is set. */
  store: OperatorStore | undefined;
  /** Where the manifests are read: drafts are validated against the other sites in it. */
  source: SiteSource;
  catalog: WidgetCatalog;
  /** The host's store: read for names and current problems; it notices published manifests by itself. */
  sites: SiteStore;
  /** Users a preview can be seen as (role key → name and permission map); `anonymous` is always offered. */
  roles?: Record<string, PreviewUser>;
  /** Milliseconds since the epoch; tests move time. */
  now?: () => number;
  /** Who the client is, whether it uses https and which origin it sees (clientConnection.ts); trusts no proxy when absent. */
  connectionOf?: ConnectionOf;
  log: (line: string) => void;
}

type Env = { Bindings: HttpBindings; Variables: { operator: Operator } };

/** The header every write carries: a cross-site form cannot send it, and cross-site fetch must preflight it. */
export const csrfHeader = 'X-Portal-Operator';
const maxReasonLength = 200;

export function createOperatorApi(options: OperatorApiOptions): Hono<Env> {
  const { source, catalog, sites, log } = options;
  const now = options.now ?? (() => Date.now());
  const operators = options.operators?.length ? options.operators : undefined;
  const api = new Hono<Env>();

  api.use(async (c, next) => {
    await next();
    // Answers carry manifests and session state: never kept by a shared cache or the back button.
    c.header('Cache-Control', 'no-store');
  });
  api.onError((error, c) => {
    if (error instanceof StoreUnavailable) {
      log(`operator API: ${c.req.method} ${new URL(c.req.url).pathname}: the database cannot be reached (${error.message})`);
      c.header('Retry-After', '5');
      return c.json(
        { error: 'store-unavailable', message: 'The configuration database cannot be reached right now; nothing was changed. Try again in a moment.' },
        503,
      );
    }
    log(`operator API: ${c.req.method} ${new URL(c.req.url).pathname} failed: ${error.stack ?? error.message}`);
    return c.json({ error: 'internal', message: 'The host failed on this request; see its log.' }, 500);
  });

  if (!operators) {
    api.get('/status', (c) => c.json({ enabled: false, howToEnable }));
    api.all('*', (c) => c.json({ error: 'console-off', message: 'The operator console is off on this host.', howToEnable }, 404));
    return api;
  }

  if (!options.store) throw new Error('the operator console needs an operator store (store/operatorStore.ts)');
  const store = options.store;
  const { sessions, previews, audit } = store;
  const rateLimit = createLoginRateLimit(now, store.loginFailures);
  // Before the first call that reads or writes a site: what a killed save left behind is settled first.
  const recovered = store.recover();
  const roles = options.roles ?? {};
  /**
   * What the console's "preview as" menu offers, anonymous first: the deployment's roles with the name of
   * the user each is seen as (never the permission maps), so a school's own roles can be picked.
   */
  const previewRoles = [{ id: 'anonymous' }, ...Object.entries(roles).map(([id, user]) => ({ id, name: user.name }))];
  const previewRoleIds = previewRoles.map((r) => r.id);
  const operatorNamed = (name: string) => operators.find((o) => o.name === name);

  const fail = (
    c: Context<Env>,
    status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 422 | 428 | 429 | 500,
    error: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) => c.json({ error, message, ...extra }, status);
  // the address the login limits count, https for the cookie's Secure flag and the origin
  // writes must come from are the connection's, where X-Forwarded-* count only from a trusted proxy.
  const connectionOf = options.connectionOf ?? createConnectionOf([]);
  const connection = (c: Context<Env>) => connectionOf(c.req.raw, socketAddressOf(c));
  const clientAddress = (c: Context<Env>) => connection(c).address;
  const isHttps = (c: Context<Env>) => connection(c).https;
  /** The Origin check: the browser's Origin must be the one it sees for this host. */
  const sameOrigin = (c: Context<Env>) => {
    const origin = c.req.header('origin');
    return origin !== undefined && origin === connection(c).origin;
  };
  const sessionOf = async (c: Context<Env>) => {
    const session = await sessions.get(getCookie(c, sessionCookie));
    return session ? operatorNamed(session.operator) : undefined;
  };
  const publicOperator = (o: Operator) => ({ name: o.name, sites: o.sites });
  /** What a signed-in console starts from: `status` with a session and `login` both answer it. */
  const signedIn = (o: Operator) => ({ operator: publicOperator(o), previewRoles });

  // ---- open to everyone: status, login, reading a preview by its token --------------------------------

  api.get('/status', async (c) => {
    const operator = await sessionOf(c);
    return c.json({ enabled: true, ...(operator ? signedIn(operator) : {}) });
  });

  api.post('/login', async (c) => {
    // Not a session write, but a browser always sends Origin on POST: a foreign one is refused (login CSRF).
    if (c.req.header('origin') && !sameOrigin(c)) return fail(c, 403, 'csrf', 'The request does not come from this host’s own pages.');
    const address = clientAddress(c);
    const body = await readJsonBody(c.req.raw, { maxBytes: 4096, maxDepth: 1 });
    if (!body.ok) return fail(c, body.status, body.error, body.message);
    const { name, password } = (body.value ?? {}) as { name?: unknown; password?: unknown };
    if (typeof name !== 'string' || typeof password !== 'string' || !name || name.length > 64 || password.length > 1024) {
      return fail(c, 400, 'bad-request', 'Send { "name": "…", "password": "…" }.');
    }
    const attempt = { name, address };
    // Counted before the (slow) check, in one step with the limits' check, so parallel guesses cannot
    // slip past the limit; taken back on success.
    const refused = await rateLimit.admit(attempt);
    if (refused) {
      void audit.append({ event: 'login-failed', name, address, why: 'rate-limited', limit: refused.by });
      c.header('Retry-After', String(refused.retryAfterSeconds));
      return fail(c, 429, 'rate-limited', 'Too many failed logins; wait and try again.', { retryAfterSeconds: refused.retryAfterSeconds });
    }
    const operator = operatorNamed(name);
    if (!(await verifyOperatorPassword(password, operator?.passwordHash)) || !operator) {
      void audit.append({ event: 'login-failed', name: name.slice(0, 64), address, why: 'bad-credentials' });
      return fail(c, 401, 'bad-credentials', 'Wrong name or password.');
    }
    await rateLimit.recordSuccess(attempt);
    const { token } = await sessions.create(operator.name);
    setCookie(c, sessionCookie, token, { httpOnly: true, sameSite: 'Strict', path: '/_operator', secure: isHttps(c), maxAge: sessionTtlMs / 1000 });
    void audit.append({ event: 'login', operator: operator.name, address });
    return c.json(signedIn(operator));
  });

  api.get('/preview/:token', async (c) => {
    const preview = await previews.get(c.req.param('token'));
    return preview ? c.json(preview) : fail(c, 404, 'preview-not-found', 'This preview does not exist or has expired (previews last 30 minutes).');
  });

  // ---- everything else: a session, and for writes the CSRF defence ----------------------------------

  api.post('/logout', async (c) => {
    if (c.req.header(csrfHeader) !== '1' || !sameOrigin(c)) return fail(c, 403, 'csrf', `Writes need the header ${csrfHeader}: 1 and this host’s Origin.`);
    const token = getCookie(c, sessionCookie);
    const session = await sessions.get(token);
    await sessions.delete(token);
    deleteCookie(c, sessionCookie, { path: '/_operator', httpOnly: true, sameSite: 'Strict', secure: isHttps(c) });
    if (session) void audit.append({ event: 'logout', operator: session.operator, address: clientAddress(c) });
    return c.body(null, 204);
  });

  api.use('*', async (c, next) => {
    const operator = await sessionOf(c);
    if (!operator) return fail(c, 401, 'login-required', 'Log in as an operator first.');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && (c.req.header(csrfHeader) !== '1' || !sameOrigin(c))) {
      return fail(c, 403, 'csrf', `Writes need the header ${csrfHeader}: 1 and this host’s Origin.`);
    }
    c.set('operator', operator);
    await next();
  });

  api.use('/sites/*', async (_c, next) => {
    await recovered;
    await next();
  });

  /** The site of `:id` if this operator may touch it; otherwise the answer to send. Touches no file. */
  const siteParam = (c: Context<Env>): { siteId: string } | { refusal: Response } => {
    const siteId = c.req.param('id') ?? '';
    if (!isValidSiteId(siteId)) {
      const shown = String(siteId).slice(0, 80);
      return {
        refusal: fail(c, 400, 'invalid-site-id', `"${shown}" is not a valid site id.`, {
          problems: [{ code: 'invalid-site-id', file: shown, path: '', params: { siteId: shown } }],
        }),
      };
    }
    if (!operatorMayEdit(c.get('operator'), siteId)) return { refusal: fail(c, 403, 'forbidden-site', `You may not edit the site "${siteId}".`) };
    return { siteId };
  };
  const readCurrent = async (siteId: string): Promise<Buffer | undefined> => (await store.live(siteId))?.bytes;
  const versionParam = (raw: string | undefined) => (raw !== undefined && /^(0|[1-9]\d{0,8})$/.test(raw) ? Number(raw) : undefined);
  const siteMissing = (c: Context<Env>, siteId: string) => fail(c, 404, 'site-not-found', `There is no manifest sites/${siteId}.json.`);

  api.get('/sites', (c) => {
    const operator = c.get('operator');
    const list = source
      .ids()
      .filter((id) => operatorMayEdit(operator, id))
      .map((id) => {
        let authored: { name?: unknown; extends?: unknown } = {};
        const text = source.read(id);
        // Unreadable or no JSON: listed by id; opening it shows why.
        const parsed = text === undefined ? undefined : parseManifestJson(text, id);
        if (parsed?.ok && parsed.value && typeof parsed.value === 'object') authored = parsed.value as typeof authored;
        const name = sites.get(id).manifest?.name ?? (authored.name && typeof authored.name === 'object' ? authored.name : { zh: id });
        return { id, name, ...(typeof authored.extends === 'string' ? { extends: authored.extends } : {}) };
      });
    return c.json(list);
  });

  api.get('/sites/:id/manifest', async (c) => {
    const site = siteParam(c);
    if ('refusal' in site) return site.refusal;
    const bytes = await readCurrent(site.siteId);
    if (!bytes) return siteMissing(c, site.siteId);
    const etag = strongEtag(bytes);
    const parsed = parseManifestJson(bytes.toString('utf8'), `sites/${site.siteId}.json`);
    const authored = parsed.ok ? parsed.value : null;
    c.header('ETag', etag);
    return c.json({ authored, base: authored ? baseOf(authored, source.read) : null, etag, problems: sites.get(site.siteId).problems });
  });

  /** Reads `{ manifest, … }` within the limits: the draft's text as it would be written, or the answer to send. */
  const readDraft = async (
    c: Context<Env>,
    siteId: string,
  ): Promise<{ body: Record<string, unknown>; text: string; duplicates: ManifestProblem[] } | { refusal: Response }> => {
    const read = await readJsonBody(c.req.raw);
    if (!read.ok) return { refusal: fail(c, read.status, read.error, read.message, read.path ? { path: read.path } : {}) };
    const body = read.value as Record<string, unknown> | null;
    if (!body || typeof body !== 'object' || Array.isArray(body) || !body.manifest || typeof body.manifest !== 'object' || Array.isArray(body.manifest)) {
      return { refusal: fail(c, 400, 'bad-request', 'Send { "manifest": { … } } (plus "reason" to save).') };
    }
    // Duplicate keys vanish in JSON.parse; they are reported like the validator reports them in a file.
    const duplicates = read.duplicateKeys
      .filter((p) => p.path.startsWith('/manifest/'))
      .map((p) => ({ ...p, file: `sites/${siteId}.json`, path: p.path.slice('/manifest'.length) }));
    return { body, text: serializeManifest(body.manifest), duplicates };
  };
  const reasonOf = (value: unknown): string | undefined => {
    if (typeof value !== 'string') return undefined;
    const line = value.replace(/\s+/g, ' ').trim();
    return line && line.length <= maxReasonLength ? line : undefined;
  };

  api.post('/sites/:id/validate', async (c) => {
    const site = siteParam(c);
    if ('refusal' in site) return site.refusal;
    const draft = await readDraft(c, site.siteId);
    if ('refusal' in draft) return draft.refusal;
    return c.json({ problems: limitProblems([...draft.duplicates, ...checkDraft(site.siteId, draft.text, source, catalog).problems]) });
  });

  // ---- saving ----------------------------------------------------------------------------------------

  /** `If-Match` checked up front (428); the rest of the check is {@link save}'s, under the lock. */
  const ifMatchOf = (c: Context<Env>): string[] | Response => {
    const header = c.req.header('if-match')?.trim();
    if (!header) return fail(c, 428, 'if-match-required', 'Send If-Match with the ETag of the version you edited.');
    const tags = header
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (tags.includes('*')) return fail(c, 428, 'if-match-required', 'If-Match must name the ETag of the version you edited, not *.');
    return tags;
  };

  /**
   * Writes a version: a restore's exact bytes, or a draft (`{ manifest }`) written into the current file as
   * the changes only — the school's key order and formatting stay (editJsonText), whole only when the file
   * is no JSON it can edit.
   */
  async function save(
    c: Context<Env>,
    siteId: string,
    content: Buffer | { manifest: unknown },
    ifMatch: string[],
    reason: string,
    duplicates: ManifestProblem[],
    restoredFrom?: number,
  ): Promise<Response> {
    const operator = c.get('operator');
    const live = await store.live(siteId);
    if (!live) return siteMissing(c, siteId);
    const stale = (etag: string) => {
      c.header('ETag', etag);
      return fail(c, 412, 'stale', 'The manifest changed since you loaded it. Reload it, then make your change again.', { etag });
    };
    // Strong comparison (RFC 9110 §13.1.1): a weak tag never matches.
    if (!ifMatch.includes(live.etag)) return stale(live.etag);
    // Judged as the validator judges a file, before anything is written or edited: the text written below
    // (editJsonText) reads back as this same JSON, and editing a list is work that only a valid draft gets.
    const checked = Buffer.isBuffer(content) ? content.toString('utf8') : serializeManifest(content.manifest);
    const problems = limitProblems([...duplicates, ...checkDraft(siteId, checked, source, catalog).problems]);
    // Warnings do not stop a save, as they do not stop the host serving the file.
    const { errors } = countProblems(problems);
    if (errors) return fail(c, 422, 'invalid', `The manifest has ${errors} problem(s); nothing was saved.`, { problems });

    const bytes = Buffer.isBuffer(content) ? content : Buffer.from(editJsonText(live.bytes.toString('utf8'), content.manifest) ?? checked, 'utf8');
    let published: Awaited<ReturnType<OperatorStore['publish']>>;
    try {
      // Published only if the version checked above is still live: another save in between (on any host) makes this one stale.
      published = await store.publish({
        siteId,
        bytes,
        expectedEtag: live.etag,
        operator: operator.name,
        reason,
        at: new Date(now()).toISOString(),
        ...(restoredFrom !== undefined ? { restoredFrom } : {}),
      });
    } catch (error) {
      log(`operator: saving sites/${siteId}.json failed; the previous version stays: ${(error as Error).message}`);
      return fail(
        c,
        500,
        'save-failed',
        `The manifest could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'}); the previous version is still served.`,
      );
    }
    if (published.outcome === 'missing') return siteMissing(c, siteId);
    if (published.outcome === 'stale') return stale(published.etag);
    const { etag, version } = published;
    log(
      `operator: ${operator.name} ${restoredFrom === undefined ? 'saved' : `restored version ${restoredFrom} of`} sites/${siteId}.json (version ${version}): ${reason}`,
    );
    c.header('ETag', etag);
    return c.json({ etag, version });
  }

  api.put('/sites/:id/manifest', async (c) => {
    const site = siteParam(c);
    if ('refusal' in site) return site.refusal;
    const ifMatch = ifMatchOf(c);
    if (ifMatch instanceof Response) return ifMatch;
    const draft = await readDraft(c, site.siteId);
    if ('refusal' in draft) return draft.refusal;
    const reason = reasonOf(draft.body.reason);
    if (!reason) return fail(c, 400, 'reason-required', `Say in one line (up to ${maxReasonLength} characters) why you make this change.`);
    return save(c, site.siteId, { manifest: draft.body.manifest }, ifMatch, reason, draft.duplicates);
  });

  api.post('/sites/:id/restore', async (c) => {
    const site = siteParam(c);
    if ('refusal' in site) return site.refusal;
    const ifMatch = ifMatchOf(c);
    if (ifMatch instanceof Response) return ifMatch;
    const read = await readJsonBody(c.req.raw, { maxBytes: 4096, maxDepth: 1 });
    if (!read.ok) return fail(c, read.status, read.error, read.message);
    const { version: rawVersion, reason } = (read.value ?? {}) as { version?: unknown; reason?: unknown };
    // A version is a number; its decimal string is taken too (it travels in URLs as one).
    const version = typeof rawVersion === 'number' ? rawVersion : versionParam(typeof rawVersion === 'string' ? rawVersion : undefined);
    if (version === undefined || !Number.isSafeInteger(version) || version < 0)
      return fail(c, 400, 'bad-request', 'Send { "version": <number>, "reason": "…" }.');
    if (reason !== undefined && !reasonOf(reason)) return fail(c, 400, 'reason-required', `The reason is one line of up to ${maxReasonLength} characters.`);
    const bytes = await store.version(site.siteId, version);
    if (!bytes) return fail(c, 404, 'version-not-found', `Site "${site.siteId}" has no version ${version}.`);
    // The version's exact bytes come back, so its ETag does too.
    return save(c, site.siteId, bytes, ifMatch, reasonOf(reason) ?? `restore version ${version}`, [], version);
  });

  // ---- history and diff ------------------------------------------------------------------------------

  api.get('/sites/:id/history', async (c) => {
    const site = siteParam(c);
    if ('refusal' in site) return site.refusal;
    return c.json(await store.history(site.siteId));
  });

  const asJson = (bytes: Buffer) => {
    try {
      return JSON.parse(bytes.toString('utf8')) as unknown;
    } catch {
      return bytes.toString('utf8'); // a version that was never valid JSON (a hand edit found on disk) diffs as its text
    }
  };

  api.get('/sites/:id/history/:version', async (c) => {
    const site = siteParam(c);
    if ('refusal' in site) return site.refusal;
    const version = versionParam(c.req.param('version'));
    const bytes = version === undefined ? undefined : await store.version(site.siteId, version);
    if (!bytes) return fail(c, 404, 'version-not-found', `Site "${site.siteId}" has no version ${c.req.param('version').slice(0, 20)}.`);
    return c.json({ manifest: asJson(bytes) });
  });

  /** A side of a diff: a version number, `current` (the file now), or (POST only) `draft`. */
  const sideOf = async (siteId: string, raw: string | undefined, draft: unknown): Promise<{ value: unknown } | undefined> => {
    if (raw === 'draft') return draft === undefined ? undefined : { value: draft };
    if (raw === 'current') {
      const bytes = await readCurrent(siteId);
      return bytes ? { value: asJson(bytes) } : undefined;
    }
    const version = versionParam(raw);
    const bytes = version === undefined ? undefined : await store.version(siteId, version);
    return bytes ? { value: asJson(bytes) } : undefined;
  };
  const diff = async (c: Context<Env>, siteId: string, draft: unknown) => {
    const fromRaw = c.req.query('from') ?? 'current';
    const toRaw = c.req.query('to') ?? (draft === undefined ? undefined : 'draft');
    const [from, to] = [await sideOf(siteId, fromRaw, draft), await sideOf(siteId, toRaw, draft)];
    if (!from || !to) {
      return fail(
        c,
        404,
        'version-not-found',
        `Compare two of: a version number of site "${siteId}", "current"${draft === undefined ? '' : ', "draft"'} (from=${String(fromRaw).slice(0, 20)}, to=${String(toRaw).slice(0, 20)}).`,
      );
    }
    return c.json({ changes: diffJson(from.value, to.value) });
  };
  api.get('/sites/:id/diff', async (c) => {
    const site = siteParam(c);
    if ('refusal' in site) return site.refusal;
    return diff(c, site.siteId, undefined);
  });
  api.post('/sites/:id/diff', async (c) => {
    const site = siteParam(c);
    if ('refusal' in site) return site.refusal;
    const draft = await readDraft(c, site.siteId);
    if ('refusal' in draft) return draft.refusal;
    return diff(c, site.siteId, draft.body.manifest);
  });

  // ---- the operator's draft, kept for another computer -------------------------------------------------

  // A draft belongs to a school that exists: a made-up id would otherwise fill the data folder.
  api.get('/sites/:id/draft', async (c) => {
    const site = siteParam(c);
    if ('refusal' in site) return site.refusal;
    if (!(await readCurrent(site.siteId))) return siteMissing(c, site.siteId);
    return c.json({ draft: (await store.drafts.get(c.get('operator').name, site.siteId)) ?? null });
  });
  api.put('/sites/:id/draft', async (c) => {
    const site = siteParam(c);
    if ('refusal' in site) return site.refusal;
    if (!(await readCurrent(site.siteId))) return siteMissing(c, site.siteId);
    // An edit's value is at most a manifest's subtree, so a manifest's depth bounds a draft's.
    const read = await readJsonBody(c.req.raw);
    if (!read.ok) return fail(c, read.status, read.error, read.message);
    const problem = draftProblem(read.value);
    if (problem) return fail(c, 400, 'bad-request', problem);
    await store.drafts.put(c.get('operator').name, site.siteId, draftOf(read.value as OperatorDraft));
    return c.body(null, 204);
  });
  api.delete('/sites/:id/draft', async (c) => {
    const site = siteParam(c);
    if ('refusal' in site) return site.refusal;
    await store.drafts.delete(c.get('operator').name, site.siteId);
    return c.body(null, 204);
  });

  // ---- preview ---------------------------------------------------------------------------------------

  api.post('/sites/:id/preview', async (c) => {
    const site = siteParam(c);
    if ('refusal' in site) return site.refusal;
    const draft = await readDraft(c, site.siteId);
    if ('refusal' in draft) return draft.refusal;
    const role = draft.body.role ?? 'anonymous';
    if (typeof role !== 'string' || !previewRoleIds.includes(role)) {
      return fail(c, 400, 'unknown-role', `Preview as one of: ${previewRoleIds.join(', ')}.`, { roles: previewRoleIds });
    }
    const { result } = checkDraft(site.siteId, draft.text, source, catalog);
    const problems = limitProblems([...draft.duplicates, ...result.problems]);
    const { errors } = countProblems(problems);
    if (!result.manifest || errors) return fail(c, 422, 'invalid', `The draft has ${errors} problem(s); it cannot be previewed.`, { problems });
    const user = role === 'anonymous' ? undefined : roles[role];
    const token = await previews.create({ manifest: result.manifest, ...(user ? { user } : {}) });
    return c.json({ url: `/?_preview=${token}`, token, expiresInSeconds: 30 * 60 });
  });

  api.all('*', (c) => fail(c, 404, 'not-found', 'No such operator API call.'));
  return api;
}
