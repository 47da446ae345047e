import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../sandboxApp.ts';
import { WEB_LOG_LIMITS, WEB_LOG_MAX_BODY_BYTES } from '../routes/webLog.ts';
import { postForm, postJson } from './sandboxRequests.ts';

interface WebLogRow {
  err_message: string | null;
  return_data: string | null;
  vue_data: string | null;
  created_at: number;
}

let sandbox: Sandbox;
beforeEach(() => {
  sandbox = createSandbox({ dbFile: ':memory:' });
});
afterEach(() => sandbox.close());

const PATH = '/api/log/save-web-log';
const rows = () => sandbox.db.prepare<[], WebLogRow>('SELECT * FROM web_logs ORDER BY id').all();

describe('POST /api/log/save-web-log', () => {
  it('stores the three fields of a form-encoded report, with a timestamp', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await postForm(sandbox.app, PATH, {
      err_message: "TypeError: Cannot read properties of undefined (reading 'list')",
      return_data: '{"e":0,"m":"","d":null}',
      vue_data: '{"route":"/news/index"}',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ e: 0, m: '', d: null });
    const [row] = rows();
    expect(row).toMatchObject({
      err_message: "TypeError: Cannot read properties of undefined (reading 'list')",
      return_data: '{"e":0,"m":"","d":null}',
      vue_data: '{"route":"/news/index"}',
    });
    expect(row?.created_at).toBeGreaterThanOrEqual(before);
  });

  it('stores a JSON report, keeping object snapshots as JSON text', async () => {
    const { body } = await postJson(sandbox.app, PATH, JSON.stringify({ err_message: '渲染失败', return_data: { e: 500 }, vue_data: ['a'] }));
    expect(body.e).toBe(0);
    expect(rows()).toMatchObject([{ err_message: '渲染失败', return_data: '{"e":500}', vue_data: '["a"]' }]);
  });

  it('refuses a body over 64 KB with e = 413 and stores nothing', async () => {
    const { status, body } = await postForm(sandbox.app, PATH, {
      err_message: 'x'.repeat(WEB_LOG_MAX_BODY_BYTES + 1),
    });
    expect(status).toBe(413);
    expect(body.e).toBe(413);
    expect(body.d).toBeNull();
    expect(body.m).toContain('64 KB');
    expect(rows()).toHaveLength(0);
  });

  it('refuses an oversized body sent without Content-Length (streamed)', async () => {
    const chunk = new TextEncoder().encode(`err_message=${'x'.repeat(16 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(`http://sandbox${PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(request.headers.get('content-length')).toBeNull();
    const response = await sandbox.app.fetch(request);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { e: number }).e).toBe(413);
    expect(rows()).toHaveLength(0);
  });

  it('accepts a body just under the limit', async () => {
    const { body } = await postForm(sandbox.app, PATH, { err_message: 'x'.repeat(WEB_LOG_MAX_BODY_BYTES - 100) });
    expect(body.e).toBe(0);
  });

  it('refuses a report with none of the three fields', async () => {
    const { body } = await postForm(sandbox.app, PATH, { message: 'wrong name' });
    expect(body.e).toBe(400);
    expect(body.m).toContain('err_message');
    expect(rows()).toHaveLength(0);
  });

  it.each([
    ['{not json', '请求体不是有效的 JSON'],
    ['["err_message"]', '请求体应为 JSON 对象'],
  ])('refuses the JSON body %s with e = 400', async (raw, message) => {
    const { body } = await postJson(sandbox.app, PATH, raw);
    expect(body).toEqual({ e: 400, m: message, d: null });
  });
});

describe('what an anonymous caller can store is bounded', () => {
  let clock = Date.UTC(2026, 10, 27, 2, 0);
  let clocked: Sandbox;
  beforeEach(() => {
    clock = Date.UTC(2026, 10, 27, 2, 0);
    clocked = createSandbox({ dbFile: ':memory:', now: () => clock });
  });
  afterEach(() => clocked.close());
  const report = (address: string, fields: Record<string, string> = { err_message: 'TypeError' }) =>
    clocked.app.fetch(
      new Request(`http://sandbox${PATH}`, { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' }, body: new URLSearchParams(fields) }),
      { client: { address, https: false } },
    );
  const stored = () => clocked.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM web_logs').get()!.n;

  it(`takes ${WEB_LOG_LIMITS.perMinute} reports a minute from one address, refuses the next with 429, and takes more a minute later`, async () => {
    for (let i = 0; i < WEB_LOG_LIMITS.perMinute; i++) expect((await report('10.0.0.7')).status).toBe(200);
    const refused = await report('10.0.0.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await refused.json()).toEqual({ e: 429, m: '错误报告过于频繁，请稍后再试', d: null });
    // Another address is its own count.
    expect((await report('10.0.0.8')).status).toBe(200);
    expect(stored()).toBe(WEB_LOG_LIMITS.perMinute + 1);
    clock += 60_000;
    expect((await report('10.0.0.7')).status).toBe(200);
  });

  it('cuts a field to its bound', async () => {
    await report('10.0.0.7', { err_message: '错'.repeat(3_000) + 'x'.repeat(20_000) });
    const [row] = clocked.db.prepare<[], { err_message: string }>('SELECT err_message FROM web_logs').all();
    expect(row!.err_message).toBe(`${'错'.repeat(3_000)}${'x'.repeat(WEB_LOG_LIMITS.fieldChars - 3_000)}…`);
  });

  it(`keeps the newest ${WEB_LOG_LIMITS.keptRows} reports of the last ${WEB_LOG_LIMITS.keptDays} days`, async () => {
    const insert = clocked.db.prepare<[number]>("INSERT INTO web_logs (err_message, created_at) VALUES ('old', ?)");
    const nowSeconds = Math.floor(clock / 1000);
    insert.run(nowSeconds - (WEB_LOG_LIMITS.keptDays + 1) * 86_400);
    for (let i = 0; i < WEB_LOG_LIMITS.keptRows + 10; i++) insert.run(nowSeconds - 60);
    await report('10.0.0.7', { err_message: 'newest' });
    expect(stored()).toBe(WEB_LOG_LIMITS.keptRows);
    expect(clocked.db.prepare<[], { err_message: string }>('SELECT err_message FROM web_logs ORDER BY id DESC LIMIT 1').get()!.err_message).toBe('newest');
    expect(
      clocked.db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM web_logs WHERE created_at < ?').get(nowSeconds - WEB_LOG_LIMITS.keptDays * 86_400)!
        .n,
    ).toBe(0);
  });
});
