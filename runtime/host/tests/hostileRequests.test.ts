/**
 * The host as `npm start` runs it (composeHost, the embedded sandbox, a real HTTP server), attacked the way
 * one anonymous visitor could: every route a body over its bound, declared or claimed, and every declared
 * query parameter a value of the wrong kind. Each is a 4xx in the envelope the portal reads, and the host
 * answers the next request as before.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDeclarations } from '../../shared/apiDeclarations.ts';
import { composeHost, type ComposedHost } from '../composeHost.ts';
import { MAX_REQUEST_BODY_BYTES } from '../../../sandbox/requestBodyLimit.ts';
import { UPLOAD_MAX_BODY_BYTES } from '../../../sandbox/modules/attachments.ts';
import { DEMO_ACCOUNTS } from '../../../sandbox/seed/accounts.ts';
import { composeFolders, repoRoot } from './hostFixtures.ts';

const folders = composeFolders('portal-hostile-');
let composed: ComposedHost;
let server: ServerType;
let base: string;

beforeAll(async () => {
  composed = await composeHost({ env: { ...folders.env, SANDBOX_DB: ':memory:', PORT: '0' }, repoRoot, log: () => undefined });
  server = serve({ fetch: composed.host.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await composed.close();
  folders.remove();
});

const writeHeaders = { 'X-Requested-With': 'XMLHttpRequest' };

/** The host still serves a read (the news list), on a new connection: the attack's own may be closed. */
async function stillAnswers() {
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    httpRequest(`${base}/api/news/list`, { agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    })
      .on('error', reject)
      .end();
  });
  expect(status).toBe(200);
  expect((JSON.parse(text) as { e: number }).e).toBe(0);
}

/**
 * A POST as a client that keeps writing would send it: the answer counts, whatever happens to the rest of
 * the body once the host has answered (it may close the connection on an upload it refused).
 */
function post(path: string, headers: Record<string, string>, body: string | Buffer): Promise<{ status: number; envelope: { e: number; m: string } }> {
  return new Promise((resolve, reject) => {
    // A connection of its own: the host need not read the rest of a body it refused, so that connection is done.
    const sending = httpRequest(`${base}/api${path}`, { method: 'POST', headers: { ...writeHeaders, ...headers }, agent: false });
    sending.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, envelope: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { e: number; m: string } }),
      );
    });
    sending.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    sending.end(body);
  });
}

/** Every POST path the sandbox answers: each declared key's, and the uploads'. */
const postPaths = [
  ...new Set([...apiDeclarations().values()].filter((declared) => declared.method === 'POST').map((declared) => declared.path)),
  '/upload/index',
  '/upload/bybase64',
].sort();

describe('a body over its bound is refused before anything reads it', { timeout: 120_000 }, () => {
  it('every POST route answers 413 to a JSON body over its bound, in the envelope, and the host goes on', async () => {
    const oversized = (path: string) => (path.startsWith('/upload/') ? UPLOAD_MAX_BODY_BYTES : MAX_REQUEST_BODY_BYTES) + 1024;
    const outcomes: string[] = [];
    for (const path of postPaths) {
      const { status, envelope } = await post(path, { 'Content-Type': 'application/json' }, JSON.stringify({ text: 'x'.repeat(oversized(path)) }));
      if (status !== 413 || envelope.e !== 413 || !envelope.m) outcomes.push(`${path}: ${status} ${JSON.stringify(envelope)}`);
    }
    expect(outcomes).toEqual([]);
    await stillAnswers();
  });

  it('a form body over the bound is a 413 at once, not an answer that never comes', async () => {
    const { status, envelope } = await post(
      '/captcha/verify',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      `x=${'a'.repeat(MAX_REQUEST_BODY_BYTES + 1)}`,
    );
    expect([status, envelope.e, envelope.m]).toEqual([413, 413, '请求体过大']);
    await stillAnswers();
  });

  it('a body sent in chunks, with no length announced, is cut at the bound', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      // No Content-Length: Node sends the body chunked, and only counting its bytes can stop it.
      const sending = httpRequest(`${base}/api/qrlogin/status`, {
        method: 'POST',
        agent: false,
        headers: { ...writeHeaders, 'Content-Type': 'application/json' },
      });
      sending.on('response', (answer) => {
        resolve(answer.statusCode ?? 0);
        answer.resume();
        sending.destroy();
      });
      sending.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      const chunk = 'x'.repeat(64 * 1024);
      // Four times the bound, a piece at a time: the refusal comes once the bound is passed, whatever follows.
      const write = (left: number) => {
        if (left === 0 || sending.destroyed) return sending.end();
        if (sending.write(chunk)) write(left - 1);
        else sending.once('drain', () => write(left - 1));
      };
      write((4 * MAX_REQUEST_BODY_BYTES) / chunk.length);
    });
    expect(status).toBe(413);
    await stillAnswers();
  });

  it('a claimed 256 MB body is refused from its Content-Length, before the bytes arrive', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const sending = httpRequest(`${base}/api/captcha/verify`, {
        method: 'POST',
        agent: false,
        headers: { ...writeHeaders, 'Content-Type': 'application/json', 'Content-Length': String(256 * 1024 * 1024) },
      });
      sending.on('response', (answer) => {
        resolve(answer.statusCode ?? 0);
        answer.resume();
        sending.destroy();
      });
      sending.on('error', reject);
      // A first kilobyte only: the answer must not wait for the other 256 MB.
      sending.write('{"x":"' + 'a'.repeat(1024));
    });
    expect(status).toBe(413);
    await stillAnswers();
  });
});

/** A value of the wrong kind for a property of a query contract. */
function wrongValue(schema: { type?: string | string[]; enum?: unknown[]; format?: string }): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.enum) return 'not-one-of-them';
  if (types.includes('integer') || types.includes('number')) return 'x1';
  if (types.includes('boolean')) return 'maybe';
  if (schema.format === 'date' || schema.format === 'date-time') return 'x';
  return undefined;
}

const logins = new Map<string, string>();
/** A session cookie of a demo account, logged in once. */
async function sessionOf(username: string): Promise<string> {
  const known = logins.get(username);
  if (known) return known;
  const answer = await fetch(`${base}/api/uc/login`, {
    method: 'POST',
    headers: writeHeaders,
    body: new URLSearchParams({ username, password: 'demo', redirect_url: '/news/index' }),
    redirect: 'manual',
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  logins.set(username, cookie);
  return cookie;
}

describe('every declared query parameter of the wrong kind is a 400 saying what is wrong', { timeout: 120_000 }, () => {
  const queried = [...apiDeclarations()].filter(([, declared]) => declared.method === 'GET' && declared.query);

  it('holds for each GET key with a query contract, called by an account that may call it', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [key, declared] of queried) {
      const contract = JSON.parse(readFileSync(declared.query!, 'utf8')) as { properties?: Record<string, Parameters<typeof wrongValue>[0]> };
      for (const [name, schema] of Object.entries(contract.properties ?? {})) {
        const value = wrongValue(schema);
        if (value === undefined) continue;
        // The contract is checked after login and grants: the first demo account the key does not turn away.
        let answered: { status: number; e: number; m: string } | undefined;
        for (const account of DEMO_ACCOUNTS) {
          const answer = await fetch(`${base}/api${declared.path}?${new URLSearchParams({ [name]: value })}`, {
            headers: { Cookie: await sessionOf(account.username) },
          });
          const envelope = (await answer.json()) as { e: number; m: string };
          answered = { status: answer.status, ...envelope };
          if (envelope.e !== 403 && envelope.e !== 10013) break;
        }
        checked += 1;
        if (answered?.status !== 400 || answered.e !== 400 || !answered.m) problems.push(`${key} ?${name}=${value}: ${JSON.stringify(answered)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(0);
    await stillAnswers();
  });
});
