/**
 * The console's one way to the host: the operator API of runtime/host/operator/API.md. Adds the
 * `X-Portal-Operator: 1` header every write needs (the browser adds `Origin` itself), sends the session
 * cookie (same origin only), and turns every error answer into an `OperatorApiError` with the API's code.
 */
import type { ManifestProblem } from '../../shared/manifestProblems.ts';
import type { SiteManifest } from '../../shared/generated/siteManifest.ts';
import type { JsonChange } from '../../shared/jsonDiff.ts';
import type { Json } from './draft.ts';
import type { StoredDraft } from './draftStore.ts';
import type { HistoryEntry } from '../../shared/operatorHistory.ts';
export type { HistoryEntry };

export type LocalizedName = { zh: string; en?: string; tw?: string };

export interface Operator {
  name: string;
  /** Site ids, or `["*"]` for every site. */
  sites: string[];
}

/** A role id the host can preview a draft as: `anonymous` or one of the deployment's (API.md, `previewRoles`). */
export type PreviewRole = string;

/** A role of the "preview as" menu, as the host lists it. */
export interface PreviewRoleEntry {
  id: PreviewRole;
  /** The user the preview is seen as, from the deployment's roles; absent for `anonymous`. */
  name?: string;
}

/** What the host answers a signed-in console: `login`, and `status` with a session. */
export interface SignedIn {
  operator: Operator;
  /** `anonymous` first, then the deployment's roles. */
  previewRoles: PreviewRoleEntry[];
}

export interface ConsoleStatus extends Partial<SignedIn> {
  enabled: boolean;
  howToEnable?: Partial<Record<'zh' | 'en' | 'tw', string>>;
}

export interface SiteSummary {
  id: string;
  name?: LocalizedName;
  extends?: string;
}

export interface SiteManifestAnswer {
  /** The file as written; null when it is not valid JSON (then `problems` says why). */
  authored: SiteManifest | null;
  /** The merged, defaults-applied manifest the site extends; null when it extends nothing. */
  base: Json | null;
  etag: string;
  /** The current file's problems (empty when it is the version served). */
  problems?: ManifestProblem[];
}

/** A readable manifest answer, the one the editor works on. */
export type EditableManifest = SiteManifestAnswer & { authored: SiteManifest };

/** What a publish or restore answers. */
export interface Written {
  etag: string;
  version: number;
}

/** An error answer (or no answer at all: status 0, code `network`). */
export class OperatorApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The answer's other fields: `problems`, `etag`, `retryAfterSeconds`… */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'OperatorApiError';
  }

  get problems(): ManifestProblem[] {
    return Array.isArray(this.details.problems) ? (this.details.problems as ManifestProblem[]) : [];
  }
}

export interface OperatorApiOptions {
  fetch?: typeof fetch;
  /** Where the API lives; the host serves it at `/_operator/api/`. */
  base?: string;
  /** Called when a call finds the session gone (401 `login-required`), e.g. to show the login form. */
  onLoginRequired?: () => void;
}

export type OperatorApi = ReturnType<typeof createOperatorApi>;

export function createOperatorApi(options: OperatorApiOptions = {}) {
  const base = options.base ?? '/_operator/api/';
  // Looked up at call time, so a test's (or a polyfill's) fetch installed later is the one used.
  const fetchImpl: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(base + path, {
        method,
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'X-Portal-Operator': '1',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new OperatorApiError(0, 'network', (error as Error).message);
    }
    if (response.status === 204) return undefined as T;
    const data: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const fields = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
      const code = typeof fields.error === 'string' ? fields.error : `http-${response.status}`;
      const error = new OperatorApiError(response.status, code, typeof fields.message === 'string' ? fields.message : response.statusText, fields);
      if (response.status === 401 && code === 'login-required') options.onLoginRequired?.();
      throw error;
    }
    return data as T;
  }

  const site = (id: string) => `sites/${encodeURIComponent(id)}`;

  return {
    status: () => call<ConsoleStatus>('GET', 'status'),
    login: (name: string, password: string) => call<SignedIn>('POST', 'login', { name, password }),
    logout: () => call<void>('POST', 'logout'),
    sites: () => call<SiteSummary[]>('GET', 'sites'),
    manifest: (id: string) => call<SiteManifestAnswer>('GET', `${site(id)}/manifest`),
    validate: (id: string, manifest: SiteManifest) => call<{ problems: ManifestProblem[] }>('POST', `${site(id)}/validate`, { manifest }),
    publish: (id: string, manifest: SiteManifest, reason: string, etag: string) =>
      call<Written>('PUT', `${site(id)}/manifest`, { manifest, reason }, { 'If-Match': etag }),
    history: (id: string) => call<HistoryEntry[]>('GET', `${site(id)}/history`),
    version: (id: string, version: number) => call<{ manifest: SiteManifest }>('GET', `${site(id)}/history/${version}`),
    diff: (id: string, from: number, to: number) =>
      call<{ changes: JsonChange[] }>('GET', `${site(id)}/diff?${new URLSearchParams({ from: String(from), to: String(to) })}`),
    /** The draft against a version (the current file when `from` is absent). */
    diffDraft: (id: string, manifest: SiteManifest, from?: number) =>
      call<{ changes: JsonChange[] }>(
        'POST',
        `${site(id)}/diff?${new URLSearchParams({ ...(from === undefined ? {} : { from: String(from) }), to: 'draft' })}`,
        { manifest },
      ),
    restore: (id: string, version: number, reason: string, etag: string) =>
      call<Written>('POST', `${site(id)}/restore`, { version, reason }, { 'If-Match': etag }),
    preview: (id: string, manifest: SiteManifest, role: PreviewRole) => call<{ url: string }>('POST', `${site(id)}/preview`, { manifest, role }),
    /** The operator's draft of the site as the host keeps it (saved from this or another computer). */
    draft: (id: string) => call<{ draft: StoredDraft | null }>('GET', `${site(id)}/draft`),
    saveDraft: (id: string, draft: StoredDraft) => call<void>('PUT', `${site(id)}/draft`, draft),
    deleteDraft: (id: string) => call<void>('DELETE', `${site(id)}/draft`),
  };
}
