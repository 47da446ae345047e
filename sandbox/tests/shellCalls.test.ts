/** The shell's public calls (spec §7): site settings, access log, share info, feedback. */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import shellApi from '../../runtime/shared/shellApi.json' with { type: 'json' };
import type { AccessLogRow } from '../routes/accessLog.ts';
import { DEMO_JSAPI_TICKET, type ShareInfoData } from '../routes/share.ts';
import { postForm, postJson } from './sandboxRequests.ts';
import { formRequest, logIn, clockedSandbox } from './sessionCookies.ts';

const env = clockedSandbox();

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

describe('runtime/shared/shellApi.json: every call the runtime makes has a sandbox answer', () => {
  const calls = Object.entries(shellApi).filter((entry): entry is [string, { path: string; method: string }] => !entry[0].startsWith('$'));

  it.each(calls)('%s', async (_key, { path, method }) => {
    const response = await env.sandbox.app.fetch(new Request(`http://sandbox/api${path}`, { method }));
    expect(response.status, `${method} /api${path}`).not.toBe(404);
    const body = (await response.json()) as { e: number };
    expect(body).toHaveProperty('e');
  });
});

describe('POST /api/site/settings/info', () => {
  it('answers the copyright line and an empty logo (the browser then uses its default)', async () => {
    const { status, body } = await postForm(env.sandbox.app, '/api/site/settings/info', {});
    expect(status).toBe(200);
    expect(body).toEqual({ e: 0, m: '', d: { copyright: '© 2026 示范大学 版权所有 · 京ICP备00000000号', site_logo: '' } });
  });

  it('is public and needs no body', async () => {
    const response = await env.sandbox.app.fetch(new Request('http://sandbox/api/site/settings/info', { method: 'POST' }));
    expect(((await response.json()) as { e: number }).e).toBe(0);
  });
});

describe('POST /api/log/access', () => {
  const rows = () => env.sandbox.db.prepare<[], AccessLogRow>('SELECT * FROM access_logs ORDER BY id').all();
  const entry = (appkey: string, url: string, timestamp: string) => ({ appkey, url, timestamp, signature: md5(appkey + timestamp + url) });

  it('stores an entry whose md5(appkey + timestamp + url) matches, signature_ok = 1', async () => {
    const fields = entry('tjuNotice', 'http://localhost:8080/news/index?channel=notice', '1778486400');
    expect(fields.signature).toBe(md5('tjuNotice1778486400http://localhost:8080/news/index?channel=notice'));
    const { status, body } = await postForm(env.sandbox.app, '/api/log/access', fields);
    expect(status).toBe(200);
    expect(body).toEqual({ e: 0, m: '', d: null });
    expect(rows()).toEqual([
      expect.objectContaining({
        appkey: 'tjuNotice',
        url: 'http://localhost:8080/news/index?channel=notice',
        timestamp: 1778486400,
        signature: fields.signature,
        signature_ok: 1,
        username: null,
        created_at: env.clock / 1000,
      }),
    ]);
  });

  it('accepts the signature in upper case hex', async () => {
    const fields = entry('news', '/news/index', '1778486400');
    await postForm(env.sandbox.app, '/api/log/access', { ...fields, signature: fields.signature.toUpperCase() });
    expect(rows()[0]?.signature_ok).toBe(1);
  });

  it.each([
    ['a wrong signature', { ...entry('news', '/news/index', '1778486400'), signature: md5('x') }],
    ['the fields in another order', { appkey: 'news', url: '/news/index', timestamp: '1778486400', signature: md5('news/news/index1778486400') }],
    ['no signature', { appkey: 'news', url: '/news/index', timestamp: '1778486400' }],
    ['a tampered url', { ...entry('news', '/news/index', '1778486400'), url: '/news/detail' }],
  ])('still answers e = 0 for %s, stored with signature_ok = 0', async (_case, fields) => {
    const { body } = await postForm(env.sandbox.app, '/api/log/access', fields);
    expect(body.e).toBe(0);
    expect(rows()).toHaveLength(1);
    expect(rows()[0]?.signature_ok).toBe(0);
  });

  it('records the user when logged in', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    await env.sandbox.app.fetch(formRequest('/api/log/access', entry('score', '/score/index', '1778486400'), { cookie }));
    expect(rows()[0]).toMatchObject({ username: 'student', signature_ok: 1 });
  });

  it('keeps a non-numeric timestamp out of the timestamp column', async () => {
    await postForm(env.sandbox.app, '/api/log/access', entry('news', '/news/index', 'soon'));
    expect(rows()[0]).toMatchObject({ timestamp: null, signature_ok: 1 });
  });

  it('stores nothing, still e = 0, for an empty body or an oversized one', async () => {
    expect((await postForm(env.sandbox.app, '/api/log/access', {})).body.e).toBe(0);
    expect((await postForm(env.sandbox.app, '/api/log/access', { ...entry('news', 'x'.repeat(20_000), '1') })).body.e).toBe(0);
    expect(rows()).toHaveLength(0);
  });
});

describe('POST /api/wap/share-info/info', () => {
  const url = 'http://localhost:8080/news/detail?id=3';

  it('answers the share card and a JS-SDK config signed over nonceStr, timestamp and url', async () => {
    const { body } = await postForm<ShareInfoData>(env.sandbox.app, '/api/wap/share-info/info', { service: 'tjuNotice', service_id: '', url });
    expect(body.e).toBe(0);
    expect(body.m).toBe('');
    const { info } = body.d;
    expect(Object.keys(info).sort()).toEqual(['config', 'desc', 'image', 'title', 'url', 'wid']);
    expect(info).toMatchObject({
      title: '示范大学 · 通知公告',
      desc: '示范大学校园门户：新闻、通知与校园服务一站直达',
      url,
      wid: 'demo',
    });
    const { config } = info;
    expect(Object.keys(config).sort()).toEqual(['appId', 'nonceStr', 'signature', 'timestamp']);
    expect(config.appId).toBe('wx0000000000demo');
    expect(config.timestamp).toBe(env.clock / 1000);
    expect(config.nonceStr).toMatch(/^[0-9a-f]{16}$/);
    expect(config.signature).toBe(sha1(`jsapi_ticket=${DEMO_JSAPI_TICKET}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${url}`));
  });

  it('points image at a file the portal serves', async () => {
    const { body } = await postForm<ShareInfoData>(env.sandbox.app, '/api/wap/share-info/info', { url });
    const image = body.d.info.image;
    expect(image).toMatch(/^\/static\//);
    expect(existsSync(fileURLToPath(new URL(`../../runtime/app/public${image}`, import.meta.url)))).toBe(true);
  });

  it('signs the url without its fragment, and draws a new nonce each time', async () => {
    const first = (await postForm<ShareInfoData>(env.sandbox.app, '/api/wap/share-info/info', { url: `${url}#comments` })).body.d.info;
    const second = (await postForm<ShareInfoData>(env.sandbox.app, '/api/wap/share-info/info', { url })).body.d.info;
    expect(first.url).toBe(`${url}#comments`);
    expect(first.config.signature).toBe(
      sha1(`jsapi_ticket=${DEMO_JSAPI_TICKET}&noncestr=${first.config.nonceStr}&timestamp=${first.config.timestamp}&url=${url}`),
    );
    expect(first.config.nonceStr).not.toBe(second.config.nonceStr);
  });

  it.each([
    ['news', '示范大学 · 新闻资讯'],
    ['tjuNews', '示范大学 · 校园要闻'],
    ['tjuOfficial', '示范大学 · 官方发布'],
    ['news/detail', '示范大学 · 新闻资讯'],
    ['polymerization/homepage', '示范大学 · 校园门户'],
    ['unknownService', '示范大学校园门户'],
    ['constructor', '示范大学校园门户'],
    ['', '示范大学校园门户'],
  ])('titles service %j as %j', async (service, title) => {
    const { body } = await postForm<ShareInfoData>(env.sandbox.app, '/api/wap/share-info/info', { service, url });
    expect(body.d.info.title).toBe(title);
  });

  it('takes a JSON body too', async () => {
    const { body } = await postJson<ShareInfoData>(env.sandbox.app, '/api/wap/share-info/info', JSON.stringify({ service: 'news', url }));
    expect(body.e).toBe(0);
  });

  it.each([[{}], [{ url: '' }], [{ url: '   ' }], [{ service: 'news', service_id: '1' }]])('answers e = 400 without a url: %j', async (fields) => {
    const { status, body } = await postForm(env.sandbox.app, '/api/wap/share-info/info', fields);
    expect(status).toBe(200);
    expect(body.e).toBe(400);
    expect(body.d).toBeNull();
    expect(body.m).toContain('缺少参数 url');
  });

  it.each(['javascript:alert(1)', '//evil.example/', 'data:text/html,x', 'https://user:pw@evil.example/'])('answers e = 400 for the url %j', async (bad) => {
    const { body } = await postForm(env.sandbox.app, '/api/wap/share-info/info', { url: bad });
    expect(body.e).toBe(400);
    expect(body.m).toContain('参数 url 无效');
  });
});

describe('POST /api/feedback/submit', () => {
  const rows = () =>
    env.sandbox.db.prepare<[], { content: string; username: string | null; created_at: number }>('SELECT content, username, created_at FROM feedback').all();

  it('stores the opinion and answers its id', async () => {
    const { body } = await postForm(env.sandbox.app, '/api/feedback/submit', { content: '  网络错误页面能否显示重试按钮？  ' });
    expect(body).toEqual({ e: 0, m: '', d: { id: 1 } });
    expect(rows()).toEqual([{ content: '网络错误页面能否显示重试按钮？', username: null, created_at: env.clock / 1000 }]);
  });

  it('records the user when logged in', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'visitor');
    await env.sandbox.app.fetch(formRequest('/api/feedback/submit', { content: '希望开放通知公告' }, { cookie }));
    expect(rows()[0]?.username).toBe('visitor');
  });

  it.each([[{}], [{ content: '' }], [{ content: ' \n\t ' }]])('answers e = 400 请输入您的意见 for %j', async (fields) => {
    const { body } = await postForm(env.sandbox.app, '/api/feedback/submit', fields);
    expect(body).toEqual({ e: 400, m: '请输入您的意见', d: null });
    expect(rows()).toHaveLength(0);
  });

  it('takes exactly 2000 characters (counting an emoji as one) and refuses 2001', async () => {
    expect((await postForm(env.sandbox.app, '/api/feedback/submit', { content: '意'.repeat(1999) + '😀' })).body.e).toBe(0);
    const { body } = await postForm(env.sandbox.app, '/api/feedback/submit', { content: '意'.repeat(2001) });
    expect(body).toEqual({ e: 400, m: '意见内容不能超过 2000 字', d: null });
    expect(rows()).toHaveLength(1);
  });

  it('refuses an oversized body with e = 413', async () => {
    const { status, body } = await postForm(env.sandbox.app, '/api/feedback/submit', { content: 'x'.repeat(40_000) });
    expect(status).toBe(413);
    expect(body.e).toBe(413);
  });
});
