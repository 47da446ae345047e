import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../sandboxApp.ts';
import { getJson } from './sandboxRequests.ts';

let sandbox: Sandbox;
beforeEach(() => {
  sandbox = createSandbox({ dbFile: ':memory:' });
});
afterEach(() => sandbox.close());

describe('sandbox app', () => {
  it.each(['/api/nope', '/api/news', '/api/news/list/extra', '/api', '/index.html'])('answers %s with HTTP 404 and the envelope', async (path) => {
    const { status, body } = await getJson(sandbox.app, path);
    expect(status).toBe(404);
    expect(body).toEqual({ e: 404, m: '接口不存在', d: null });
  });

  it('answers a known path with the wrong method as an unknown path', async () => {
    const response = await sandbox.app.fetch(new Request('http://sandbox/api/log/save-web-log'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ e: 404, m: '接口不存在', d: null });
  });

  it('answers JSON that no cache keeps', async () => {
    const response = await sandbox.app.fetch(new Request('http://sandbox/api/news/list'));
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('closes twice without throwing', () => {
    sandbox.close();
    expect(() => sandbox.close()).not.toThrow();
  });
});

describe('API override path of sites/hill-university.json', () => {
  it('answers news.list at /api/cms/v2/articles too', async () => {
    const response = await sandbox.app.fetch(new Request('http://sandbox/api/cms/v2/articles?page=1&size=5&channel=campus'));
    const body = (await response.json()) as { e: number; d: { list: unknown[]; size: number } };
    expect(body.e).toBe(0);
    expect(body.d.size).toBe(5);
    expect(body.d.list).toHaveLength(5);
  });
});
