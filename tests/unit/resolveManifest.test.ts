import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mergeManifests, resolveManifest } from '../../runtime/host/manifest/resolveManifest.ts';
import { loadWidgetCatalog } from '../../runtime/host/manifest/widgetCatalog.ts';
import { severityOf } from '../../runtime/shared/manifestProblems.ts';
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

describe('warnings do not stop a manifest, errors do', () => {
  const catalog = loadWidgetCatalog();
  const base = {
    id: 'school',
    name: { zh: '测试大学' },
    home: 'home/homepage',
    categories: { other: { title: { zh: '其他' } }, content: { title: { zh: '资讯' } } },
    apps: { home: { widget: 'app-directory', visible: false }, news: { widget: 'news' } },
  };
  const resolve = (manifest: object) => resolveManifest('school', (id) => (id === 'school' ? JSON.stringify(manifest) : undefined), catalog);

  it('a manifest with only warnings is resolved, the warnings beside it', () => {
    const result = resolve({ ...base, hidden: ['news'], apps: { ...base.apps, home: { ...base.apps.home, props: { featured: ['news'] } } } });
    expect(result.manifest?.apps.home?.props).toEqual({ featured: ['news'], columns: 4, showSearch: true });
    expect(result.problems.map((p) => [p.code, severityOf(p)])).toEqual([['off-app-referenced', 'warning']]);
  });

  it('one error withholds the manifest, whatever the warnings', () => {
    const result = resolve({ ...base, hidden: ['news'], apps: { ...base.apps, home: { ...base.apps.home, props: { featured: ['news', 'nwes'] } } } });
    expect(result.manifest).toBeUndefined();
    expect(result.problems.map((p) => [p.code, severityOf(p)])).toEqual([
      ['off-app-referenced', 'warning'],
      ['unknown-app', 'error'],
    ]);
  });

  it('every prop a widget marks "x-app-key" is checked, not only featured (notice’s releaseApp)', () => {
    const result = resolve({
      ...base,
      apps: { ...base.apps, notice: { widget: 'notice', props: { releaseApp: 'release' } }, release: { widget: 'announcement-release', enabled: false } },
    });
    expect(result.problems.map((p) => [p.code, p.path, p.params])).toEqual([
      ['off-app-referenced', '/apps/notice/props/releaseApp', { app: 'release', state: 'disabled', referrer: 'notice', prop: 'releaseApp' }],
    ]);
  });
});

describe('the demo shows each tile once', () => {
  it('通知公告 appears once in 新闻资讯 (the notice widget’s app is 我的通知)', () => {
    const demo = resolvedSite('demo');
    const content = Object.entries(demo.apps).filter(([, app]) => app.visible && app.category === 'content');
    expect(content.filter(([, app]) => app.title.zh === '通知公告').map(([key]) => key)).toEqual(['tjuNotice']);
    expect(demo.apps.notice?.title).toEqual({ zh: '我的通知', en: 'My notices', tw: '我的通知' });
  });
});

describe('a short title belongs to its title', () => {
  /** Pine Valley (extends demo) over a demo that has a short title; `branding` is Pine Valley's own. */
  const shortTitleOf = (branding: Record<string, unknown>) => {
    const demo = JSON.parse(readFileSync('sites/demo.json', 'utf8'));
    const base = { ...demo, branding: { ...demo.branding, shortTitle: { zh: '示范大学' } } };
    const child = { id: 'pine-valley', extends: 'demo', name: { zh: '松谷大学' }, branding };
    const read = (id: string) => JSON.stringify(id === 'pine-valley' ? child : id === 'demo' ? base : undefined);
    const result = resolveManifest('pine-valley', read, loadWidgetCatalog());
    expect(result.problems.filter((p) => severityOf(p) === 'error')).toEqual([]);
    return result.manifest!.branding.shortTitle;
  };

  it("a school with its own title and no short title does not inherit the base's short title", () => {
    expect(shortTitleOf({ title: { zh: '松谷大学网上办事服务大厅' } })).toBeUndefined();
  });

  it("a school that keeps the base's title keeps its short title; its own short title wins", () => {
    expect(shortTitleOf({ colors: { primary: '#123456' } })).toEqual({ zh: '示范大学' });
    expect(shortTitleOf({ title: { zh: '松谷大学网上办事服务大厅' }, shortTitle: { zh: '松谷大学' } })).toEqual({ zh: '松谷大学' });
  });
});

describe('a variant is what the app’s props say, under any app key', () => {
  const catalog = loadWidgetCatalog();
  const base = {
    id: 'school',
    name: { zh: '测试大学' },
    home: 'home/homepage',
    categories: { other: { title: { zh: '其他' } }, life: { title: { zh: '生活' } } },
    apps: { home: { widget: 'app-directory', visible: false } },
  };
  const resolve = (apps: object) =>
    resolveManifest('school', (id) => (id === 'school' ? JSON.stringify({ ...base, apps: { ...base.apps, ...apps } }) : undefined), catalog);

  it('a school’s own key names its report type in props; a legacy key is its type', () => {
    const result = resolve({
      returnCheck: { widget: 'health-report', title: { zh: '返校打卡' }, category: 'life', props: { variant: 'epideCaustu' } },
      epideState: { widget: 'health-report', title: { zh: '健康打卡' }, category: 'life' },
    });
    expect(result.problems).toEqual([]);
    expect(result.manifest?.apps.returnCheck?.props).toMatchObject({ variant: 'epideCaustu' });
  });

  it('an own key without a variant is refused before it reaches a student, naming the variants', () => {
    const result = resolve({ returnCheck: { widget: 'health-report', title: { zh: '返校打卡' }, category: 'life' } });
    expect(result.manifest).toBeUndefined();
    expect(result.problems.map((p) => [p.code, p.path, severityOf(p)])).toEqual([['variant-needed', '/apps/returnCheck/props', 'error']]);
    expect(result.problems[0]!.params).toMatchObject({ app: 'returnCheck', widget: 'health-report', variant: 'returnCheck' });
    const wrong = resolve({ returnCheck: { widget: 'health-report', title: { zh: '返校打卡' }, category: 'life', props: { variant: 'nope' } } });
    expect(wrong.problems.map((p) => p.code)).toEqual(['invalid-props', 'variant-needed']);
  });
});
