// @vitest-environment jsdom
/** the first page's code and its first request go out together, before the first render. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import type { ApiClient } from '../api/requestClient.ts';
import type { WidgetDefinition } from '../registry/widgetDefinition.ts';
import type { WidgetRegistry } from '../registry/widgetRegistry.ts';
import news from '../../../widgets/news/index.ts';
import { loadFirstPage } from './firstPage.ts';

afterEach(() => history.replaceState(null, '', '/'));

function portalAt(path: string, definition: WidgetDefinition, site = resolvedSite('demo')) {
  history.replaceState(null, '', path);
  const prefetch = vi.fn<ApiClient['prefetch']>(() => Promise.resolve());
  const page = vi.fn(() => Promise.resolve({} as never));
  const registry = { definition: () => Promise.resolve(definition), page } as unknown as WidgetRegistry;
  return { portal: { manifest: site, registry, api: { prefetch } as unknown as ApiClient }, prefetch, page };
}

describe('loadFirstPage', () => {
  it("sends the page's declared first request with the app's props, beside loading its code", async () => {
    const { portal, prefetch, page } = portalAt('/news/index', news);
    await loadFirstPage(portal);
    expect(page).toHaveBeenCalledWith('news', 'index');
    expect(prefetch).toHaveBeenCalledWith('news.list', { page: 1, size: 10 });
  });

  it("a second school's app props shape the request (lake-college's channel and page size)", async () => {
    const site = resolvedSite('lake-college');
    const [key, app] = Object.entries(site.apps).find(([, a]) => a.widget === 'news' && (a.props as { channel?: string }).channel)!;
    const props = app.props as { channel: string; pageSize?: number };
    const { portal, prefetch } = portalAt(`/${key}/index`, news, site);
    await loadFirstPage(portal);
    expect(prefetch).toHaveBeenCalledWith('news.list', { channel: props.channel, page: 1, size: props.pageSize ?? 10 });
  });

  it("a detail page's request carries the id of the address; none for a malformed id", async () => {
    const { portal, prefetch } = portalAt('/news/detail?id=14', news);
    await loadFirstPage(portal);
    expect(prefetch).toHaveBeenCalledWith('news.detail', { id: '14' });
    const other = portalAt('/news/detail?id=14%3Bdrop', news);
    await loadFirstPage(other.portal);
    expect(other.prefetch).not.toHaveBeenCalled();
  });

  it('a page that declares none, or whose request cannot be worked out, still loads', async () => {
    const broken = {
      ...news,
      requests: {
        index: () => {
          throw new Error('bad props');
        },
      },
    } as WidgetDefinition;
    const { portal, prefetch, page } = portalAt('/news/index', broken);
    await loadFirstPage(portal);
    expect(prefetch).not.toHaveBeenCalled();
    expect(page).toHaveBeenCalled();
  });
});
