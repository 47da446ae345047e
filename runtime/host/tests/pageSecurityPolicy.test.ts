/**
 * a school whose API lives on its own https server (an absolute `api.base` or override)
 * gets that origin in the page's connect-src, so the browser does not block the calls with a bare network
 * error. What a CSP could never allow (plain http) is refused by the validator instead
 * (scripts/tests/validate.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHostDirs, minimalManifest, request, startHost, type HostDirs } from './hostFixtures.ts';

let dirs: HostDirs;
let closers: Array<() => void>;
beforeEach(() => {
  dirs = makeHostDirs();
  closers = [];
});
afterEach(() => {
  closers.forEach((close) => close());
  dirs.remove();
});
const host = (options: Parameters<typeof startHost>[1] = {}) => {
  const h = startHost(dirs, options);
  closers.push(h.close);
  return h;
};
const html = { headers: { accept: 'text/html' } };
const connectSrc = (response: Response) => /(?:^|; )connect-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe("the page's Content-Security-Policy follows the site's API addresses", () => {
  it("a manifest with an absolute https override gets that origin in the page's connect-src", async () => {
    dirs.writeSite('demo', minimalManifest('demo', { api: { overrides: { 'news.list': 'https://cms.school.edu/api/articles' } } }));
    const h = host();
    for (const path of ['/', '/news/index', '/index.html']) {
      const page = await request(h, path, html);
      expect(page.status, path).toBe(200);
      expect(connectSrc(page), path).toBe("'self' https://cms.school.edu");
    }
    // The rest of the policy is the portal's own.
    expect((await request(h, '/', html)).headers.get('content-security-policy')).toContain("script-src 'self' https://res.wx.qq.com;");
  });

  it('an absolute API base counts too, each origin once, a port kept', async () => {
    dirs.writeSite(
      'demo',
      minimalManifest('demo', {
        api: {
          base: 'https://api.school.edu/portal',
          overrides: { 'news.list': 'https://api.school.edu/cms/list', 'news.detail': 'https://cms.school.edu:8443/d' },
        },
      }),
    );
    expect(connectSrc(await request(host(), '/', html))).toBe("'self' https://api.school.edu https://cms.school.edu:8443");
  });

  it('each school gets its own: another host name, another policy', async () => {
    dirs.writeSite('demo', minimalManifest('demo'));
    dirs.writeSite('hill', minimalManifest('hill', { api: { overrides: { 'news.list': 'https://cms.hill.edu/list' } } }));
    const h = host({ sitesByHost: { 'hill.localhost': 'hill' } });
    expect(connectSrc(await request(h, '/', { ...html, hostName: 'hill.localhost' }))).toBe("'self' https://cms.hill.edu");
    expect(connectSrc(await request(h, '/', html))).toBe("'self'");
  });

  it('follows an edit of the manifest on the next page load', async () => {
    dirs.writeSite('demo', minimalManifest('demo'));
    const h = host();
    expect(connectSrc(await request(h, '/', html))).toBe("'self'");
    dirs.writeSite('demo', minimalManifest('demo', { api: { base: 'https://api.school.edu/api' } }));
    expect(connectSrc(await request(h, '/', html))).toBe("'self' https://api.school.edu");
  });

  it('a refused http address never reaches the header: the last good version is served, with its policy', async () => {
    dirs.writeSite('demo', minimalManifest('demo'));
    const h = host();
    dirs.writeSite('demo', minimalManifest('demo', { api: { overrides: { 'news.list': 'http://cms.school.edu/list' } } }));
    const page = await request(h, '/', html);
    expect(connectSrc(page)).toBe("'self'");
    expect(h.sites.get('demo').problems.map((p) => p.code)).toEqual(['api-origin-blocked']);
  });
});

describe("the operator console's page has a policy of its own", () => {
  const directive = (response: Response, name: string) =>
    new RegExp(`(?:^|; )${name} ([^;]*)`).exec(response.headers.get('content-security-policy') ?? '')?.[1];

  it("serves /_operator and below without the WeChat script origin or the school's API origins, never framed; the portal keeps its policy", async () => {
    dirs.writeSite('demo', minimalManifest('demo', { api: { overrides: { 'news.list': 'https://cms.school.edu/api/articles' } } }));
    mkdirSync(join(dirs.distDir, 'operator'));
    writeFileSync(join(dirs.distDir, 'operator', 'index.html'), '<!doctype html><title>Operator console</title>');
    const h = host();
    for (const path of ['/_operator', '/_operator/', '/_operator/sites/demo']) {
      const page = await request(h, path, html);
      expect(page.status, path).toBe(200);
      const policy = page.headers.get('content-security-policy')!;
      expect(policy, path).not.toContain('res.wx.qq.com');
      expect(policy, path).not.toContain('cms.school.edu');
      expect(policy.split(', '), path).toHaveLength(1); // replaced, not a second header beside the portal's
      expect(directive(page, 'script-src'), path).toBe("'self'");
      expect(directive(page, 'connect-src'), path).toBe("'self'");
      expect(directive(page, 'frame-ancestors'), path).toBe("'none'");
      expect(directive(page, 'object-src'), path).toBe("'none'");
      // A revalidated page carries the same policy.
      const again = await request(h, path, { headers: { accept: 'text/html', 'if-none-match': page.headers.get('etag')! } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('content-security-policy'), path).toBe(policy);
    }
    // The portal's page is unchanged: the share feature's WeChat script, the school's API origin, framed by its own pages only.
    const portal = await request(h, '/', html);
    expect(directive(portal, 'script-src')).toBe("'self' https://res.wx.qq.com");
    expect(directive(portal, 'connect-src')).toBe("'self' https://cms.school.edu");
    expect(directive(portal, 'frame-ancestors')).toBe("'self'");
  });
});
