import { describe, expect, it } from 'vitest';
import { mergeManifests } from '../../runtime/host/manifest/resolveManifest.ts';
import { resolvedSite } from './support/sites.ts';

describe('extends: a school states only its differences', () => {
  it('merges objects key by key, replaces arrays and values', () => {
    expect(mergeManifests({ apps: { a: { enabled: true, order: 1 } }, hidden: ['x'] }, { apps: { a: { enabled: false } }, hidden: ['y'] })).toEqual({
      apps: { a: { enabled: false, order: 1 } },
      hidden: ['y'],
    });
  });
  it("replaces a text in several languages as a whole: no mix of the two schools' words", () => {
    expect(mergeManifests({ title: { zh: '示范', en: 'Demo', tw: '示範' } }, { title: { zh: '山岭', en: 'Hill' } })).toEqual({
      title: { zh: '山岭', en: 'Hill' },
    });
    expect(resolvedSite('hill-university').branding.copyright).toEqual({ zh: '© 2026 山岭大学 网络与信息中心', en: '© 2026 Hill University Network Centre' });
  });
  it("keeps the base school's apps, categories and routes the child does not mention", () => {
    const lake = resolvedSite('lake-college');
    expect(lake.home).toBe('composition/all');
    expect(Object.keys(lake.apps)).not.toContain('tjuNotice');
    expect(lake.routes['applicationSquare/index']).toMatchObject({ app: 'home', page: 'square' });
    expect(lake.categories.content?.title.zh).toBe('新闻资讯');
  });
});
