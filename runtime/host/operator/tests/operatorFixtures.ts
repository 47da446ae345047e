/**
 * A host with the operator console on, over temp folders (hostFixtures), driven through `app.fetch`
 * as the console would drive it: cookie kept by hand, CSRF header and Origin on writes.
 */
import { mkdirSync } from 'node:fs';
import type { HttpBindings } from '@hono/node-server';
import { join } from 'node:path';
import { hashOperatorPassword } from '../operatorPassword.ts';
import type { Operator } from '../operators.ts';
import { makeHostDirs, minimalManifest, startHost, type HostDirs } from '../../tests/hostFixtures.ts';
import type { HostOptions } from '../../createHost.ts';

export const password = 'correct horse battery staple';
let hash: Promise<string> | undefined;
/** One hash for the whole file: scrypt is slow on purpose. */
export const passwordHash = () => (hash ??= hashOperatorPassword(password));

export const origin = 'http://localhost';
export const writeHeaders = { 'Content-Type': 'application/json', 'X-Portal-Operator': '1', Origin: origin };

export interface OperatorHost extends ReturnType<typeof startHost> {
  dirs: HostDirs;
  dataDir: string;
  /**
   * Calls `/_operator/api/<path>`; `cookie` is sent when given. `from`: the socket's peer address, as
   * @hono/node-server would bind it (without it, the address is `unknown`).
   */
  call(
    method: string,
    path: string,
    init?: { body?: unknown; headers?: Record<string, string>; cookie?: string; raw?: string; from?: string },
  ): Promise<Response>;
  /** Logs in and returns the cookie to send back (`portal-operator=…`). */
  login(name?: string): Promise<string>;
}

/** The bindings @hono/node-server gives a request from `address`: only the socket's peer is read. */
export const socketBindings = (address: string) => ({ incoming: { socket: { remoteAddress: address } } }) as unknown as HttpBindings;

/** Two sites: `demo` (a minimal manifest) and `hill` extending it. */
export async function startOperatorHost(options: { operators?: Array<Partial<Operator>>; host?: Partial<HostOptions> } = {}): Promise<OperatorHost> {
  const dirs = makeHostDirs();
  dirs.writeSite('demo', minimalManifest('demo'));
  dirs.writeSite('hill', { id: 'hill', extends: 'demo', name: { zh: '山岭大学' } });
  const dataDir = join(dirs.root, 'operator-data');
  mkdirSync(dataDir);
  const hashed = await passwordHash();
  const operators = (options.operators ?? [{ name: 'ops' }]).map((o) => ({ name: 'ops', passwordHash: hashed, sites: ['*'], ...o }));
  const host = startHost(dirs, { operators, operatorDataDir: dataDir, ...options.host });
  const call: OperatorHost['call'] = (method, path, init = {}) => {
    const headers: Record<string, string> = { ...(method === 'GET' ? {} : writeHeaders), ...init.headers };
    if (init.cookie) headers.Cookie = init.cookie;
    const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    const request = new Request(`${origin}/_operator/api/${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    return Promise.resolve(host.app.fetch(request, init.from === undefined ? undefined : socketBindings(init.from)));
  };
  return {
    ...host,
    dirs,
    dataDir,
    call,
    async login(name = 'ops') {
      const response = await call('POST', 'login', { body: { name, password } });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      return /^(portal-operator=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!;
    },
  };
}
