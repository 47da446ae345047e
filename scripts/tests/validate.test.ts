/**
 * npm run validate: one small test per problem kind, pinning the message an operator reads.
 * Each case writes its manifests to a temp folder and validates the first one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../runtime/shared/manifestProblems.ts';
import { migrateManifestText } from '../migrateSites.ts';
import { validateFiles } from '../validate.ts';

const base = {
  id: 'base',
  name: { zh: '测试大学' },
  home: 'home/homepage',
  categories: { other: { title: { zh: '其他' } }, content: { title: { zh: '资讯' } } },
  apps: { home: { widget: 'app-directory', visible: false }, news: { widget: 'news' } },
};

/** Writes the files (name → JSON value or raw text) and validates the first; returns the printed lines. */
function validate(files: Record<string, unknown>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'validate-'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, `${name}.json`), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  const [first] = Object.keys(files);
  const [report] = validateFiles([join(dir, `${first}.json`)], dir);
  return report!.problems.map((p) => formatProblem(p).split('\n')[0]!);
}

const child = (extra: Record<string, unknown>) => ({ school: { id: 'school', extends: 'base', ...extra }, base });

describe('npm run validate', () => {
  it('accepts every manifest shipped in sites/', () => {
    const sites = readdirSync('sites')
      .filter((f) => f.endsWith('.json'))
      .map((f) => join('sites', f));
    expect(validateFiles(sites).flatMap((r) => r.problems)).toEqual([]);
  });

  it('syntax error: names the line and column', () => {
    expect(validate({ school: '{\n  "id": "school",\n  "name": { "zh": "x" }\n  "home": "a/b"\n}' })).toEqual([
      expect.stringMatching(/^school\.json \/: not valid JSON: .+ \[json-syntax\]$/),
    ]);
  });

  it('schema: unknown field with the allowed ones in the hint', () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    writeFileSync(join(dir, 'school.json'), JSON.stringify({ ...base, id: 'school', colour: 'red' }));
    const [report] = validateFiles([join(dir, 'school.json')], dir);
    const text = formatProblem(report!.problems[0]!);
    expect(text).toContain('school.json /colour: unknown field "colour" [schema]');
    expect(text).toMatch(/hint: Allowed here: .*branding.*apps/);
  });

  it('schema: wrong type, with the JSON path', () => {
    expect(validate(child({ apps: { news: { enabled: 'no' } } }))).toEqual(['school.json /apps/news/enabled: must be boolean [schema]']);
  });

  it('schema: a javascript: URL is refused', () => {
    expect(validate(child({ branding: { logo: 'javascript:alert(1)' } }))).toEqual([
      'school.json /branding/logo: must be an http(s) URL or a path; javascript:, data: and protocol-relative (//) URLs are refused [schema]',
    ]);
  });

  it('schema: a route needs exactly one of app and widget', () => {
    expect(validate(child({ routes: { 'a/b': { page: 'index' } } }))).toEqual([
      'school.json /routes/a~1b: give either "app" or "widget" (exactly one of them) [schema]',
    ]);
  });

  it('prototype keys are refused', () => {
    expect(validate({ school: `{"id":"school","extends":"base","apps":{"news":{"props":{"__proto__":{"x":1}}}}}`, base })).toEqual([
      'school.json /apps/news/props/__proto__: the key "__proto__" is not allowed (it could alter objects\' prototypes) [schema]',
    ]);
  });

  it('duplicate key: JSON would silently keep the last', () => {
    expect(validate({ school: '{"id":"school","extends":"base","hidden":[],"hidden":["news"]}', base })).toEqual([
      'school.json /hidden: key "hidden" appears twice in the same object [duplicate-key]',
    ]);
  });

  it('id that does not match the file name', () => {
    expect(validate({ school: { ...base, id: 'other' } })).toEqual(['school.json /id: id "other" does not match the file name [id-mismatch]']);
  });

  it('extends a site that does not exist', () => {
    expect(validate({ school: { id: 'school', extends: 'nowhere' } })).toEqual([
      'school.json /extends: extends "nowhere", which does not exist [extends-missing]',
    ]);
  });

  it('extends cycle', () => {
    expect(validate({ school: { id: 'school', extends: 'other' }, other: { id: 'other', extends: 'school' } })).toEqual([
      'other.json /extends: extends cycle: school → other → school [extends-cycle]',
    ]);
  });

  it('unknown widget, with a did-you-mean', () => {
    expect(validate(child({ apps: { news: { widget: 'nwes' } } }))).toEqual([
      'school.json /apps/news/widget: unknown widget "nwes" — did you mean "news"? [unknown-widget]',
    ]);
  });

  it('unknown page, with a did-you-mean', () => {
    expect(validate(child({ routes: { 'news/list': { app: 'news', page: 'indx' } } }))).toEqual([
      'school.json /routes/news~1list/page: widget "news" has no page "indx" — did you mean "index"? [unknown-page]',
    ]);
  });

  it("props that break the widget's props schema", () => {
    expect(validate(child({ apps: { news: { props: { pageSize: 500 } } } }))).toEqual([
      'school.json /apps/news/props/pageSize: props for widget "news": must be <= 50 [invalid-props]',
    ]);
  });

  it('duplicate route path: an explicit route takes a path another app already has', () => {
    expect(validate(child({ routes: { 'news/index': { app: 'home', page: 'homepage' } } }))).toEqual([
      'school.json /routes/news~1index: route "news/index" is defined twice (app "news" page "index" and app "home" page "homepage") [duplicate-route]',
    ]);
  });

  it('unknown API key in overrides, with a did-you-mean', () => {
    expect(validate(child({ api: { overrides: { 'news.lsit': '/cms/list' } } }))).toEqual([
      'school.json /api/overrides/news.lsit: no widget calls API key "news.lsit" — did you mean "news.list"? [unknown-api-key]',
    ]);
  });

  it('an API key renamed since the manifest was written: names the new key and the script that migrates it', () => {
    const written = child({ apps: { hotissue: { widget: 'hot-issue' } }, api: { overrides: { 'hotissue.list': '/faq/list' } } });
    expect(validate(written)).toEqual([
      'school.json /api/overrides/hotissue.list: API key "hotissue.list" is now called "hot-issue.list" (keys are named after their widget) [renamed-api-key]',
    ]);
    const migrated = migrateManifestText(JSON.stringify(written.school, null, 2));
    expect(migrated.changes).toEqual(['hotissue.list → hot-issue.list']);
    expect(validate({ ...written, school: migrated.text })).toEqual([]);
    expect(migrateManifestText(migrated.text).changes).toEqual([]);
  });

  it('a widget merged into another since the manifest was written: names the new widget, and the script moves the app keeping its page', () => {
    const written = child({
      apps: { center: { widget: 'account-center', title: { zh: '个人中心' } }, me: { widget: 'account-center', entry: 'edit' } },
      api: { overrides: { 'account-center.identities': '/uc/identities' } },
    });
    expect(validate(written)).toEqual([
      'school.json /apps/center/widget: widget "account-center" is now part of "account" [renamed-widget]',
      'school.json /apps/me/widget: widget "account-center" is now part of "account" [renamed-widget]',
      'school.json /api/overrides/account-center.identities: API key "account-center.identities" is now called "account.identities" (keys are named after their widget) [renamed-api-key]',
    ]);
    const migrated = migrateManifestText(JSON.stringify(written.school, null, 2));
    expect(migrated.changes).toEqual([
      'account-center.identities → account.identities',
      'apps.center: widget account-center → account (entry personal)',
      'apps.me: widget account-center → account',
    ]);
    expect(JSON.parse(migrated.text).apps).toEqual({
      center: { widget: 'account', entry: 'personal', title: { zh: '个人中心' } },
      me: { widget: 'account', entry: 'edit' },
    });
    expect(validate({ ...written, school: migrated.text })).toEqual([]);
    expect(migrateManifestText(migrated.text).changes).toEqual([]);
  });

  it('a route that would still reach a disabled app', () => {
    expect(validate(child({ apps: { news: { enabled: false } }, routes: { 'tjuNews/index': { widget: 'news', page: 'index' } } }))).toEqual([
      'school.json /routes/tjuNews~1index: route "tjuNews/index" would still reach widget "news" of disabled app "news" [unreachable-app-route]',
    ]);
  });

  it('a route that would still reach a hidden app', () => {
    expect(validate(child({ hidden: ['news'], routes: { 'x/index': { widget: 'news', page: 'index' } } }))).toEqual([
      'school.json /routes/x~1index: route "x/index" would still reach widget "news" of hidden app "news" [unreachable-app-route]',
    ]);
  });

  it('unknown app in hidden or in a route', () => {
    expect(validate(child({ hidden: ['nesw'] }))).toEqual(['school.json /hidden/0: unknown app "nesw" — did you mean "news"? [unknown-app]']);
  });

  it('unknown category', () => {
    expect(validate(child({ apps: { news: { category: 'contnet' } } }))).toEqual([
      'school.json /apps/news/category: app "news" is in unknown category "contnet" — did you mean "content"? [unknown-category]',
    ]);
  });

  it('home that is not a reachable route', () => {
    expect(validate(child({ apps: { home: { enabled: false } } }))).toEqual(['base.json /home: home "home/homepage" is not a reachable route [missing-home]']);
  });

  it('a resolved manifest missing what no layer gave (name)', () => {
    const { name: _name, ...nameless } = base;
    expect(validate({ school: { ...nameless, id: 'school' } })).toEqual(['school.json /: "name" is required [schema]']);
  });

  it('reports every problem at once, not only the first', () => {
    expect(validate(child({ apps: { news: { widget: 'nwes' }, extra: { widget: 'newz' } }, api: { overrides: { 'x.y': '/a' } } }))).toHaveLength(3);
  });

  it('an invalid site id as a file name', () => {
    expect(validate({ Bad_Name: base })).toEqual(['Bad_Name.json /: "Bad_Name" is not a valid site id [invalid-site-id]']);
  });
});

describe('npm run validate reports every problem in one run', () => {
  it('a schema error and a widget typo in the same file are reported together', () => {
    expect(validate(child({ colour: 'red', apps: { news: { widget: 'hot-isue' } } }))).toEqual([
      'school.json /colour: unknown field "colour" [schema]',
      'school.json /apps/news/widget: unknown widget "hot-isue" — did you mean "hot-issue"? [unknown-widget]',
    ]);
  });

  it('an app whose widget is not a string is skipped alone: the other apps are still checked, nothing is said twice', () => {
    expect(validate(child({ apps: { news: { widget: 5 }, extra: { widget: 'nwes' } } }))).toEqual([
      'school.json /apps/news/widget: must be string [schema]',
      'school.json /apps/extra/widget: unknown widget "nwes" — did you mean "news"? [unknown-widget]',
    ]);
  });

  it('a route to an app the schema refused is not reported again; a bad route next to it still is', () => {
    expect(
      validate(child({ apps: { shop: 'x' }, routes: { 'shop/index': { app: 'shop', page: 'index' }, 'news/list': { app: 'news', page: 'indx' } } })),
    ).toEqual([
      'school.json /apps/shop: must be object [schema]',
      'school.json /routes/news~1list/page: widget "news" has no page "indx" — did you mean "index"? [unknown-page]',
    ]);
  });

  it('a base that breaks its schema: its problems and the school’s are reported together', () => {
    const broken = { ...base, branding: { logo: 'javascript:alert(1)' } };
    expect(validate({ school: { id: 'school', extends: 'base', hidden: ['nesw'] }, base: broken })).toEqual([
      'base.json /branding/logo: must be an http(s) URL or a path; javascript:, data: and protocol-relative (//) URLs are refused [schema]',
      'school.json /hidden/0: unknown app "nesw" — did you mean "news"? [unknown-app]',
    ]);
  });
});

describe('an app switched off or hidden but still named (a warning)', () => {
  it('a route to a switched-off app: names the route, the app and its state', () => {
    expect(validate(child({ apps: { news: { enabled: false } }, routes: { 'tjuNews/index': { app: 'news', page: 'index' } } }))).toEqual([
      'school.json /routes/tjuNews~1index/app: warning: route "tjuNews/index" opens app "news", which is switched off ("enabled": false): visitors who follow it see "page not found" [off-app-referenced]',
    ]);
  });

  it('a hidden app in home’s featured list', () => {
    expect(validate(child({ hidden: ['news'], apps: { home: { props: { featured: ['news'] } } } }))).toEqual([
      'school.json /apps/home/props/featured/0: warning: app "home" names app "news" in "featured", but "news" is hidden (listed in "hidden"): it is left out there [off-app-referenced]',
    ]);
  });

  it('a props entry naming no app at all is an error, with a did-you-mean', () => {
    expect(validate(child({ apps: { home: { props: { featured: ['nwes'] } } } }))).toEqual([
      'school.json /apps/home/props/featured/0: unknown app "nwes" — did you mean "news"? [unknown-app]',
    ]);
  });

  // Two runs of the CLI itself (tsx starting twice is slow on a busy machine).
  it('warnings alone exit 0 and print ⚠; an error exits 1', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    writeFileSync(join(dir, 'base.json'), JSON.stringify(base));
    writeFileSync(
      join(dir, 'warned.json'),
      JSON.stringify({ id: 'warned', extends: 'base', hidden: ['news'], apps: { home: { props: { featured: ['news'] } } } }),
    );
    writeFileSync(join(dir, 'broken.json'), JSON.stringify({ id: 'broken', extends: 'base', apps: { news: { widget: 'nwes' } } }));
    const run = (file: string) => spawnSync(resolve('node_modules/.bin/tsx'), [resolve('scripts/validate.ts'), join(dir, file)], { encoding: 'utf8' });
    const warned = run('warned.json');
    expect(warned.status).toBe(0);
    expect(warned.stdout).toContain('⚠ ');
    expect(warned.stdout).toContain('1 manifest(s) checked: all valid, 1 warning(s) in 1 file(s).');
    const broken = run('broken.json');
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain('1 manifest(s) checked: 1 error(s) in 1 file(s).');
  });
});

describe('a label that names no text (a warning)', () => {
  it('a key the widget has no text for, with the nearest key', () => {
    expect(validate(child({ labels: { zh: { 'news:pages.indx': '山岭要闻', 'news:pages.index': '山岭要闻' } } }))).toEqual([
      'school.json /labels/zh/news:pages.indx: warning: label "news:pages.indx" changes no text: "news" has no text "pages.indx" — did you mean "news:pages.index"? [unknown-label]',
    ]);
  });

  it('a namespace that is no widget, with the nearest one', () => {
    expect(validate(child({ labels: { en: { 'nwes:pages.index': 'Hill news' } } }))).toEqual([
      'school.json /labels/en/nwes:pages.index: warning: label "nwes:pages.index" changes no text: there is no widget "nwes" — did you mean "news:pages.index"? [unknown-label]',
    ]);
  });

  it('the portal’s own texts are labelled as "portal:<key>"', () => {
    expect(validate(child({ labels: { zh: { 'portal:home': '主页', 'portal:noPage.titel': '找不到' } } }))).toEqual([
      'school.json /labels/zh/portal:noPage.titel: warning: label "portal:noPage.titel" changes no text: "portal" has no text "noPage.titel" — did you mean "portal:noPage.title"? [unknown-label]',
    ]);
  });
});

describe('an API address the page’s security policy could never allow', () => {
  it('a plain http override is refused, with the hint', () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    for (const [name, content] of Object.entries(child({ api: { overrides: { 'news.list': 'http://cms.school.edu/list' } } })))
      writeFileSync(join(dir, `${name}.json`), JSON.stringify(content));
    const [report] = validateFiles([join(dir, 'school.json')], dir);
    expect(report!.problems.map((p) => formatProblem(p))).toEqual([
      'school.json /api/overrides/news.list: "http://cms.school.edu/list" is a plain http address: the portal is served over https, so browsers block calls to it (mixed content) [api-origin-blocked]\n' +
        "    hint: Use an https:// address with a plain host name (and port, if any), or a path on the portal: calls to /api go through the host to the school's backend (API_TARGET).",
    ]);
  });

  it('a plain http API base is refused too', () => {
    expect(validate(child({ api: { base: 'http://api.school.edu/api' } }))).toEqual([
      'school.json /api/base: "http://api.school.edu/api" is a plain http address: the portal is served over https, so browsers block calls to it (mixed content) [api-origin-blocked]',
    ]);
  });

  it('an address with a password in it is refused', () => {
    expect(validate(child({ api: { overrides: { 'news.list': 'https://me:secret@cms.school.edu/list' } } }))).toEqual([
      'school.json /api/overrides/news.list: "https://me:secret@cms.school.edu/list" contains a user name or password: browsers refuse to call such an address [api-origin-blocked]',
    ]);
  });

  it('https addresses are accepted: the host allows their origins (see runtime/host/tests/pageSecurityPolicy.test.ts)', () => {
    expect(validate(child({ api: { base: 'https://api.school.edu/api', overrides: { 'news.list': 'https://cms.school.edu:8443/list' } } }))).toEqual([]);
  });
});

describe('no duplicate tiles (a warning)', () => {
  const notices = (second: Record<string, unknown>) =>
    child({ apps: { news: { title: { zh: '通知公告', en: 'Notices' }, icon: 'notice' }, tjuNotice: { widget: 'news', icon: 'notice', ...second } } });

  it('two visible apps of one category with the same title in one language and the same icon, naming both', () => {
    expect(validate(notices({ title: { zh: '通知公告', en: 'Announcements' } }))).toEqual([
      'school.json /apps/tjuNotice: warning: apps "news" and "tjuNotice" show the same tile in category "content": title "通知公告", icon "notice" [duplicate-tile]',
    ]);
  });

  it('a title of its own, an icon of its own, or one out of the directory: no warning', () => {
    expect(validate(notices({ title: { zh: '我的通知', en: 'My notices' } }))).toEqual([]);
    expect(validate(notices({ title: { zh: '通知公告' }, icon: 'chat' }))).toEqual([]);
    expect(validate(notices({ title: { zh: '通知公告' }, visible: false }))).toEqual([]);
  });
});

describe("problems in every language (the browser shows them in the reader's)", () => {
  it('words schema errors in zh and tw', async () => {
    const { describeProblem } = await import('../../runtime/shared/manifestProblems.ts');
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    writeFileSync(join(dir, 'base.json'), JSON.stringify(base));
    writeFileSync(
      join(dir, 'school.json'),
      JSON.stringify({
        id: 'school',
        extends: 'base',
        colour: 1,
        branding: { logo: 'javascript:alert(1)' },
        apps: { news: { enabled: 'no', props: { pageSize: 500 } } },
      }),
    );
    const [report] = validateFiles([join(dir, 'school.json')], dir);
    const words = (lang: 'zh' | 'tw') => report!.problems.map((p) => `${p.path} ${describeProblem(p, lang).message}`);
    expect(words('zh')).toEqual([
      '/colour 未知字段 "colour"',
      '/branding/logo 须为 http(s) 网址或路径；不接受 javascript:、data: 和以 // 开头的网址',
      '/apps/news/enabled 应为布尔值（true 或 false）',
      '/apps/news/props/pageSize 组件 "news" 的参数有误：不能大于 50',
    ]);
    expect(words('tw')).toContain('/colour 未知欄位 "colour"');
  });

  it('words props errors in zh', async () => {
    const { describeProblem } = await import('../../runtime/shared/manifestProblems.ts');
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    writeFileSync(join(dir, 'base.json'), JSON.stringify(base));
    writeFileSync(join(dir, 'school.json'), JSON.stringify({ id: 'school', extends: 'base', apps: { news: { props: { pageSize: 500 } } } }));
    const [report] = validateFiles([join(dir, 'school.json')], dir);
    expect(describeProblem(report!.problems[0]!, 'zh').message).toBe('组件 "news" 的参数有误：不能大于 50');
  });
});
