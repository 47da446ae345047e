/**
 * spec §7 request wrapper against a real local HTTP server (the edge is the network, not a mock).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError.ts';
import type { ApiKey } from './apiResponses.ts';
import { createApiClient, prefetchKeptMs } from './requestClient.ts';
import type { RequestUi } from './requestUi.ts';

/** A key this test's own server answers: no widget declares it, so it is not an ApiKey by type. */
const testKey = (key: string) => key as ApiKey;

/** A shell that records what the client asked of it. */
function recordingUi(overrides: Partial<RequestUi> = {}) {
  const events: string[] = [];
  const ui: RequestUi = {
    defaultLoginMode: 'alert',
    redirectPolicy: { origin: 'https://portal.school.example', allowedHosts: ['sso.school.example'] },
    withReturnTo: (url) => `${url}?redirect_url=${encodeURIComponent('/score/index')}`,
    hidePopups: () => void events.push('hidePopups'),
    alert: async (message) => void events.push(`alert:${message}`),
    popup: (message) => void events.push(`popup:${message}`),
    navigate: (url) => void events.push(`navigate:${url}`),
    refuseRedirect: (target) => void events.push(`refuse:${target}`),
    replacePage: (override) => void events.push(`replace:${JSON.stringify(override)}`),
    pageState: () => ({ route: 'score/index', query: { term: '2026-1' } }),
    ...overrides,
  };
  return { ui, events };
}

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
  '/api/expired': (res) => res.end(JSON.stringify({ e: 10013, m: '登录已过期，请重新登录', d: { login_url: '/api/uc/login' } })),
  '/api/expired-evil': (res) => res.end(JSON.stringify({ e: 10013, m: '<img src=x onerror=alert(1)>请登录', d: { login_url: '//evil.example/login' } })),
  '/api/empty': (res) => res.end(JSON.stringify({ e: 0, m: '该学生暂无成绩', d: null })),
  '/api/log/save-web-log': (res) => res.end(JSON.stringify({ e: 0, m: '', d: null })),
  // What the portal's host answers for a backend that is down or too slow (runtime/host/apiProxy.ts, backendDeadline.ts).
  '/api/down': (res) => {
    res.statusCode = 502;
    res.end(JSON.stringify({ e: 502, m: '后端服务暂时不可用', d: null }));
  },
  '/api/too-slow': (res) => {
    res.statusCode = 504;
    res.end(JSON.stringify({ e: 504, m: '后端服务响应超时', d: null }));
  },
  // A gateway in front of a school's backend, in its own words.
  '/api/gateway-page': (res) => {
    res.statusCode = 503;
    res.setHeader('content-type', 'text/html');
    res.end('<html><body>503 Service Temporarily Unavailable</body></html>');
  },
  '/api/reset': (res) => {
    res.write('{"e":0,"m":"","d":[');
    setImmediate(() => res.destroy());
  },
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
  'demo.expired': { path: '/expired', method: 'GET' },
  'demo.expiredEvil': { path: '/expired-evil', method: 'GET' },
  'demo.empty': { path: '/empty', method: 'GET' },
  'log.saveWebLog': { path: '/log/save-web-log', method: 'POST' },
  'demo.down': { path: '/down', method: 'GET' },
  'demo.tooSlow': { path: '/too-slow', method: 'GET' },
  'demo.gatewayPage': { path: '/gateway-page', method: 'GET' },
  'demo.reset': { path: '/reset', method: 'GET' },
};
const client = (timeoutMs = 2000) => createApiClient({ base, overrides: { 'demo.overridden': '/cms/list' }, endpoint: (key) => endpoints[key], timeoutMs });
const last = () => seen.at(-1)!;

describe('spec §7 calls', () => {
  it('sends X-Requested-With: XMLHttpRequest and GET data in the query', async () => {
    await expect(client().get(testKey('demo.ok'), { page: 2, q: '新闻' })).resolves.toEqual({ hello: '世界' });
    expect(last().method).toBe('GET');
    expect(last().url).toBe(`/api/ok?page=2&q=${encodeURIComponent('新闻')}`);
    expect(last().headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('posts FormData as multipart (uploads), files included', async () => {
    const form = new FormData();
    form.set('file', new File(['%PDF-'], '课表.pdf', { type: 'application/pdf' }));
    await client().post(testKey('demo.json'), form);
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('filename="课表.pdf"');
    expect(last().body).toContain('%PDF-');
  });

  it('posts a form-encoded body unless JSON is asked for', async () => {
    await client().post(testKey('demo.ok'), { name: '张三', n: 1 });
    expect(last().headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(last().body).get('name')).toBe('张三');
    await client().post(testKey('demo.json'), { name: '张三' });
    expect(last().headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(last().body)).toEqual({ name: '张三' });
  });

  it('sends the idempotency key of a submit as Idempotency-Key, and none without one', async () => {
    await client().post(testKey('demo.ok'), { n: 1 }, { idempotencyKey: 'submit-1' });
    expect(last().headers['idempotency-key']).toBe('submit-1');
    await client().post(testKey('demo.ok'), { n: 1 });
    expect(last().headers['idempotency-key']).toBeUndefined();
  });

  it('resolves a key through the site override, then the API base', async () => {
    await expect(client().get(testKey('demo.overridden'))).resolves.toBe('override');
    expect(last().url).toBe('/api/cms/list');
    expect(() => client().url('nope.nope')).toThrow(ApiError);
  });
});

describe('spec §8 error catalogue (request side)', () => {
  it('an envelope error carries e and m (m stays text, never HTML)', async () => {
    const error = await client()
      .get(testKey('demo.fail'))
      .catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({ kind: 'envelope', message: '<b>服务繁忙</b>', detail: { e: 500 } });
  });
  it('a 500 with an HTML body is a bad answer, not a crash', async () => {
    await expect(client().get(testKey('demo.html500'))).rejects.toMatchObject({ kind: 'bad-answer', detail: { status: 500 } });
  });
  it('an answer of the wrong shape is a bad answer', async () => {
    await expect(client().get(testKey('demo.shape'))).rejects.toMatchObject({ kind: 'bad-answer' });
  });
  it('a network failure reaches the caller as a network error', async () => {
    const offline = createApiClient({ base: 'http://127.0.0.1:9/api', overrides: {}, endpoint: (key) => endpoints[key] });
    await expect(offline.get(testKey('demo.ok'))).rejects.toMatchObject({ kind: 'network' });
  });
  it('a timeout is a network error too', async () => {
    await expect(client(300).get(testKey('demo.slow'))).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('a slow, stalled or down backend is the network failure of spec §8', () => {
  it('a body that never ends fails as a network error once timeoutMs has passed: the bound covers the body, not only the headers', async () => {
    let cancelled = false;
    // Headers at once, then one piece and silence; this fetch ignores the abort signal, as a stuck stream would.
    const stalled: typeof fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"e":0,"m":"","d":[')),
          cancel: () => void (cancelled = true),
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    const bounded = createApiClient({ base, overrides: {}, endpoint: (key) => endpoints[key], fetch: stalled, timeoutMs: 50 });
    const error = await bounded.get(testKey('demo.ok')).catch((e: unknown) => e as ApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', message: 'no complete answer within 50 ms', detail: { key: 'demo.ok' } });
    // The stalled body is let go, not left holding the connection.
    expect(cancelled).toBe(true);
  });

  it('a body in time is read whole, in pieces', async () => {
    const pieces = ['{"e":0,"m":"","d":', '{"hello":"世', '界"}}'];
    const chunked: typeof fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            // 世 split across two pieces: decoded as one character all the same.
            const bytes = new TextEncoder().encode(pieces.join(''));
            const cut = bytes.indexOf(0xe4) + 1;
            controller.enqueue(bytes.subarray(0, cut));
            controller.enqueue(bytes.subarray(cut));
            controller.close();
          },
        }),
      );
    const client = createApiClient({ base, overrides: {}, endpoint: (key) => endpoints[key], fetch: chunked, timeoutMs: 50 });
    await expect(client.get(testKey('demo.ok'))).resolves.toEqual({ hello: '世界' });
  });

  it.each([
    ['demo.down', 502, '后端服务暂时不可用'],
    ['demo.tooSlow', 504, '后端服务响应超时'],
    ['demo.gatewayPage', 503, 'HTTP 503: the backend is unavailable'],
  ])("the host's or a gateway's %s answer (HTTP %i) is a network error, not an answer of the school's", async (key, status, message) => {
    await expect(client().get(testKey(key))).rejects.toMatchObject({ kind: 'network', message, detail: { status } });
  });

  it('a connection reset halfway through the body is a network error, not a bad answer', async () => {
    await expect(client().get(testKey('demo.reset'))).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('spec §8 e = 10013 (not logged in)', () => {
  const clientWith = (ui: RequestUi) => createApiClient({ base, overrides: {}, endpoint: (key) => endpoints[key], ui });

  it('return: hides popups and hands the answer to the caller', async () => {
    const { ui, events } = recordingUi();
    const error = await clientWith(ui)
      .get(testKey('demo.expired'), {}, { login: 'return' })
      .catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({ kind: 'login-required', detail: { e: 10013, body: { d: { login_url: '/api/uc/login' } } } });
    expect(events).toEqual(['hidePopups']);
  });

  it('redirect: goes to login_url at once, with the page to come back to', async () => {
    const { ui, events } = recordingUi();
    void clientWith(ui).get(testKey('demo.expired'), {}, { login: 'redirect' });
    await vi.waitFor(() => expect(events).toEqual(['hidePopups', 'navigate:https://portal.school.example/api/uc/login?redirect_url=%2Fscore%2Findex']));
  });

  it('alert: shows m with a confirm button, then goes to login (the site default)', async () => {
    const { ui, events } = recordingUi();
    void clientWith(ui).get(testKey('demo.expired'));
    await vi.waitFor(() =>
      expect(events).toEqual([
        'hidePopups',
        'alert:登录已过期，请重新登录',
        'navigate:https://portal.school.example/api/uc/login?redirect_url=%2Fscore%2Findex',
      ]),
    );
  });

  it('a login_url off the allowed hosts is refused: an error instead of leaving the site', async () => {
    const { ui, events } = recordingUi();
    await expect(clientWith(ui).get(testKey('demo.expiredEvil'), {}, { login: 'redirect' })).rejects.toMatchObject({ kind: 'login-required' });
    expect(events).toEqual(['hidePopups', 'refuse://evil.example/login']);
  });
});

describe('spec §8 missing data with locationErr', () => {
  it('replaces the page with the no-data view showing the answer', async () => {
    const { ui, events } = recordingUi();
    const client = createApiClient({ base, overrides: {}, endpoint: (key) => endpoints[key], ui });
    await expect(client.get(testKey('demo.empty'), {}, { locationErr: true })).rejects.toMatchObject({ kind: 'no-data' });
    expect(events).toEqual(['replace:{"kind":"no-data","message":"该学生暂无成绩"}']);
    // Without locationErr the caller gets the empty data and decides.
    await expect(client.get(testKey('demo.empty'))).resolves.toBeNull();
  });
});

describe('spec §8 exception while handling an answer', () => {
  it('logs err_message, return_data and vue_data, then shows the system exception (mode 1)', async () => {
    const { ui, events } = recordingUi();
    const client = createApiClient({ base, overrides: {}, endpoint: (key) => endpoints[key], ui });
    const failing = (data: unknown): number => (data as { missing: { field: number } }).missing.field;
    await expect(client.handle(testKey('demo.ok'), {}, failing)).rejects.toMatchObject({ kind: 'exception' });
    const log = await vi.waitFor(() => {
      const posted = seen.find((request) => request.url === '/api/log/save-web-log');
      if (!posted) throw new Error('no log posted yet');
      return posted;
    });
    const fields = new URLSearchParams(log.body);
    expect(fields.get('err_message')).toMatch(/^TypeError: Cannot read properties of undefined/);
    expect(JSON.parse(fields.get('return_data')!)).toEqual({ hello: '世界' });
    expect(JSON.parse(fields.get('vue_data')!)).toEqual({ route: 'score/index', query: { term: '2026-1' } });
    expect(events).toEqual(['replace:{"kind":"system-exception"}']);
  });

  it('or a popup, when the call asks for one', async () => {
    const { ui, events } = recordingUi();
    const client = createApiClient({ base, overrides: {}, endpoint: (key) => endpoints[key], ui });
    await expect(
      client.handle(
        testKey('demo.ok'),
        {},
        () => {
          throw new Error('处理失败');
        },
        { exception: 'popup' },
      ),
    ).rejects.toMatchObject({ kind: 'exception' });
    expect(events).toEqual(['popup:处理失败']);
  });

  it('hands the data to the handler when all is well', async () => {
    const client = createApiClient({ base, overrides: {}, endpoint: (key) => endpoints[key] });
    await expect(client.handle(testKey('demo.ok'), {}, (data) => (data as { hello: string }).hello)).resolves.toBe('世界');
  });
});

describe("a page's first request, sent while its code loads (prefetch)", () => {
  const asked = (path: string) => seen.filter((s) => s.url.split('?')[0] === path).length;

  it("the page's own get of the same key and query takes the answer: one request", async () => {
    const api = client();
    const before = asked('/api/ok');
    void api.prefetch(testKey('demo.ok'), { page: 1, size: 10, channel: undefined });
    // Same call as the page makes it: other key order, numbers as strings would be in the URL.
    await expect(api.get(testKey('demo.ok'), { size: 10, page: 1 })).resolves.toEqual({ hello: '世界' });
    expect(asked('/api/ok') - before).toBe(1);
    // Taken once: the page's reload asks again.
    await api.get(testKey('demo.ok'), { size: 10, page: 1 });
    expect(asked('/api/ok') - before).toBe(2);
  });

  it('another query, or a call with options of its own, asks the school itself', async () => {
    const api = client();
    const before = asked('/api/ok');
    void api.prefetch(testKey('demo.ok'), { page: 1 });
    await api.get(testKey('demo.ok'), { page: 2 });
    await api.get(testKey('demo.ok'), { page: 1 }, { login: 'return' });
    expect(asked('/api/ok') - before).toBe(3);
  });

  it('shows nothing itself: "not logged in" is asked again by the page, which then does what spec §8 says', async () => {
    const { ui, events } = recordingUi();
    const api = createApiClient({ base, overrides: {}, endpoint: (key) => endpoints[key], ui });
    const before = asked('/api/expired');
    await api.prefetch(testKey('demo.expired'), {});
    expect(asked('/api/expired') - before).toBe(1);
    // No alert, no navigation (spec §8 hides popups on any 10013; at boot there are none).
    expect(events.filter((event) => event !== 'hidePopups')).toEqual([]);
    void api.get(testKey('demo.expired'));
    await vi.waitFor(() =>
      expect(events.slice(-2)).toEqual(['alert:登录已过期，请重新登录', 'navigate:https://portal.school.example/api/uc/login?redirect_url=%2Fscore%2Findex']),
    );
    expect(asked('/api/expired') - before).toBe(2);
  });

  it("hands the page the school's failure as its own call would have", async () => {
    const api = client();
    void api.prefetch(testKey('demo.fail'), {});
    await expect(api.get(testKey('demo.fail'))).rejects.toMatchObject({ kind: 'envelope', message: '<b>服务繁忙</b>' });
  });

  it("is the page's own call, sent without the exchange: same address, query and headers", async () => {
    const api = client();
    void api.prefetch(testKey('demo.ok'), { page: 2, q: '新闻', channel: undefined });
    await api.get(testKey('demo.ok'), { page: 2, q: '新闻' });
    const prefetchSent = last();
    await api.get(testKey('demo.ok'), { page: 2, q: '新闻' });
    const pageSent = last();
    expect(prefetchSent.url).toBe(pageSent.url);
    expect(prefetchSent.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(prefetchSent.method).toBe('GET');
  });

  it('an answer that is not a plain success is read by the exchange: a bad answer is the bad answer, a dead server the network', async () => {
    const api = client();
    const before = asked('/api/html500');
    void api.prefetch(testKey('demo.html500'), {});
    await expect(api.get(testKey('demo.html500'))).rejects.toMatchObject({ kind: 'bad-answer' });
    expect(asked('/api/html500') - before).toBe(2);

    const unreachable = createApiClient({ base: 'http://127.0.0.1:9/api', overrides: {}, endpoint: (key) => endpoints[key], timeoutMs: 2000 });
    void unreachable.prefetch(testKey('demo.ok'), {});
    await expect(unreachable.get(testKey('demo.ok'))).rejects.toMatchObject({ kind: 'network' });
    expect(unreachable.takeReady(testKey('demo.ok'), {})).toBeUndefined();
  });

  it('is dropped when no page takes it in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const api = client();
      const before = asked('/api/ok');
      void api.prefetch(testKey('demo.ok'), { page: 9 });
      vi.advanceTimersByTime(prefetchKeptMs + 1);
      vi.useRealTimers();
      await api.get(testKey('demo.ok'), { page: 9 });
      await vi.waitFor(() => expect(asked('/api/ok') - before).toBe(2));
    } finally {
      vi.useRealTimers();
    }
  });
});
