/**
 * spec §7 request wrapper against a real local HTTP server (the edge is the network, not a mock).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './apiError.ts';
import { createApiClient } from './requestClient.ts';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let server: Server;
let base: string;
const seen: Seen[] = [];
const answers: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '/api/ok': (res) => res.end(JSON.stringify({ e: 0, m: '', d: { hello: '世界' } })),
  '/api/cms/list': (res) => res.end(JSON.stringify({ e: 0, m: '', d: 'override' })),
  '/api/fail': (res) => res.end(JSON.stringify({ e: 500, m: '<b>服务繁忙</b>', d: null })),
  '/api/html500': (res) => {
    res.statusCode = 500;
    res.setHeader('content-type', 'text/html');
    res.end('<html><body>Internal Server Error</body></html>');
  },
  '/api/shape': (res) => res.end(JSON.stringify({ code: 0, data: [] })),
  '/api/slow': () => undefined,
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      (answers[req.url!.split('?')[0]!] ?? ((r) => r.end('{}')))(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const endpoints: Record<string, { path: string; method: 'GET' | 'POST'; json?: boolean }> = {
  'demo.ok': { path: '/ok', method: 'GET' },
  'demo.json': { path: '/ok', method: 'POST', json: true },
  'demo.overridden': { path: '/default', method: 'GET' },
  'demo.fail': { path: '/fail', method: 'GET' },
  'demo.html500': { path: '/html500', method: 'GET' },
  'demo.shape': { path: '/shape', method: 'GET' },
  'demo.slow': { path: '/slow', method: 'GET' },
};
const client = (timeoutMs = 2000) =>
  createApiClient({ base, overrides: { 'demo.overridden': '/cms/list' }, endpoint: (key) => endpoints[key], timeoutMs });
const last = () => seen.at(-1)!;

describe('spec §7 calls', () => {
  it('sends X-Requested-With: XMLHttpRequest and GET data in the query', async () => {
    await expect(client().get('demo.ok', { page: 2, q: '新闻' })).resolves.toEqual({ hello: '世界' });
    expect(last().method).toBe('GET');
    expect(last().url).toBe(`/api/ok?page=2&q=${encodeURIComponent('新闻')}`);
    expect(last().headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('posts a form-encoded body unless JSON is asked for', async () => {
    await client().post('demo.ok', { name: '张三', n: 1 });
    expect(last().headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(last().body).get('name')).toBe('张三');
    await client().post('demo.json', { name: '张三' });
    expect(last().headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(last().body)).toEqual({ name: '张三' });
  });

  it('resolves a key through the site override, then the API base', async () => {
    await expect(client().get('demo.overridden')).resolves.toBe('override');
    expect(last().url).toBe('/api/cms/list');
    expect(() => client().url('nope.nope')).toThrow(ApiError);
  });
});

describe('spec §8 error catalogue (request side)', () => {
  it('an envelope error carries e and m (m stays text, never HTML)', async () => {
    const error = await client().get('demo.fail').catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({ kind: 'envelope', message: '<b>服务繁忙</b>', detail: { e: 500 } });
  });
  it('a 500 with an HTML body is a bad answer, not a crash', async () => {
    await expect(client().get('demo.html500')).rejects.toMatchObject({ kind: 'bad-answer', detail: { status: 500 } });
  });
  it('an answer of the wrong shape is a bad answer', async () => {
    await expect(client().get('demo.shape')).rejects.toMatchObject({ kind: 'bad-answer' });
  });
  it('a network failure reaches the caller as a network error', async () => {
    const offline = createApiClient({ base: 'http://127.0.0.1:9/api', overrides: {}, endpoint: (key) => endpoints[key] });
    await expect(offline.get('demo.ok')).rejects.toMatchObject({ kind: 'network' });
  });
  it('a timeout is a network error too', async () => {
    await expect(client(300).get('demo.slow')).rejects.toMatchObject({ kind: 'network' });
  });
});
