/**
 * Fixtures are keyed by an API key's default path (`/news/list`); a school may point a key elsewhere
 * (hill-university: `news.list` → `/cms/v2/articles`). This moves each answer to the path the school's
 * request client will call, so a story shows what that school's students see.
 */
import shellApi from '../../runtime/shared/shellApi.json';
import type { ResolvedSiteManifest } from '../../runtime/shared/generated/resolvedSiteManifest.ts';
import type { Fixtures } from '../../runtime/app/testing/fixtureFetch.ts';
import { widgetApis } from 'virtual:widgets';

type Endpoints = Record<string, { path: string } | string>;

/** API key → default path, from the runtime's own calls and every widget.json. */
const defaultPaths = new Map<string, string>(
  [shellApi as Endpoints, ...Object.values(widgetApis)].flatMap((endpoints) =>
    Object.entries(endpoints).flatMap(([key, endpoint]) =>
      typeof endpoint === 'object' && !key.startsWith('$') ? [[key, endpoint.path] as [string, string]] : [],
    ),
  ),
);

/** The path below the API base that fixtureFetch sees for a (possibly absolute) override. */
const pathBelowBase = (path: string, base: string) => {
  const pathname = /^https?:\/\//.test(path) ? new URL(path).pathname : `/${path.replace(/^\/+/, '')}`;
  const basePath = new URL(base, 'http://portal.test').pathname.replace(/\/+$/, '');
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
};

export function fixturesForSite(manifest: ResolvedSiteManifest, fixtures: Fixtures): Fixtures {
  const moved: Fixtures = { ...fixtures };
  for (const [key, path] of Object.entries(manifest.api.overrides)) {
    const from = defaultPaths.get(key);
    const answer = from === undefined ? undefined : fixtures[from];
    if (answer !== undefined) moved[pathBelowBase(path, manifest.api.base)] = answer;
  }
  return moved;
}
