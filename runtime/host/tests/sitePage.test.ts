/**
 * the host writes the site's resolved manifest and the widget index into the HTML, with
 * modulepreload for the chunks of the widget and page an address opens and the reader's texts, with the
 * page's styles, so boot fetches none of them one after another.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteDataElementId } from '../../shared/siteDataElement.ts';
import { eventually, indexHtml, makeHostDirs, minimalManifest, request, startHost, type HostDirs } from './hostFixtures.ts';

const widgets = { 'app-directory': '/assets/widget-app-directory-aaa111.js', news: '/assets/widget-news-bbb222.js' };
const builtChunks = {
  'index.html': { file: 'assets/app-abc123.js', imports: [] },
  '../../widgets/app-directory/index.ts': { file: 'assets/widget-app-directory-aaa111.js', imports: ['_AppIcon-ccc333.js'] },
  '_AppIcon-ccc333.js': { file: 'assets/AppIcon-ccc333.js', imports: ['_app-abc123.js'] },
  '_app-abc123.js': { file: 'assets/app-abc123.js' },
  '../../widgets/app-directory/pages/HomePage.tsx': {
    file: 'assets/HomePage-hhh444.js',
    imports: ['_AppIcon-ccc333.js', '_app-abc123.js'],
    css: ['assets/HomePage-hhh444.css'],
  },
  '../../widgets/news/index.ts': { file: 'assets/widget-news-bbb222.js' },
  '../../widgets/news/pages/NewsListPage.tsx': { file: 'assets/NewsListPage-nnn555.js', imports: ['_app-abc123.js'] },
  '../../widgets/news/pages/NewsDetailPage.tsx': {
    file: 'assets/NewsDetailPage-ddd777.js',
    imports: ['_app-abc123.js'],
    dynamicImports: ['components/sanitizeHtml.ts', 'dialogs/ShareDialog.tsx'],
  },
  'components/sanitizeHtml.ts': { file: 'assets/sanitizeHtml-sss888.js' },
  'dialogs/ShareDialog.tsx': { file: 'assets/ShareDialog-qqq999.js' },
  'api/requestExchange.ts': { file: 'assets/requestExchange-xxx666.js', imports: ['_app-abc123.js'] },
  'i18n/locales/zh.json': { file: 'assets/zh-zzz.js' },
  'i18n/locales/en.json': { file: 'assets/en-eee.js' },
  'i18n/locales/tw.json': { file: 'assets/tw-ttt.js' },
};
const widgetPages = {
  'app-directory': { homepage: '../../widgets/app-directory/pages/HomePage.tsx' },
  news: { index: '../../widgets/news/pages/NewsListPage.tsx', detail: '../../widgets/news/pages/NewsDetailPage.tsx' },
};

let dirs: HostDirs;
let host: ReturnType<typeof startHost>;
beforeEach(() => {
  dirs = makeHostDirs();
  writeFileSync(join(dirs.distDir, 'widgets.json'), JSON.stringify(widgets));
  writeFileSync(join(dirs.distDir, 'widget-pages.json'), JSON.stringify(widgetPages));
  mkdirSync(join(dirs.distDir, '.vite'));
  writeFileSync(join(dirs.distDir, '.vite', 'manifest.json'), JSON.stringify(builtChunks));
  dirs.writeSite(
    'demo',
    minimalManifest('demo', { name: { zh: '松谷大学 $& </title>', en: 'Pine Valley University' }, languages: { available: ['zh', 'en'], default: 'zh' } }),
  );
  host = startHost(dirs);
});
afterEach(() => {
  host.close();
  dirs.remove();
});

/** The page's JSON data element, parsed as boot reads it. */
function pageData(html: string): { manifest: { id: string; name: Record<string, string> }; widgets: Record<string, string> } {
  const match = new RegExp(`<script type="application/json" id="${siteDataElementId}">([^<]*)</script>`).exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as never;
}
const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the site in the page', () => {
  it('carries the manifest as the manifest route serves it, and the widget index', async () => {
    const html = await (await request(host, '/')).text();
    const served = await (await request(host, '/_site/manifest.json')).json();
    expect(pageData(html)).toEqual({ manifest: served, widgets });
  });

  it('is a client route’s page too (a deep link boots without fetching either)', async () => {
    const html = await (await request(host, '/news/index', { headers: { Accept: 'text/html' } })).text();
    expect(pageData(html).manifest.id).toBe('demo');
  });

  it('preloads the home widget’s and home page’s chunks with the chunks they import, and the default language’s texts, once each', async () => {
    const html = await (await request(host, '/')).text();
    // app-abc123.js is the page's own script already: not named twice.
    expect(preloaded(html)).toEqual(['/assets/widget-app-directory-aaa111.js', '/assets/AppIcon-ccc333.js', '/assets/HomePage-hhh444.js', '/assets/zh-zzz.js']);
    // Not the request exchange: a page's first request goes out without it, its other calls after the first paint.
    expect(html).not.toContain('requestExchange');
    // The page's styles come with the page, not after its script asks for them.
    expect(stylesheets(html)).toEqual(['/assets/HomePage-hhh444.css']);
  });

  it('preloads the widget of the page the address opens: a deep link to news preloads news, an unknown path no widget', async () => {
    const news = await (await request(host, '/news/index', { headers: { Accept: 'text/html' } })).text();
    expect(preloaded(news)).toEqual(['/assets/widget-news-bbb222.js', '/assets/NewsListPage-nnn555.js', '/assets/zh-zzz.js']);
    expect(stylesheets(news)).toEqual([]);
    const unknown = await (await request(host, '/no/such-page', { headers: { Accept: 'text/html' } })).text();
    expect(preloaded(unknown)).toEqual(['/assets/zh-zzz.js']);
  });

  it('preloads the sanitizer for a page that shows rich text (it asks for it as it runs), no other lazy chunk', async () => {
    const article = await (await request(host, '/news/detail?id=1', { headers: { Accept: 'text/html' } })).text();
    expect(preloaded(article)).toEqual([
      '/assets/widget-news-bbb222.js',
      '/assets/NewsDetailPage-ddd777.js',
      '/assets/sanitizeHtml-sss888.js',
      '/assets/zh-zzz.js',
    ]);
    const list = await (await request(host, '/news/index', { headers: { Accept: 'text/html' } })).text();
    expect(list).not.toContain('sanitizeHtml');
  });

  it('preloads the texts of the language the reader chose (the portal-lang cookie), when the site offers it', async () => {
    const en = await (await request(host, '/', { headers: { Cookie: 'a=1; portal-lang=en' } })).text();
    expect(preloaded(en)).toContain('/assets/en-eee.js');
    const tw = await (await request(host, '/', { headers: { Cookie: 'portal-lang=tw' } })).text();
    expect(preloaded(tw)).toContain('/assets/zh-zzz.js'); // tw is not offered: the default
    expect(tw).toContain('<title>松谷大学 $&amp; &lt;/title></title>');
    expect(en).toContain('<title>Pine Valley University</title>');
  });

  it('names the school’s favicon, so boot’s branding has none to change (the icon was fetched twice)', async () => {
    // The build's page names the default icon, as runtime/app/index.html does.
    writeFileSync(join(dirs.distDir, 'index.html'), indexHtml.replace('</title>', '</title><link rel="icon" href="/static/favicon.svg" />'));
    dirs.writeSite('demo', minimalManifest('demo', { branding: { favicon: '/site-assets/pine-icon.svg' } }));
    await eventually(async () => (await (await request(host, '/')).text()).includes('pine-icon'));
    const html = await (await request(host, '/')).text();
    expect(html.match(/<link rel="icon"[^>]*>/g)).toEqual(['<link rel="icon" href="/site-assets/pine-icon.svg">']);
  });

  it('no manifest text can close the data element: a label holding </script> stays data', async () => {
    dirs.writeSite('demo', minimalManifest('demo', { labels: { zh: { 'news:list.title': '</script><script>alert(1)</script>' } } }));
    await eventually(async () => (await (await request(host, '/')).text()).includes('\\u003c/script>'));
    const html = await (await request(host, '/')).text();
    expect(html.match(/<script/g)).toHaveLength(2); // the app's module and the data element
    expect(JSON.stringify(pageData(html).manifest)).toContain('</script><script>alert(1)</script>');
  });

  it('has an ETag per manifest version: 304 while unchanged, a new page once the manifest changes', async () => {
    const first = await request(host, '/');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect((await request(host, '/', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    dirs.writeSite('demo', minimalManifest('demo', { name: { zh: '湖畔学院' } }));
    await eventually(async () => (await request(host, '/', { headers: { 'If-None-Match': etag } })).status === 200);
    expect(pageData(await (await request(host, '/')).text()).manifest.name.zh).toBe('湖畔学院');
  });

  it('a site without a valid manifest gets the plain page, whose boot fetches the manifest and shows its problems', async () => {
    dirs.writeSite('broken', '{ "id": "broken", ');
    const other = startHost(dirs, { defaultSite: 'broken' });
    try {
      const html = await (await request(other, '/')).text();
      expect(html).not.toContain(siteDataElementId);
      expect(html).toContain('<div id="root">');
    } finally {
      other.close();
    }
  });
});

describe('a web app manifest per school', () => {
  it('names the school, its short title, colours and logo, and the page links to it', async () => {
    dirs.writeSite(
      'demo',
      minimalManifest('demo', {
        name: { zh: '松谷大学' },
        branding: { title: { zh: '松谷大学移动门户' }, shortTitle: { zh: '松谷门户' }, logo: '/site-assets/pine.svg', colors: { primary: '#2e7d32' } },
      }),
    );
    await eventually(async () => (await (await request(host, '/manifest.webmanifest')).text()).includes('松谷'));
    const response = await request(host, '/manifest.webmanifest');
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(await response.json()).toMatchObject({
      name: '松谷大学移动门户',
      short_name: '松谷门户',
      lang: 'zh-CN',
      start_url: '/',
      display: 'standalone',
      theme_color: '#2e7d32',
      icons: [{ src: '/site-assets/pine.svg', sizes: 'any', type: 'image/svg+xml' }, { src: '/static/favicon.svg' }],
    });
    expect((await request(host, '/manifest.webmanifest', { headers: { 'If-None-Match': response.headers.get('etag')! } })).status).toBe(304);
    const html = await (await request(host, '/')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
});
