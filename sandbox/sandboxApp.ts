/**
 * The reference school backend (docs/architecture.md, "Sandbox"): a Hono app answering the widgets' API keys and
 * the shell's own calls (runtime/shared/shellApi.json) under `/api/...` with the spec's `{ e, m, d }`
 * envelope, on an embedded, seeded SQLite database. Login: `/api/uc/login` (demo accounts in
 * sandbox/seed/accounts.ts); protected calls answer e = 10013 without a session.
 *
 * The host forwards the browser's `/api/*` requests to `app.fetch(request)` unchanged, path included;
 * `sandbox/main.ts` runs it alone on a port.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { replyFail, SandboxErrorCode, type InThreeLanguages } from './envelope.ts';
import { REQUEST_BODY_MESSAGES } from './requestBody.ts';
import { requestBodyLimit } from './requestBodyLimit.ts';
import { UPLOAD_MAX_BODY_BYTES } from './modules/attachments.ts';
import { createAccessLogRoutes } from './routes/accessLog.ts';
import { createAuthRoutes } from './routes/auth.ts';
import { createCorpLoginRoutes } from './routes/corpLogin.ts';
import { createFeedbackRoutes } from './routes/feedback.ts';
import { createLoginPageRoutes } from './routes/loginPage.ts';
import { createShareRoutes } from './routes/share.ts';
import { createSiteSettingsRoutes } from './routes/siteSettings.ts';
import { createWebLogRoutes } from './routes/webLog.ts';
import { SANDBOX_MODULES } from './modules/sandboxModules.ts';
import { memorySnapshots, openSandboxDatabase, type SandboxDatabase } from './sandboxDatabase.ts';
import { createServices } from './services.ts';
import { idempotentReplies } from './idempotency/idempotentReplies.ts';
import { DEMO_ACCOUNTS, type PermissionMap } from './seed/accounts.ts';
import type { ResolvedSiteManifest } from '../runtime/shared/generated/resolvedSiteManifest.ts';

/** The portal site a request came through (the host knows it from the request's host name). */
export type SiteOfRequest = (request: Request) => ResolvedSiteManifest | undefined;

export interface SandboxOptions {
  /** SQLite file; `':memory:'` for a private seeded database. Default: `$SANDBOX_DB` or `.data/sandbox.db`. */
  dbFile?: string;
  /** The clock (milliseconds since the epoch) for sessions, the login limit and stored timestamps. Default: `Date.now`. */
  now?: () => number;
  /** How time passes while the sandbox waits (a slowed login's pace). Default: a timer; a test on its own clock moves it. */
  wait?: (ms: number) => Promise<void>;
  /**
   * The site a request is for: the login page says which of its apps each demo account may use, and the
   * widgets' routes grant what its apps' permissions grant (auth/requireGrant.ts). Without it the routes
   * answer as for the demo site (sites/demo.json) and the login page lists the accounts only. A request
   * whose site is unknown (undefined) is granted nothing that needs a grant.
   */
  site?: SiteOfRequest;
}

/** A user as the backend answers after login: the name and the `/api/uc/auth/all` permission map. */
export interface RoleUser {
  name: string;
  auth: PermissionMap;
}

export interface Sandbox {
  app: Hono;
  db: SandboxDatabase;
  /**
   * One user per demo role (student, teacher, staff, visitor, admin) exactly as a login of that role's
   * demo account gets it: its stored name and permission map, module grants included. What an operator
   * previews a draft as when the sandbox is the backend.
   */
  roleUsers(): Record<string, RoleUser>;
  /** Closes the database. The app must not be used afterwards. */
  close(): void;
}

export const DEFAULT_SANDBOX_DB_FILE = '.data/sandbox.db';

/** The app's own refusals, in the three languages (the reader gets theirs through replyFail). */
export const SANDBOX_APP_MESSAGES = {
  unknownPath: { zh: '接口不存在', en: 'There is no such service', tw: '介面不存在' },
  internal: { zh: '服务器内部错误，请稍后重试', en: 'Something went wrong on the server. Please try again later', tw: '伺服器內部錯誤，請稍後再試' },
} as const satisfies Record<string, InThreeLanguages>;

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const dbFile = options.dbFile ?? process.env.SANDBOX_DB ?? DEFAULT_SANDBOX_DB_FILE;
  // A private database on a clock a test holds still starts as a copy of the last one seeded at that
  // reading (sandboxDatabase.ts, memorySnapshots): the backends' seeds below then find their work done.
  const clock = (dbFile === ':memory:' || dbFile === '') && options.now ? options.now() : undefined;
  const snapshot = clock === undefined ? undefined : memorySnapshots.take(clock);
  const db = openSandboxDatabase(dbFile, snapshot);
  const services = createServices(db, options.now, options.site, options.wait);

  const app = new Hono();
  // Before anything reads a body: no route, a module's or the shell's, takes more than its bound.
  app.use(requestBodyLimit([{ prefix: '/api/upload/', maxSize: UPLOAD_MAX_BODY_BYTES }]));
  const api = new Hono();
  // API answers are per user and change with every view count: never let a proxy or the browser keep them.
  api.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // A retried submit (same Idempotency-Key) gets its first answer again, never a second change.
  api.use(idempotentReplies(db, services.sessions, services.now));
  api.route('/log', createWebLogRoutes(db, services.now));
  api.route('/log', createAccessLogRoutes(services));
  // The portal shell's calls. Public: login, messenger login, site settings, access log, share, feedback.
  // Protected (e = 10013 without a session): /uc/auth/all, /uc/user/name, /uc/logout, /uc/profile.
  api.route('/uc', createLoginPageRoutes(services, options.site));
  api.route('/uc', createAuthRoutes(services));
  api.route('/corp', createCorpLoginRoutes());
  api.route('/site', createSiteSettingsRoutes());
  api.route('/wap', createShareRoutes(services));
  api.route('/feedback', createFeedbackRoutes(services));
  // The widgets' backends (widgets/<id>/sandbox/, found by sandbox/modules/sandboxModules.ts).
  for (const backend of SANDBOX_MODULES) backend.mount(api, services, app);
  if (clock !== undefined && !snapshot) memorySnapshots.keep(clock, db);
  app.route('/api', api);
  app.notFound((c) => replyFail(c, SandboxErrorCode.notFound, SANDBOX_APP_MESSAGES.unknownPath, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status === 413) {
      return replyFail(c, SandboxErrorCode.payloadTooLarge, REQUEST_BODY_MESSAGES.tooLarge, 413);
    }
    // The message stays generic: stack traces are for the sandbox's console, not for the browser.
    console.error('[sandbox]', c.req.method, c.req.path, error);
    return replyFail(c, SandboxErrorCode.internal, SANDBOX_APP_MESSAGES.internal, 500);
  });

  return {
    app,
    db,
    roleUsers: () => {
      const users: Record<string, RoleUser> = {};
      for (const account of DEMO_ACCOUNTS) {
        const user = services.users.findByUsername(account.username);
        if (user) users[account.role] = { name: user.name, auth: user.permissions };
      }
      return users;
    },
    close: () => {
      if (db.open) db.close();
    },
  };
}
