/** The shell's auth calls (spec §3, §6, §7, §8): permission maps, user names, 10013, logout, messenger login. */
import { describe, expect, it } from 'vitest';
import type { PermissionMap } from '../seed/accounts.ts';
import { DEMO_ACCOUNTS } from '../seed/accounts.ts';
import { SANDBOX_MODULES } from '../modules/sandboxModules.ts';
import { withModuleGrants } from '../modules/sandboxModule.ts';
import { SESSION_TTL_SECONDS } from '../auth/sessions.ts';
import { formRequest, getAs, logIn, parseSetCookies, clockedSandbox } from './sessionCookies.ts';

const env = clockedSandbox();

const NOT_LOGGED_IN = { e: 10013, m: '登录已过期，请重新登录', d: { login_url: '/api/uc/login' } };
const PROTECTED = ['/api/uc/auth/all', '/api/uc/user/name', '/api/uc/profile'];

/** Spec §6: usable when the module list is non-empty; a module when it is in the list. */
function canUse(auth: PermissionMap, appKey: string, module?: string): boolean {
  const modules = Object.hasOwn(auth, appKey) ? auth[appKey]?.module : undefined;
  return Array.isArray(modules) && modules.length > 0 && (module === undefined || modules.includes(module));
}

async function permissionsOf(username: string): Promise<PermissionMap> {
  const { cookie } = await logIn(env.sandbox.app, username);
  const { body } = await getAs<PermissionMap>(env.sandbox.app, '/api/uc/auth/all', cookie);
  expect(body.e).toBe(0);
  return body.d;
}

describe('GET /api/uc/auth/all and /api/uc/user/name per role', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.username, account] as const))('%s: its map and its name', async (username, account) => {
    const { cookie } = await logIn(env.sandbox.app, username);
    const auth = await getAs<PermissionMap>(env.sandbox.app, '/api/uc/auth/all', cookie);
    expect(auth.response.status).toBe(200);
    expect(auth.body).toEqual({ e: 0, m: '', d: withModuleGrants(account, SANDBOX_MODULES) });
    const name = await getAs<{ name: string }>(env.sandbox.app, '/api/uc/user/name', cookie);
    expect(name.body).toEqual({ e: 0, m: '', d: { name: account.name } });
    const profile = await getAs(env.sandbox.app, '/api/uc/profile', cookie);
    expect(profile.body).toEqual({ e: 0, m: '', d: { username, name: account.name, role: account.role, roleName: account.roleName } });
  });

  it('names: 王小明, 李老师, 张老师, 访客用户, 系统管理员, and the campus staff 陈老师, 刘书记, 周老师', () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.username, a.roleName, a.name])).toEqual([
      ['student', '学生', '王小明'],
      ['teacher', '教师', '李老师'],
      ['staff', '职工', '张老师'],
      ['visitor', '访客', '访客用户'],
      ['admin', '管理员', '系统管理员'],
      ['instructor', '辅导员', '陈老师'],
      ['leader', '学院领导', '刘书记'],
      ['manager', '学工部', '周老师'],
    ]);
  });

  it('student: news, notices, scores, timetable and everyday services; no statistics, no publishing', async () => {
    const auth = await permissionsOf('student');
    for (const app of ['home', 'news', 'tjuNews', 'tjuNotice', 'tjuOfficial', 'score', 'schedule', 'library', 'campusCard', 'payment', 'repair']) {
      expect(canUse(auth, app), app).toBe(true);
    }
    expect(canUse(auth, 'news', 'detail')).toBe(true);
    expect(canUse(auth, 'home', 'homepage')).toBe(true);
    for (const app of ['dataStatistics', 'announcementRelease', 'epidemicManager']) expect(canUse(auth, app), app).toBe(false);
    expect(canUse(auth, 'repair', 'dispatch')).toBe(false);
  });

  it('teacher: like a student without scores; teaching timetable; statistics to view only', async () => {
    const auth = await permissionsOf('teacher');
    expect(canUse(auth, 'score')).toBe(false);
    expect(canUse(auth, 'schedule', 'teaching')).toBe(true);
    expect(canUse(auth, 'dataStatistics', 'view')).toBe(true);
    expect(canUse(auth, 'dataStatistics', 'export')).toBe(false);
    expect(canUse(auth, 'tjuNotice')).toBe(true);
  });

  it('staff: composes and publishes notices, dispatches repairs', async () => {
    const auth = await permissionsOf('staff');
    expect(auth.announcementRelease?.module).toEqual(['compose', 'publish']);
    expect(canUse(auth, 'repair', 'dispatch')).toBe(true);
    expect(canUse(auth, 'score')).toBe(false);
    expect(canUse(auth, 'epidemicManager')).toBe(false);
  });

  it('visitor: only home, news and campus news; no notices, no official releases', async () => {
    const auth = await permissionsOf('visitor');
    expect(Object.keys(auth).sort()).toEqual(['home', 'news', 'tjuNews']);
    expect(canUse(auth, 'tjuNotice')).toBe(false);
    expect(canUse(auth, 'tjuOfficial')).toBe(false);
  });

  it('admin: every app and module of every other role, plus epidemic management and statistics export', async () => {
    const auth = await permissionsOf('admin');
    for (const account of DEMO_ACCOUNTS) {
      for (const [app, { module }] of Object.entries(withModuleGrants(account, SANDBOX_MODULES))) {
        for (const name of module) expect(canUse(auth, app, name), `${account.username}: ${app}.${name}`).toBe(true);
      }
    }
    expect(auth.epidemicManager?.module).toEqual(['manage']);
    expect(auth.dataStatistics?.module).toEqual(['view', 'export']);
  });
});

describe('e = 10013 without a live session (HTTP 200)', () => {
  it.each(PROTECTED)('%s without a cookie', async (path) => {
    const { response, body } = await getAs(env.sandbox.app, path);
    expect(response.status).toBe(200);
    expect(body).toEqual(NOT_LOGGED_IN);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each(PROTECTED)('%s with an unknown session id, which it expires', async (path) => {
    const { response, body } = await getAs(env.sandbox.app, path, `eai-sess=${'A'.repeat(43)}; eai-sess-state=1`);
    expect(body).toEqual(NOT_LOGGED_IN);
    const cookies = parseSetCookies(response);
    expect(cookies.map((c) => [c.name, c.value, c.attributes.get('max-age')]).sort()).toEqual([
      ['eai-sess', '', '0'],
      ['eai-sess-state', '', '0'],
    ]);
  });

  it.each(['garbage', "' OR 1=1 --", '', 'A'.repeat(44)])('with the malformed session id %j', async (id) => {
    const { body } = await getAs(env.sandbox.app, '/api/uc/auth/all', `eai-sess=${encodeURIComponent(id)}`);
    expect(body).toEqual(NOT_LOGGED_IN);
  });

  it('with only the readable eai-sess-state cookie (it is never the session)', async () => {
    const { body } = await getAs(env.sandbox.app, '/api/uc/user/name', 'eai-sess-state=1');
    expect(body).toEqual(NOT_LOGGED_IN);
  });

  it('with an expired session (its row moved into the past)', async () => {
    const { cookie, sessionId } = await logIn(env.sandbox.app, 'student');
    expect((await getAs(env.sandbox.app, '/api/uc/profile', cookie)).body.e).toBe(0);
    env.sandbox.db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?').run(env.clock / 1000 - 1, sessionId);
    for (const path of PROTECTED) expect((await getAs(env.sandbox.app, path, cookie)).body, path).toEqual(NOT_LOGGED_IN);
  });

  it('after two hours by the env.clock, not a second before', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'teacher');
    env.clock += (SESSION_TTL_SECONDS - 1) * 1000;
    expect((await getAs(env.sandbox.app, '/api/uc/user/name', cookie)).body).toEqual({ e: 0, m: '', d: { name: '李老师' } });
    env.clock += 1000;
    expect((await getAs(env.sandbox.app, '/api/uc/user/name', cookie)).body).toEqual(NOT_LOGGED_IN);
  });

  it('when the user is deleted: their sessions go with them', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'visitor');
    env.sandbox.db.prepare("DELETE FROM users WHERE username = 'visitor'").run();
    expect(env.sandbox.db.prepare('SELECT id FROM sessions').all()).toHaveLength(0);
    expect((await getAs(env.sandbox.app, '/api/uc/profile', cookie)).body).toEqual(NOT_LOGGED_IN);
  });

  it('expired sessions are swept at the next login', async () => {
    await logIn(env.sandbox.app, 'student');
    env.clock += SESSION_TTL_SECONDS * 1000;
    await logIn(env.sandbox.app, 'teacher');
    expect(env.sandbox.db.prepare('SELECT user_id FROM sessions').all()).toHaveLength(1);
  });

  it('leaves the news endpoints public', async () => {
    expect((await getAs(env.sandbox.app, '/api/news/list')).body.e).toBe(0);
    expect((await getAs(env.sandbox.app, '/api/news/detail?id=1')).body.e).toBe(0);
  });
});

const logOut = async (cookie?: string) => {
  const response = await env.sandbox.app.fetch(formRequest('/api/uc/logout', {}, cookie ? { cookie } : {}));
  return { response, body: (await response.json()) as unknown };
};

describe('POST /api/uc/logout', () => {
  it('without a session: 10013, like every protected call', async () => {
    expect((await logOut()).body).toEqual(NOT_LOGGED_IN);
  });

  it('is not answered as a GET (an <img> on any page could log the user out): the session lives on', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const { response } = await getAs(env.sandbox.app, '/api/uc/logout', cookie);
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await getAs(env.sandbox.app, '/api/uc/user/name', cookie)).body.e).toBe(0);
  });

  it('ends the session: e = 0, row deleted, both cookies expired, then 10013', async () => {
    const { cookie, sessionId } = await logIn(env.sandbox.app, 'student');
    const { response, body } = await logOut(cookie);
    expect(body).toEqual({ e: 0, m: '', d: null });
    const cookies = parseSetCookies(response);
    expect(cookies.map((c) => c.name).sort()).toEqual(['eai-sess', 'eai-sess-state']);
    for (const expired of cookies) {
      expect(expired.value).toBe('');
      expect(expired.attributes.get('max-age')).toBe('0');
      expect(expired.attributes.get('path')).toBe('/');
    }
    expect(env.sandbox.db.prepare('SELECT id FROM sessions WHERE id = ?').get(sessionId)).toBeUndefined();
    expect((await getAs(env.sandbox.app, '/api/uc/auth/all', cookie)).body).toEqual(NOT_LOGGED_IN);
  });

  it('ends only its own session', async () => {
    const student = await logIn(env.sandbox.app, 'student');
    const teacher = await logIn(env.sandbox.app, 'teacher');
    await logOut(student.cookie);
    expect((await getAs(env.sandbox.app, '/api/uc/user/name', teacher.cookie)).body.d).toEqual({ name: '李老师' });
  });
});

describe('GET /api/corp/index (messenger login): no session without the password', () => {
  const corp = (query = '') => env.sandbox.app.fetch(new Request(`http://sandbox/api/corp/index${query}`));
  const sessionCount = () => env.sandbox.db.prepare('SELECT id FROM sessions').all().length;

  it('sends the visitor to the login page with the same-origin return path, and signs nobody in', async () => {
    const response = await corp('?redirectUrl=%2Fnews%2Findex%3Fchannel%3Dnotice');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/api/uc/login?redirect_url=%2Fnews%2Findex%3Fchannel%3Dnotice&via=messenger');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(sessionCount()).toBe(0);
  });

  it('the login page says why, with the messenger account typed in; its password signs in and returns to the path', async () => {
    const page = await (
      await env.sandbox.app.fetch(new Request(`http://sandbox${(await corp('?redirectUrl=%2Fnews%2Findex')).headers.get('location')!}`))
    ).text();
    expect(page).toContain('<p class="notice">你从企业微信进入。');
    expect(page).toMatch(/<input type="text" id="username" name="username" value="staff"/);
    expect(page).toMatch(/<input type="hidden" name="redirect_url" value="\/news\/index">/);
    const { response, cookie } = await logIn(env.sandbox.app, 'staff', 'demo', '/news/index');
    expect(response.headers.get('location')).toBe('/news/index');
    expect((await getAs(env.sandbox.app, '/api/uc/user/name', cookie)).body.d).toEqual({ name: '张老师' });
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', ''])(
    'passes the hostile redirectUrl %j on as /',
    async (target) => {
      const response = await corp(`?redirectUrl=${encodeURIComponent(target)}`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/api/uc/login?redirect_url=%2F&via=messenger');
    },
  );

  it('returns to / without a redirectUrl', async () => {
    expect((await corp()).headers.get('location')).toBe('/api/uc/login?redirect_url=%2F&via=messenger');
  });
});
