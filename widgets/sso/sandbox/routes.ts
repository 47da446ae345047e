/**
 * Identity authentication for third-party services (sso widget): an authorization-code hand-off.
 * The portal shows the registered service and what it will receive (`sso.client`); on "authorize"
 * (`sso.authorize`) the school issues a one-time code (60 s) and the browser goes to the service's
 * REGISTERED callback only; the service trades the code, with its secret, for the user (`/sso/token`,
 * server to server, not called by the portal). Unknown services and other callbacks are refused.
 */
import type { Context, Hono } from 'hono';
import {
  type SandboxUser,
  requireLogin,
  type LoggedInEnv,
  maskAccount,
  randomToken,
  sameText,
  sha256,
  TOKEN_PATTERN,
  userById,
  replyFail,
  replyOk,
  SandboxErrorCode,
  type InThreeLanguages,
  readBody,
  textField,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import { SSO_SCOPE_LABELS, type SsoScope } from './seed.ts';

export const SSO_CODE_TTL_SECONDS = 60;

interface ClientRow {
  id: string;
  name: string;
  description: string;
  callback: string;
  secret_hash: string;
  scopes: string;
}

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const SSO_MESSAGES = {
  unknownClient: (clientId: string | undefined): InThreeLanguages => {
    const named = clientId ? clientId.slice(0, 40) : '';
    return {
      zh: `未登记的第三方应用${named ? `「${named}」` : ''}，已拒绝认证请求`,
      en: `The third-party application${named ? ` "${named}"` : ''} is not registered, so the sign-in request was refused`,
      tw: `未登記的第三方應用程式${named ? `「${named}」` : ''}，已拒絕認證請求`,
    };
  },
  wrongCallback: (clientName: string): InThreeLanguages => ({
    zh: `回调地址与「${clientName}」登记的不符，已拒绝认证请求`,
    en: `The callback address does not match the one registered for "${clientName}", so the sign-in request was refused`,
    tw: `回呼網址與「${clientName}」登記的不符，已拒絕認證請求`,
  }),
  wrongSecret: { zh: '应用密钥错误', en: 'The application secret is wrong', tw: '應用程式金鑰錯誤' },
  badCode: {
    zh: '授权码无效、已使用或已过期',
    en: 'The authorization code is invalid, already used or expired',
    tw: '授權碼無效、已使用或已過期',
  },
} as const;

type Checked = { ok: true; client: ClientRow } | { ok: false; message: InThreeLanguages; code: 400 | 404 };

export function createSsoRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  // Both keys need a login; the service's own /sso/token below does not (it is no keyed route).
  const routes = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions));
  const selectClient = db.prepare<[string], ClientRow>('SELECT * FROM sso_clients WHERE id = ?');
  const insertGrant = db.prepare<[string, string, number, number]>('INSERT INTO sso_grants (code, client_id, user_id, expires_at) VALUES (?, ?, ?, ?)');
  const selectGrant = db.prepare<[string], { code: string; client_id: string; user_id: number; expires_at: number; used_at: number | null }>(
    'SELECT * FROM sso_grants WHERE code = ?',
  );
  const useGrant = db.prepare<[number, string]>('UPDATE sso_grants SET used_at = ? WHERE code = ? AND used_at IS NULL');

  /** The registered client, when the callback asked for (if any) is exactly its registered one. */
  function check(clientId: string | undefined, redirectUri: string | undefined): Checked {
    const client = clientId ? selectClient.get(clientId) : undefined;
    if (!client) return { ok: false, code: 404, message: SSO_MESSAGES.unknownClient(clientId) };
    if (redirectUri !== undefined && redirectUri !== '' && redirectUri !== client.callback) {
      return { ok: false, code: 400, message: SSO_MESSAGES.wrongCallback(client.name) };
    }
    return { ok: true, client };
  }
  const refuse = (c: Context, checked: Extract<Checked, { ok: false }>) =>
    replyFail(c, checked.code === 404 ? SandboxErrorCode.notFound : SandboxErrorCode.badRequest, checked.message);
  const scopesOf = (client: ClientRow) => JSON.parse(client.scopes) as SsoScope[];

  routes.get('sso.client', (c, { input, ok }) => {
    const checked = check(input.client_id, input.redirect_uri);
    if (!checked.ok) return refuse(c, checked);
    const { client } = checked;
    const user = c.get('user');
    return ok({
      client: { id: client.id, name: client.name, description: client.description, callback: client.callback },
      scopes: scopesOf(client).map((key) => ({ key, label: SSO_SCOPE_LABELS[key] })),
      user: { name: user.name, roleName: user.roleName, account: maskAccount(user.username) },
    });
  });

  routes.post('sso.authorize', (c, { input, ok }) => {
    const checked = check(input.client_id, input.redirect_uri);
    if (!checked.ok) return refuse(c, checked);
    const code = randomToken(24);
    insertGrant.run(code, checked.client.id, c.get('user').id, epochSeconds(services) + SSO_CODE_TTL_SECONDS);
    const target = new URL(checked.client.callback);
    target.searchParams.set('code', code);
    if (input.state) target.searchParams.set('state', input.state);
    return ok({ redirect: target.href });
  });

  // The service's side: code + secret → the user, once.
  // No API key: the third-party service calls it server to server, no widget does.
  routes.app.post('/sso/token', async (c) => {
    const body = await readBody(c);
    const fields = body.ok ? body.body : {};
    const checked = check(textField(fields, 'client_id'), undefined);
    if (!checked.ok) return refuse(c, checked);
    const secret = textField(fields, 'client_secret') ?? '';
    if (!sameText(sha256(secret), checked.client.secret_hash)) return replyFail(c, SandboxErrorCode.badRequest, SSO_MESSAGES.wrongSecret);
    const code = textField(fields, 'code') ?? '';
    const grant = TOKEN_PATTERN.test(code) ? selectGrant.get(code) : undefined;
    const now = epochSeconds(services);
    if (!grant || grant.client_id !== checked.client.id || grant.expires_at <= now || useGrant.run(now, code).changes !== 1) {
      return replyFail(c, SandboxErrorCode.badRequest, SSO_MESSAGES.badCode);
    }
    const user = userById(db, grant.user_id);
    if (!user) return replyFail(c, SandboxErrorCode.badRequest, SSO_MESSAGES.badCode);
    return replyOk(c, { user: releasedFields(user, scopesOf(checked.client)) });
  });

  return routes.app;
}

/** Only what the service registered for. */
function releasedFields(user: SandboxUser, scopes: SsoScope[]): Record<string, string> {
  const fields: Record<SsoScope, string> = { name: user.name, account: user.username, role: user.role };
  return Object.fromEntries(scopes.map((scope) => [scope, fields[scope]]));
}
