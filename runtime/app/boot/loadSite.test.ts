// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadWidgetCatalog } from '../../host/manifest/widgetCatalog.ts';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { checkServedManifest, loadSite } from './loadSite.ts';
import { siteDataElementId } from '../../shared/siteDataElement.ts';
import type { LooseJson } from '../../../tests/support/looseJson.ts';

/** The build's widget index: every widget folder (a new widget in a demo manifest needs no edit here). */
const widgets = Object.fromEntries([...loadWidgetCatalog().keys()].map((id) => [id, `/assets/widget-${id}.js`]));

describe('browser manifest check (precompiled standalone validator)', () => {
  it.each(['demo', 'hill-university', 'lake-college'])('accepts what the host resolves for %s', async (site) => {
    expect(await checkServedManifest(resolvedSite(site), widgets)).toEqual([]);
  });

  it('names each problem with its JSON path', async () => {
    const broken = structuredClone(resolvedSite('demo')) as unknown as LooseJson;
    broken.branding.colors.primary = 'red';
    delete broken.home;
    const problems = await checkServedManifest(broken, widgets);
    expect(problems.map((p) => `${p.path || '/'}: ${p.code === 'schema' ? p.params.message : p.code}`)).toEqual([
      '/: "home" is required',
      '/branding/colors/primary: must be a colour such as #1769e0',
    ]);
  });

  it('flags a route to a widget this build does not have', async () => {
    const problems = await checkServedManifest(resolvedSite('demo'), { 'app-directory': '/assets/x.js' });
    expect(problems[0]).toMatchObject({ code: 'unknown-widget', params: { widget: 'news' } });
  });
});

describe('boot: loading the site', () => {
  const respond = (manifest: Response) =>
    (async (input: RequestInfo | URL) => (String(input).includes('widgets.json') ? Response.json(widgets) : manifest)) as typeof fetch;

  it('is ready with a valid manifest', async () => {
    await expect(loadSite(respond(Response.json(resolvedSite('demo'))))).resolves.toMatchObject({ kind: 'ready' });
  });
  it("is invalid with the host's problems when the host refuses the manifest", async () => {
    const problems = [{ code: 'extends-cycle', file: 'sites/a.json', path: '/extends', params: { chain: ['a', 'b', 'a'] } }];
    const site = await loadSite(respond(Response.json({ error: 'invalid-manifest', siteId: 'a', problems }, { status: 503 })));
    expect(site).toEqual({ kind: 'invalid', siteId: 'a', problems });
  });
  it('is unreachable when the network fails', async () => {
    const site = await loadSite((async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    expect(site.kind).toBe('unreachable');
  });
});

describe("boot: an operator's preview", () => {
  it("reads the draft and the role's user from the preview token, not the published manifest", async () => {
    const asked: string[] = [];
    const user = { name: '王小明', auth: { news: { module: ['index'] } } };
    const fetcher = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return String(input).includes('widgets.json') ? Response.json(widgets) : Response.json({ manifest: resolvedSite('lake-college'), user });
    }) as typeof fetch;
    const site = await loadSite(fetcher, 'tok123');
    expect(asked).toContain('/_operator/api/preview/tok123');
    expect(asked).not.toContain('/_site/manifest.json');
    expect(site).toMatchObject({ kind: 'ready', manifest: { id: 'lake-college' }, preview: { user } });
  });
});

describe('boot: the site the host wrote into the page', () => {
  const fetchNothing = (async () => {
    throw new Error('boot fetched although the page carries the site');
  }) as typeof fetch;
  const writeIntoPage = (text: string) => {
    document.getElementById(siteDataElementId)?.remove();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = siteDataElementId;
    element.textContent = text;
    document.head.append(element);
    return element;
  };

  it('is ready without fetching the manifest or the widget index', async () => {
    const element = writeIntoPage(JSON.stringify({ manifest: resolvedSite('demo'), widgets }));
    try {
      await expect(loadSite(fetchNothing)).resolves.toMatchObject({ kind: 'ready', manifest: { id: 'demo' }, widgets });
    } finally {
      element.remove();
    }
  });

  it('still flags a route to a widget this build does not have', async () => {
    const element = writeIntoPage(JSON.stringify({ manifest: resolvedSite('demo'), widgets: { 'app-directory': '/assets/x.js' } }));
    try {
      await expect(loadSite(fetchNothing)).resolves.toMatchObject({
        kind: 'invalid',
        siteId: 'demo',
        problems: expect.arrayContaining([expect.objectContaining({ code: 'unknown-widget', params: { widget: 'news' } })]),
      });
    } finally {
      element.remove();
    }
  });

  it('fetches when the page’s data is cut short, and for an operator’s preview', async () => {
    const respond = (async (input: RequestInfo | URL) =>
      String(input).includes('widgets.json')
        ? Response.json(widgets)
        : Response.json(String(input).includes('preview') ? { manifest: resolvedSite('demo'), user: null } : resolvedSite('demo'))) as typeof fetch;
    const element = writeIntoPage('{"manifest":{"id":"de');
    try {
      await expect(loadSite(respond)).resolves.toMatchObject({ kind: 'ready' });
      element.textContent = JSON.stringify({ manifest: { id: 'stale' }, widgets });
      await expect(loadSite(respond, 'tok123')).resolves.toMatchObject({ kind: 'ready', manifest: { id: 'demo' }, preview: { user: null } });
    } finally {
      element.remove();
    }
  });
});
