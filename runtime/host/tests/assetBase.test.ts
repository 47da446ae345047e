/**
 * ASSET_BASE_URL. The pages the host serves (the portal's page with its site, the plain
 * index, the operator console's page) and the widget index take the build's hashed files from the base,
 * their CSP allows its origin and nothing more, and the host still serves `/assets/*` with CORS open.
 * Without the setting every byte is as the build wrote it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteDataElementId } from '../../shared/siteDataElement.ts';
import { parseAssetBaseUrl, withAssetBaseInHtml } from '../assetBase.ts';
import { composeHost, HostConfigurationError } from '../composeHost.ts';
import { consoleContentSecurityPolicy, contentSecurityPolicy } from '../securityHeaders.ts';
import { composeFolders, makeHostDirs, minimalManifest, repoRoot, request, startHost, type HostDirs } from './hostFixtures.ts';

const base = 'https://cdn.example.edu/portal';

/** The head vite writes: the entry, the shell's preloads and styles; and a text that only mentions a path. */
const builtIndex = [
  '<!doctype html><html><head><title>Campus portal</title>',
  '<link rel="icon" href="/static/favicon.svg" />',
  '<script type="module" crossorigin src="/assets/index-aaa111.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shell-bbb222.js">',
  '<link rel="stylesheet" crossorigin href="/assets/shell-ccc333.css">',
  '</head><body><div id="root"></div><noscript>Files live under "/assets/".</noscript></body></html>',
].join('\n');
const builtConsole = builtIndex.replace('index-aaa111', 'operator-ddd444');
const widgets = { 'app-directory': '/assets/widget-app-directory-eee555.js', news: '/assets/widget-news-fff666.js' };
const builtChunks = {
  'index.html': { file: 'assets/index-aaa111.js', imports: ['_shell-bbb222.js'] },
  '_shell-bbb222.js': { file: 'assets/shell-bbb222.js', css: ['assets/shell-ccc333.css'] },
  '../../widgets/app-directory/index.ts': { file: 'assets/widget-app-directory-eee555.js', imports: ['_shell-bbb222.js'] },
  '../../widgets/app-directory/pages/HomePage.tsx': { file: 'assets/HomePage-ggg777.js', imports: ['_shell-bbb222.js'], css: ['assets/HomePage-ggg777.css'] },
  'i18n/locales/zh.json': { file: 'assets/zh-hhh888.js' },
};

const hashedReferences = (html: string) => [...html.matchAll(/\s(?:src|href)="([^"]*\/assets\/[^"]*)"/g)].map((match) => match[1]!);
const directives = (policy: string | null) => new Map((policy ?? '').split('; ').map((directive) => [directive.split(' ')[0]!, directive]));
const pageData = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${siteDataElementId}">([^<]*)</script>`).exec(html)![1]!) as { widgets: Record<string, string> };

describe('reading ASSET_BASE_URL', () => {
  it.each([undefined, '', '  '])('none when it is %j', (raw) => {
    expect(parseAssetBaseUrl(raw)).toEqual({});
  });

  it.each([
    ['https://cdn.example.edu/portal', 'https://cdn.example.edu/portal'],
    ['https://cdn.example.edu/portal/', 'https://cdn.example.edu/portal'],
    ['https://CDN.example.edu', 'https://cdn.example.edu'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
    ['https://cdn.example.edu:443/a/b_c~1/', 'https://cdn.example.edu/a/b_c~1'],
  ])('takes %s as the base %s', (raw, assetBaseUrl) => {
    expect(parseAssetBaseUrl(raw)).toEqual({ assetBaseUrl });
  });

  const fix = "write the absolute address the hashed files are served under, e.g. https://cdn.example.edu/portal (its /assets/ mirrors the host's)";
  it.each([
    ['cdn.example.edu/portal', 'is not an absolute URL'],
    ['/portal', 'is not an absolute URL'],
    ['ftp://cdn.example.edu/portal', 'is not an http(s) URL'],
    ['https://user:secret@cdn.example.edu/portal', 'holds credentials, which a browser never sends for a script'],
    ['https://cdn.example.edu/portal?v=2', 'has a query or fragment, which the asset paths could not follow'],
    ['https://cdn.example.edu/portal#top', 'has a query or fragment, which the asset paths could not follow'],
    ['https://[::1]:8080/portal', 'has a host the Content-Security-Policy cannot name (an IPv6 literal?)'],
    ["https://cdn.example.edu/it's", 'has a path with characters other than letters, digits and - . _ ~ / %'],
  ])('refuses %s: it %s', (raw, why) => {
    expect(parseAssetBaseUrl(raw)).toEqual({ problem: `ASSET_BASE_URL="${raw}" ${why}: ${fix}` });
  });

  it('refuses a start with a bad one in one line, before anything is opened', async () => {
    const folders = composeFolders('portal-asset-base-');
    try {
      const composing = composeHost({ env: { ...folders.env, ASSET_BASE_URL: 'cdn.example.edu/portal' }, repoRoot, log: () => {} });
      await expect(composing).rejects.toThrow(HostConfigurationError);
      await expect(composing).rejects.toThrow(`ASSET_BASE_URL="cdn.example.edu/portal" is not an absolute URL: ${fix}`);
    } finally {
      folders.remove();
    }
  });

  it('hands a good one to the host: the composed portal page names the base', async () => {
    const folders = composeFolders('portal-asset-base-');
    writeFileSync(join(folders.env.DIST_DIR, 'index.html'), builtIndex);
    const composed = await composeHost({
      env: { ...folders.env, API_TARGET: 'http://127.0.0.1:9/api', ASSET_BASE_URL: `${base}/` },
      repoRoot,
      log: () => {},
    });
    try {
      const html = await (await composed.host.app.fetch(new Request('http://localhost/'))).text();
      expect(html).toContain(`<script type="module" crossorigin src="${base}/assets/index-aaa111.js"></script>`);
    } finally {
      composed.close();
      folders.remove();
    }
  });
});

describe('rewriting a built page', () => {
  it('takes the src and href attributes under /assets/ from the base, in either quotes, and nothing else', () => {
    const html = `${builtIndex}<img src='/assets/logo-iii999.svg'><a href="/assets-list">x</a><img src="/static/a.png">`;
    expect(hashedReferences(withAssetBaseInHtml(html, base))).toEqual([
      `${base}/assets/index-aaa111.js`,
      `${base}/assets/shell-bbb222.js`,
      `${base}/assets/shell-ccc333.css`,
    ]);
    const rewritten = withAssetBaseInHtml(html, base);
    expect(rewritten).toContain(`<img src='${base}/assets/logo-iii999.svg'>`);
    expect(rewritten).toContain('<a href="/assets-list">x</a><img src="/static/a.png">');
    expect(rewritten).toContain('<noscript>Files live under "/assets/".</noscript>');
    expect(rewritten).toContain('<link rel="icon" href="/static/favicon.svg" />');
  });
});

describe('a host with and without ASSET_BASE_URL', () => {
  let dirs: HostDirs;
  const hosts: Array<{ close(): void }> = [];
  const host = (assetBaseUrl?: string, defaultSite?: string) => {
    const started = startHost(dirs, { ...(assetBaseUrl ? { assetBaseUrl } : {}), ...(defaultSite ? { defaultSite } : {}) });
    hosts.push(started);
    return started;
  };
  beforeEach(() => {
    dirs = makeHostDirs();
    writeFileSync(join(dirs.distDir, 'index.html'), builtIndex);
    mkdirSync(join(dirs.distDir, 'operator'));
    writeFileSync(join(dirs.distDir, 'operator', 'index.html'), builtConsole);
    writeFileSync(join(dirs.distDir, 'widgets.json'), JSON.stringify(widgets));
    writeFileSync(join(dirs.distDir, 'widget-pages.json'), JSON.stringify({ 'app-directory': { homepage: '../../widgets/app-directory/pages/HomePage.tsx' } }));
    mkdirSync(join(dirs.distDir, '.vite'));
    writeFileSync(join(dirs.distDir, '.vite', 'manifest.json'), JSON.stringify(builtChunks));
    dirs.writeSite('demo', minimalManifest('demo'));
    dirs.writeSite('broken', '{ "id": "broken", ');
  });
  afterEach(() => {
    hosts.splice(0).forEach((started) => started.close());
    dirs.remove();
  });

  it('the portal page with its site takes every hashed file from the base: the shell, the preloads, the widget index', async () => {
    const html = await (await request(host(base), '/')).text();
    const references = hashedReferences(html);
    expect(references).toEqual([
      `${base}/assets/index-aaa111.js`,
      `${base}/assets/shell-bbb222.js`,
      `${base}/assets/shell-ccc333.css`,
      `${base}/assets/widget-app-directory-eee555.js`,
      `${base}/assets/HomePage-ggg777.js`,
      `${base}/assets/zh-hhh888.js`,
      `${base}/assets/HomePage-ggg777.css`,
    ]);
    // The shell's own files are named once, as without a base.
    expect(html.match(/shell-bbb222\.js/g)).toHaveLength(1);
    expect(pageData(html).widgets).toEqual({
      'app-directory': `${base}/assets/widget-app-directory-eee555.js`,
      news: `${base}/assets/widget-news-fff666.js`,
    });
  });

  it('the plain page (a site without a valid manifest), the console page and /widgets.json take them from the base too', async () => {
    const started = host(base, 'broken');
    const plain = await request(started, '/news/index', { headers: { Accept: 'text/html' } });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(withAssetBaseInHtml(builtIndex, base));
    const consolePage = await request(started, '/_operator/', { headers: { Accept: 'text/html' } });
    expect(await consolePage.text()).toBe(withAssetBaseInHtml(builtConsole, base));
    const index = await request(started, '/widgets.json');
    expect(index.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await index.json()).toEqual({ 'app-directory': `${base}/assets/widget-app-directory-eee555.js`, news: `${base}/assets/widget-news-fff666.js` });
  });

  it('a rewritten file is compressed and revalidated like the others, and a new build is read again', async () => {
    const started = host(base, 'broken');
    const compressed = await request(started, '/', { headers: { 'Accept-Encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(withAssetBaseInHtml(builtIndex, base));
    const etag = compressed.headers.get('etag')!;
    const again = await request(started, '/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);

    const rebuilt = builtIndex.replace('index-aaa111', 'index-jjj000');
    writeFileSync(join(dirs.distDir, 'index.html'), `${rebuilt}\n`);
    const fresh = await request(started, '/', { headers: { 'If-None-Match': etag } });
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain(`src="${base}/assets/index-jjj000.js"`);
  });

  it("the pages' policies add the base's origin where they load the build's files, and nowhere else", async () => {
    const started = host(base);
    const origin = 'https://cdn.example.edu';
    const portal = directives((await request(started, '/')).headers.get('content-security-policy'));
    expect(portal.get('script-src')).toBe(`script-src 'self' ${origin} https://res.wx.qq.com`);
    expect(portal.get('style-src')).toBe(`style-src 'self' ${origin} 'unsafe-inline'`);
    expect(portal.get('font-src')).toBe(`font-src 'self' ${origin}`);
    expect(portal.get('img-src')).toBe(`img-src 'self' ${origin} data: https:`);
    expect(portal.get('connect-src')).toBe("connect-src 'self'");
    expect(portal.get('default-src')).toBe("default-src 'self'");
    // Every other directive as without a base.
    const plainPolicy = directives(contentSecurityPolicy);
    for (const [name, directive] of portal)
      if (!['script-src', 'style-src', 'font-src', 'img-src'].includes(name)) expect(directive).toBe(plainPolicy.get(name));

    const consolePolicy = directives((await request(started, '/_operator/', { headers: { Accept: 'text/html' } })).headers.get('content-security-policy'));
    expect(consolePolicy.get('script-src')).toBe(`script-src 'self' ${origin}`);
    expect(consolePolicy.get('style-src')).toBe(`style-src 'self' ${origin} 'unsafe-inline'`);
    expect(consolePolicy.get('connect-src')).toBe("connect-src 'self'");
    expect(consolePolicy.get('frame-ancestors')).toBe("frame-ancestors 'none'");

    const plainPage = directives((await request(host(base, 'broken'), '/', { headers: { Accept: 'text/html' } })).headers.get('content-security-policy'));
    expect(plainPage.get('script-src')).toBe(`script-src 'self' ${origin} https://res.wx.qq.com`);
  });

  it('still serves /assets/* itself, immutable and open to any origin (with or without a base: it can be a CDN origin)', async () => {
    for (const started of [host(base), host()]) {
      const response = await request(started, '/assets/app-abc123.js', { headers: { Origin: 'http://localhost:5173' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('console.log("portal");\n');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    // Only the hashed files: a page is not for other origins to read.
    expect((await request(host(base), '/')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('without a base, every page is as the build wrote it and the policies are unchanged', async () => {
    const started = host(undefined, 'broken');
    const plain = await request(started, '/');
    expect(await plain.text()).toBe(builtIndex);
    expect(plain.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    const consolePage = await request(started, '/_operator/', { headers: { Accept: 'text/html' } });
    expect(await consolePage.text()).toBe(builtConsole);
    expect(consolePage.headers.get('content-security-policy')).toBe(consoleContentSecurityPolicy);
    expect(await (await request(started, '/widgets.json')).text()).toBe(JSON.stringify(widgets));

    const withSite = await (await request(host(), '/')).text();
    expect(hashedReferences(withSite).every((reference) => reference.startsWith('/assets/'))).toBe(true);
    expect(pageData(withSite).widgets).toEqual(widgets);
  });
});
