/**
 * The demo portal's pages Lighthouse measures: the home, a news list and a news article.
 * The news routes come from the demo site's resolved manifest and the article from the sandbox's seed,
 * asked through the running portal as the list page asks — so the pages follow the demo if either changes.
 */
import { resolveSite } from './homePage.ts';

export interface DemoPage {
  label: string;
  /** Path and query on the portal's origin. */
  path: string;
}

/** Headers of the page's own API call (same-origin fetch), so the host's cross-site check lets it through. */
const pageFetchHeaders = { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' };

/** The demo's first news app a guest may open: its list and detail routes. */
export function findNewsRoutes(siteId = 'demo'): { list: string; detail: string } {
  const routes = Object.entries(resolveSite(siteId).routes);
  const list = routes.find(([, r]) => r.widget === 'news' && r.page === 'index' && !r.login);
  if (!list) {
    const any = routes.find(([, r]) => r.widget === 'news' && r.page === 'index');
    throw new Error(
      any
        ? `sites/${siteId}.json opens its news list (${any[0]}) only after login: Lighthouse measures what a guest sees`
        : `sites/${siteId}.json has no news list route`,
    );
  }
  const app = list[1].app;
  const detail = routes.find(([, r]) => r.app === app && r.page === 'detail' && !r.login);
  if (!detail) throw new Error(`sites/${siteId}.json: the news app "${app}" has no detail route a guest may open`);
  return { list: `/${list[0]}`, detail: `/${detail[0]}` };
}

/**
 * The three pages on `origin` (a portal served with the embedded sandbox): the article is the first one the
 * list shows a guest, checked to open for a guest too.
 */
export async function findDemoPages(origin: string): Promise<DemoPage[]> {
  const news = findNewsRoutes();
  const listAnswer = await fetch(`${origin}/api/news/list?page=1&size=10`, { headers: pageFetchHeaders });
  const listed = (await listAnswer.json()) as { e: number; m?: string; d?: { list?: Array<{ id: number }> } };
  const id = listed.d?.list?.[0]?.id;
  if (listed.e !== 0 || id === undefined) throw new Error(`GET /api/news/list gave no article to a guest: ${JSON.stringify(listed).slice(0, 200)}`);
  const detailAnswer = (await (await fetch(`${origin}/api/news/detail?id=${id}`, { headers: pageFetchHeaders })).json()) as { e: number; m?: string };
  if (detailAnswer.e !== 0) throw new Error(`GET /api/news/detail?id=${id} is refused to a guest: ${detailAnswer.e} ${detailAnswer.m ?? ''}`);
  return [
    { label: 'home', path: '/' },
    { label: 'news list', path: news.list },
    { label: 'news detail', path: `${news.detail}?id=${id}` },
  ];
}
