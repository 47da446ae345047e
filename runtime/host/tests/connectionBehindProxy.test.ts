/**
 * Proxies and connection facts through the host as `npm start` composes it: TRUSTED_PROXIES decides whose
 * X-Forwarded-* count, and the connection facts reach the operator console and the embedded sandbox.
 * Behind a trusted TLS proxy the operator cookie and the sandbox's eai-sess are Secure; the sandbox's
 * login limit counts each forwarded client apart; a peer that is no trusted proxy changes nothing by
 * writing those headers itself.
 */
import type { HttpBindings } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../../sandbox/auth/loginThrottle.ts';
import { DEMO_PASSWORD } from '../../../sandbox/seed/accounts.ts';
import { composeHost, type ComposedHost } from '../composeHost.ts';
import { hashOperatorPassword } from '../operator/operatorPassword.ts';
import { composeFolders, repoRoot } from './hostFixtures.ts';

const operatorPassword = 'a long operator password';
const proxy = '10.0.0.2';
let folders: ReturnType<typeof composeFolders>;
let operatorHash: string;
const composed: ComposedHost[] = [];

beforeAll(async () => {
  folders = composeFolders('portal-proxy-');
  operatorHash = await hashOperatorPassword(operatorPassword);
});
afterEach(() => composed.splice(0).forEach((c) => c.close()));
afterAll(() => folders.remove());

async function portal(): Promise<ComposedHost> {
  const host = await composeHost({
    env: {
      ...folders.env,
      SANDBOX_DB: ':memory:',
      OPERATOR_NAME: 'ops',
      OPERATOR_PASSWORD_HASH: operatorHash,
      TRUSTED_PROXIES: proxy,
    },
    repoRoot,
    log: () => {},
  });
  composed.push(host);
  return host;
}

/** A request as @hono/node-server hands it over from the socket peer `from`. */
const send = (host: ComposedHost, from: string, path: string, init: RequestInit & { headers?: Record<string, string> }) =>
  Promise.resolve(
    host.host.app.fetch(new Request(`http://portal.internal:8080${path}`, init), { incoming: { socket: { remoteAddress: from } } } as unknown as HttpBindings),
  );

/** What the TLS proxy in front of the host adds for a browser at `client` on https://portal.school.edu. */
const forwardedFor = (client: string) => ({ 'X-Forwarded-For': client, 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'portal.school.edu' });
const browser = { Origin: 'https://portal.school.edu' };

const sandboxLogin = (host: ComposedHost, from: string, headers: Record<string, string>, username = 'student', password = DEMO_PASSWORD) =>
  send(host, from, '/api/uc/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ username, password, redirect_url: '/news/index' }).toString(),
  });

describe('Secure cookies behind a trusted TLS proxy (TRUSTED_PROXIES)', { timeout: 30_000 }, () => {
  it('the operator cookie and eai-sess are Secure when the proxy says https', async () => {
    const host = await portal();
    const operator = await send(host, proxy, '/_operator/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...forwardedFor('198.51.100.7'), ...browser },
      body: JSON.stringify({ name: 'ops', password: operatorPassword }),
    });
    expect(operator.status).toBe(200);
    expect(operator.headers.get('set-cookie')).toMatch(/^portal-operator=.*; Secure/);

    const sandbox = await sandboxLogin(host, proxy, { ...forwardedFor('198.51.100.7'), ...browser });
    expect(sandbox.status).toBe(302);
    const cookies = sandbox.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['eai-sess', 'eai-sess-state']);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
  });

  it('a peer that is no trusted proxy gets neither Secure cookie by claiming https', async () => {
    const host = await portal();
    const claimed = { ...forwardedFor('198.51.100.7'), Origin: 'http://portal.internal:8080' };
    const operator = await send(host, '203.0.113.66', '/_operator/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...claimed },
      body: JSON.stringify({ name: 'ops', password: operatorPassword }),
    });
    expect(operator.status).toBe(200);
    expect(operator.headers.get('set-cookie')).not.toContain('Secure');
    const sandbox = await sandboxLogin(host, '203.0.113.66', claimed);
    expect(sandbox.status).toBe(302);
    for (const cookie of sandbox.headers.getSetCookie()) expect(cookie).not.toContain('Secure');
  });
});

describe('the embedded sandbox counts failed logins per client address', { timeout: 30_000 }, () => {
  it('one client behind the proxy guessing an account is refused for it (429, Retry-After); another client behind the same proxy logs in to it', async () => {
    const host = await portal();
    const attacker = { ...forwardedFor('203.0.113.66'), ...browser };
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) expect((await sandboxLogin(host, proxy, attacker, 'teacher', 'guess')).status).toBe(401);
    const refused = await sandboxLogin(host, proxy, attacker, 'teacher');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sandboxLogin(host, proxy, { ...forwardedFor('198.51.100.7'), ...browser }, 'teacher')).status).toBe(302);
  });

  it('a direct client cannot escape the count by writing X-Forwarded-For', async () => {
    const host = await portal();
    const own = { Origin: 'http://portal.internal:8080' };
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      expect((await sandboxLogin(host, '203.0.113.66', { ...own, 'X-Forwarded-For': `192.0.2.${i}` }, 'teacher', 'guess')).status).toBe(401);
    }
    expect((await sandboxLogin(host, '203.0.113.66', { ...own, 'X-Forwarded-For': '198.51.100.7' }, 'teacher')).status).toBe(429);
  });
});
