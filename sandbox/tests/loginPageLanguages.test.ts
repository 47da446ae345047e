/**
 * the sandbox's login page speaks the portal's language (zh, en, tw: `?lang=`, else the
 * portal's `portal-lang` cookie, else zh), and its table of demo accounts is derived: every account the
 * sandbox has, each with the apps of the portal's site that it may open, and nothing the site lacks.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '../../runtime/shared/manifestProblems.ts';
import { resolvedSite } from '../../tests/unit/support/sites.ts';
import { SEED_EXTRA_IDENTITIES } from '../../widgets/account/sandbox/seed.ts';
import { DEMO_ORGANISER } from '../../widgets/activity/sandbox/activitySeed.ts';
import { DEMO_ASSET_KEEPER } from '../../widgets/asset/sandbox/assetSeed.ts';
import { DEMO_DOC_HANDLER } from '../../widgets/document/sandbox/documentSeed.ts';
import { DEMO_MODERATOR } from '../../widgets/flea-market/sandbox/index.ts';
import { DEMO_FRESHMAN } from '../../widgets/freshman-arrival/sandbox/arrivalSeed.ts';
import { DEMO_FOUND_REVIEWER } from '../../widgets/lost-found/sandbox/index.ts';
import { DEMO_DISPATCHER, DEMO_REPAIRMAN } from '../../widgets/repair/sandbox/repairHalls.ts';
import { DEMO_SECOND_STUDENT } from '../../widgets/seat/sandbox/index.ts';
import { DEMO_CHECKER } from '../../widgets/ticket/sandbox/ticketSeed.ts';
import { DEMO_APPROVER, DEMO_REVIEWER } from '../../widgets/upc-approval/sandbox/approvalSeed.ts';
import { LOGIN_PAGE_TEXTS, loginPageLanguage } from '../auth/loginPageTexts.ts';
import { renderLoginPage, type LoginPageAccount } from '../auth/loginPageView.ts';
import { toUser, type UserRow } from '../auth/users.ts';
import { createSandbox } from '../sandboxApp.ts';
import { DEMO_ACCOUNTS } from '../seed/accounts.ts';
import { formRequest } from './sessionCookies.ts';

const demo = resolvedSite('demo');
const sandbox = createSandbox({ dbFile: ':memory:', site: () => demo });
afterAll(() => sandbox.close());

/** Every account the sandbox has, as the login route hands them to the page. */
const accounts: LoginPageAccount[] = sandbox.db.prepare<[], UserRow>('SELECT * FROM users ORDER BY id').all().map(toUser);

const page = async (query = '', headers: Record<string, string> = {}) =>
  (await sandbox.app.fetch(new Request(`http://portal.example/api/uc/login${query}`, { headers }))).text();

/** The cells of an account's table row, tags dropped: `['student', 'Student', '王小明', 'demo', 'Notices, …']`. */
const row = (html: string, username: string) =>
  new RegExp(`<tr><td[^>]*><code>${username}</code></td>.*?</tr>`)
    .exec(html)![0]
    .split(/<\/td><td[^>]*>/)
    .map((cell) => cell.replace(/<[^>]+>/g, ''));

/** The demo's titles of these apps in a language, as a set (the table's order follows the site's). */
const titlesOf = (keys: string[], language: Language) => new Set(keys.map((key) => demo.apps[key]!.title[language] ?? demo.apps[key]!.title.zh));
const cellSet = (cell: string | undefined, separator: string) => new Set(cell!.split(separator));

/** What a login of each account may open among the demo's apps that need a permission (spec §6). */
// Everyone on campus reports repairs, in both of the demo's halls.
const MEMBER_APPS = ['tjuNotice', 'tjuOfficial', 'notice', 'greetingCard', 'repair', 'scurepair', 'seat'];
// The asset register, the document flow and the approvals are for staff: teachers and office staff.
const STAFF_APPS = [...MEMBER_APPS, 'asset', 'document', 'upcApproval'];
const PUBLISHER_APPS = [...STAFF_APPS, 'announcementRelease'];
/** The health reports the demo lists: granted to students and the campus staff, not to teachers or staff as such. */
const HEALTH_APPS = Object.keys(demo.apps).filter((key) => demo.apps[key]!.widget === 'health-report' && demo.apps[key]!.visible !== false);
const STUDENT_APPS = [...MEMBER_APPS, ...HEALTH_APPS];
/** The statistics: the daily reports' dashboard, the welcome week's progress and the leaves (离校统计). */
const STATISTICS_APPS = ['dataStatistics', 'welcomeData', 'leaveData'];

/** Apps that the demo permission maps mention but the demo does not have (spec §2 pages, not built yet). */
const notInTheDemo: Record<Language, string[]> = {
  zh: ['成绩', '课表', '图书馆', '校园卡', '缴费', '疫情'],
  en: ['Grade', 'Score', 'Timetable', 'Library', 'Campus card', 'Payment', 'Epidemic'],
  tw: ['成績', '課表', '圖書館', '校園卡', '繳費', '疫情'],
};

describe('the demo account table', () => {
  it('lists every account the sandbox has: each seed account, the graduate identity, the freshman and the office staff', async () => {
    const html = await page();
    const listed = [...html.matchAll(/<tr><td[^>]*><code>([^<]+)<\/code>/g)].map((match) => match[1]);
    expect(listed).toEqual(accounts.map((account) => account.username));
    expect(listed).toEqual([
      ...DEMO_ACCOUNTS.map((account) => account.username),
      ...SEED_EXTRA_IDENTITIES.map((identity) => identity.username),
      // Added by the widgets' migrations, in the order the widgets run them (by id).
      DEMO_ORGANISER.username,
      DEMO_ASSET_KEEPER.username,
      DEMO_DOC_HANDLER.username,
      DEMO_MODERATOR.username,
      DEMO_FRESHMAN.username,
      DEMO_FOUND_REVIEWER.username,
      DEMO_DISPATCHER.username,
      DEMO_REPAIRMAN.username,
      DEMO_SECOND_STUDENT.username,
      DEMO_CHECKER.username,
      DEMO_REVIEWER.username,
      DEMO_APPROVER.username,
    ]);
    expect(listed).toContain('graduate');
  });

  it.each(['zh', 'en', 'tw'] as const)('mentions no app the demo lacks (%s)', async (lang) => {
    const html = await page(`?lang=${lang}`);
    const table = html.slice(html.indexOf('<table>'));
    for (const word of notInTheDemo[lang]) expect(table).not.toContain(word);
  });
});

describe('the page in English and in Traditional Chinese', () => {
  it('renders in English', () => {
    const html = renderLoginPage({ language: 'en', site: demo, accounts });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Single sign-on</title>');
    for (const text of ['<label for="username">Username</label>', '<label for="password">Password</label>', '>Log in</button>', '<h2>Demo accounts</h2>'])
      expect(html).toContain(text);
    expect(html).toContain(`<p class="sub">${demo.branding.title.en} · demo environment</p>`);
    expect(html).not.toContain('WeCom'); // only a visitor sent by the messenger's entry is told about it
    expect(renderLoginPage({ language: 'en', site: demo, accounts, via: 'messenger' })).toContain(
      '<p class="notice">You came from WeCom. The demo has no real WeCom: log in as staff, the demo account that stands for its member, and you will be taken back.</p>',
    );
    expect(html).toMatch(/<th>Account<\/th><th>Role<\/th><th>Name<\/th><th>Password<\/th><th>Also \(needs a permission\)<\/th>/);
    expect(row(html, 'student').slice(0, 4)).toEqual(['student', 'Student', '王小明', 'demo']);
    expect(cellSet(row(html, 'student')[4], ', ')).toEqual(titlesOf(STUDENT_APPS, 'en'));
    expect(row(html, 'graduate').slice(0, 4)).toEqual(['graduate', 'Graduate student', '王小明', 'demo']);
    expect(cellSet(row(html, 'graduate')[4], ', ')).toEqual(titlesOf(STUDENT_APPS, 'en'));
    expect(cellSet(row(html, 'teacher')[4], ', ')).toEqual(titlesOf(STAFF_APPS, 'en'));
    expect(cellSet(row(html, 'staff')[4], ', ')).toEqual(titlesOf(PUBLISHER_APPS, 'en'));
    expect(cellSet(row(html, 'admin')[4], ', ')).toEqual(titlesOf([...PUBLISHER_APPS, ...HEALTH_APPS, ...STATISTICS_APPS], 'en'));
    expect(row(html, 'visitor')).toEqual(['visitor', 'Visitor', '访客用户', 'demo', 'None']);
    expect(html).toContain('Every demo account’s password is <code>demo</code>. A login lasts 2 hours.');
    expect(html).toContain(`Open without logging in: ${demo.apps.news!.title.en}, `);
    expect(html).toMatch(new RegExp(`Any account, once logged in: [^<]*${demo.apps.polymerization!.title.en}`));
  });

  it('renders in Traditional Chinese', () => {
    const html = renderLoginPage({ language: 'tw', site: demo, accounts, error: 'wrongCredentials' });
    expect(html).toContain('<html lang="zh-TW">');
    expect(html).toContain('<title>統一身分認證</title>');
    for (const text of ['<label for="username">帳號</label>', '<label for="password">密碼</label>', '>登入</button>', '<h2>示範帳號</h2>'])
      expect(html).toContain(text);
    expect(html).toContain(`<p class="sub">${demo.branding.title.tw} · 示範環境</p>`);
    expect(html).toContain('<p class="error" role="alert">帳號或密碼錯誤</p>');
    expect(html).toMatch(/<th>帳號<\/th><th>身分<\/th><th>姓名<\/th><th>密碼<\/th><th>另可使用（需授權）<\/th>/);
    expect(row(html, 'student').slice(0, 4)).toEqual(['student', '學生', '王小明', 'demo']);
    expect(cellSet(row(html, 'student')[4], '、')).toEqual(titlesOf(STUDENT_APPS, 'tw'));
    expect(row(html, 'graduate').slice(0, 2)).toEqual(['graduate', '研究生']);
    expect(cellSet(row(html, 'staff')[4], '、')).toEqual(titlesOf(PUBLISHER_APPS, 'tw'));
    expect(row(html, 'visitor')).toEqual(['visitor', '訪客', '访客用户', 'demo', '無']);
    expect(html).toContain('所有示範帳號的密碼皆為 <code>demo</code>。');
    // The page's own words are Traditional throughout.
    for (const simplified of ['统一', '认证', '账号', '登录', '演示', '密码', '无需']) expect(html).not.toContain(simplified);
  });

  it('names every account’s role in English and in Traditional Chinese', () => {
    for (const account of accounts) {
      expect(LOGIN_PAGE_TEXTS.en.roleNames[account.roleName], account.username).toMatch(/^[A-Z][a-z ]+$/);
      expect(LOGIN_PAGE_TEXTS.tw.roleNames[account.roleName], account.username).toBeTruthy();
    }
  });

  it('without a site, lists the accounts without the apps column', () => {
    const html = renderLoginPage({ language: 'en', accounts });
    expect(html).not.toContain('Also (needs a permission)');
    expect(row(html, 'student')).toEqual(['student', 'Student', '王小明', 'demo']);
  });
});

describe('which language a request gets', () => {
  it('the lang query first, then the portal’s cookie, then zh; never Accept-Language', () => {
    expect(loginPageLanguage({ query: 'en', cookie: 'portal-lang=tw' })).toBe('en');
    expect(loginPageLanguage({ query: undefined, cookie: 'eai-sess-state=1; portal-lang=tw' })).toBe('tw');
    expect(loginPageLanguage({ query: 'fr', cookie: 'portal-lang=xx' })).toBe('zh');
    expect(loginPageLanguage({})).toBe('zh');
  });

  it('over HTTP: ?lang=, the cookie, the posted form', async () => {
    expect(await page('?lang=en')).toContain('<title>Single sign-on</title>');
    expect(await page('', { Cookie: 'portal-lang=tw' })).toContain('<title>統一身分認證</title>');
    expect(await page('', { 'Accept-Language': 'en-US,en;q=0.9' })).toContain('<title>统一身份认证</title>');
    const wrong = await sandbox.app.fetch(formRequest('/api/uc/login', { username: 'student', password: 'nope', lang: 'en' }));
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('<p class="error" role="alert">Wrong username or password</p>');
    expect(html).toContain('<input type="hidden" name="lang" value="en">');
  });

  it('links to itself in the other languages, keeping the redirect target', async () => {
    const html = await page('?lang=tw&redirect_url=%2Fnews%2Findex');
    expect(html).toContain('<a href="/api/uc/login?lang=en&#38;redirect_url=%2Fnews%2Findex" hreflang="en" lang="en">English</a>');
    expect(html).toContain('<strong aria-current="true">繁體中文</strong>');
  });
});
