import { describe, expect, it } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { matchRoute } from './matchRoute.ts';

const demo = resolvedSite('demo');

describe('spec §2 routes /{module}/{page}', () => {
  it('finds a legacy path', () => {
    expect(matchRoute(demo, '/news/index')).toMatchObject({ kind: 'page', routePath: 'news/index', route: { widget: 'news', page: 'index' } });
    expect(matchRoute(demo, '/applicationSquare/index')).toMatchObject({ kind: 'page', route: { widget: 'app-directory', page: 'square' } });
  });
  it('is case sensitive', () => {
    expect(matchRoute(demo, '/News/index').kind).toBe('not-found');
    expect(matchRoute(demo, '/news/Index').kind).toBe('not-found');
  });
  it('sends / to the site home', () => expect(matchRoute(demo, '/')).toEqual({ kind: 'home', to: '/polymerization/homepage' }));
  it.each(['/nowhere/index', '/news', '/news/index/extra', '/__proto__/x', '/constructor/prototype'])('falls back to noPagedata for %s', (path) => {
    expect(matchRoute(demo, path).kind).toBe('not-found');
  });
  it('tolerates a trailing slash', () => expect(matchRoute(demo, '/news/index/').kind).toBe('page'));
});
