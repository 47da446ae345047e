/**
 * authorization on the server, not only in the UI. The sandbox answers a widget's call
 * only to users the portal would let open a page that makes it. Nothing here is a hand-kept list of who
 * may do what: from the demo site's resolved manifest (routes, apps' `permission`, news channels), every
 * account's permission map as a login gets it (module grants included) and the widgets' declared keys and
 * `uses`, the portal's own functions (runtime/app: routeAccess, mayOpenApp, canUse) decide who may call
 * what; then every such call is made as every account and anonymously. Allowed: anything but a refusal.
 * Refused: e = 10013 without a session, 403 with one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canUse as portalCanUse, mayOpenApp as portalMayOpenApp } from '../../runtime/shared/permissions.ts';
import { routeAccess } from '../../runtime/app/router/routeAccess.ts';
import { apiDeclarations } from '../../runtime/shared/apiDeclarations.ts';
import { loadWidgetCatalog } from '../../runtime/host/manifest/widgetCatalog.ts';
import type { ResolvedApp, ResolvedRoute, ResolvedSiteManifest } from '../../runtime/shared/generated/resolvedSiteManifest.ts';
import { resolvedSite } from '../../tests/unit/support/sites.ts';
import { NEWS_CHANNELS } from '../../widgets/news/sandbox/channels.ts';
import { grantVerdict, mayOpenRoute } from '../auth/siteGrants.ts';
import { toUser, type UserRow } from '../auth/users.ts';
import { SandboxErrorCode, type Envelope } from '../envelope.ts';
import { createSandbox, type Sandbox } from '../sandboxApp.ts';
import type { PermissionMap } from '../seed/accounts.ts';
import { formRequest, getAs, logIn } from './sessionCookies.ts';

const demo = resolvedSite('demo');
const catalog = loadWidgetCatalog();

/** Someone calling: an account (its stored map) or nobody logged in. */
interface Caller {
  name: string;
  cookie: string;
  permissions?: PermissionMap;
}

let sandbox: Sandbox;
let callers: Caller[];
// A real login per account (scrypt each): on a machine busy with other test files that takes seconds.
beforeAll(async () => {
  sandbox = createSandbox({ dbFile: ':memory:', site: () => demo });
  const accounts = sandbox.db.prepare<[], UserRow>('SELECT * FROM users ORDER BY id').all().map(toUser);
  const sessions = await Promise.all(accounts.map(async (account) => ({ account, cookie: (await logIn(sandbox.app, account.username)).cookie })));
  callers = [
    { name: 'anonymous', cookie: '' },
    ...sessions.map(({ account, cookie }) => ({ name: account.username, cookie, permissions: account.permissions })),
  ];
}, 60_000);
afterAll(() => sandbox.close());

const appOf = (site: ResolvedSiteManifest, route: ResolvedRoute): ResolvedApp | undefined => (route.app === undefined ? undefined : site.apps[route.app]);
/** The news channel an app shows alone; undefined: every channel. */
const channelOf = (app: ResolvedApp | undefined) => (app?.props as { channel?: string } | undefined)?.channel;

/** What the portal's router says for this caller on this route (runtime/app/router/routeAccess.ts). */
function portalOpens(site: ResolvedSiteManifest, route: ResolvedRoute, caller: Pick<Caller, 'permissions'>): boolean {
  const access = {
    status: caller.permissions ? ('ready' as const) : ('anonymous' as const),
    mayOpen: (appKey: string) => portalMayOpenApp(site.apps[appKey], appKey, caller.permissions),
  };
  return routeAccess(route, appOf(site, route), access) === 'open';
}

/** The widgets whose pages make a call: its own, and those listing it under `uses`. */
function callersOfKey(key: string): string[] {
  const owner = apiDeclarations().get(key)!.owner;
  return [owner, ...[...catalog.values()].filter((widget) => widget.uses?.includes(key)).map((widget) => widget.id)];
}

async function call(method: 'GET' | 'POST', path: string, cookie: string): Promise<Envelope<unknown>> {
  if (method === 'GET') return (await getAs(sandbox.app, `/api${path}`, cookie)).body;
  return (await (await sandbox.app.fetch(formRequest(`/api${path}`, {}, cookie ? { cookie } : {}))).json()) as Envelope<unknown>;
}

/** Allowed: whatever the handler then says (a missing field is 400), never a refusal. Refused: 10013 anonymous, 403 logged in. */
function expectAnswer(body: Envelope<unknown>, caller: Caller, allowed: boolean, what: string): void {
  const refusal = caller.permissions ? SandboxErrorCode.forbidden : SandboxErrorCode.notLoggedIn;
  if (allowed) expect([SandboxErrorCode.forbidden, SandboxErrorCode.notLoggedIn], `${what} as ${caller.name}: ${body.m}`).not.toContain(body.e);
  else expect(body.e, `${what} as ${caller.name} must be refused`).toBe(refusal);
}

describe('the sandbox decides routes as the portal’s router does', () => {
  it('mayOpenRoute agrees with runtime/app for every account and route', () => {
    const users = [
      undefined,
      ...sandbox.db
        .prepare<[], UserRow>('SELECT * FROM users')
        .all()
        .map((row) => toUser(row).permissions),
    ];
    for (const permissions of users) {
      for (const route of Object.values(demo.routes))
        expect(mayOpenRoute(route, appOf(demo, route), permissions)).toBe(portalOpens(demo, route, { permissions }));
    }
  });
});

describe('every keyed route whose pages need a grant answers only whom the portal lets open one', () => {
  // A key is guarded when a page that calls it sits on a route of an app with a `permission`, or when
  // widget.json's `grant` asks for a module. The routes that call it: its widgets' pages (`grant.pages`
  // when it names them).
  const guarded = [...apiDeclarations()]
    .filter(([, declaration]) => declaration.owner !== 'runtime')
    .map(([key, declaration]) => ({
      key,
      ...declaration,
      routes: Object.values(demo.routes).filter(
        (route) => callersOfKey(key).includes(route.widget) && (!declaration.grant?.pages || declaration.grant.pages.includes(route.page)),
      ),
    }))
    .filter(({ routes, grant }) => grant?.module !== undefined || routes.some((route) => appOf(demo, route)?.permission !== undefined));

  it('finds the guarded keys in the demo site (the notice centre, publishing, greeting cards, news)', () => {
    expect(guarded.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['notice.list', 'notice.acknowledge', 'announcement-release.publish', 'greeting-card.send', 'news.list', 'news.detail']),
    );
  });

  it.each(guarded)(
    '$key ($method $path): allowed to whom a route calling it is open, refused to everyone else',
    async ({ key, method, path, routes, grant }) => {
      for (const caller of callers) {
        const allowed = routes.some(
          (route) => portalOpens(demo, route, caller) && (grant?.module === undefined || portalCanUse(caller.permissions, route.app!, grant.module)),
        );
        expectAnswer(await call(method, path, caller.cookie), caller, allowed, key);
      }
    },
  );

  it('in the demo: visitors and anonymous callers are refused the notice centre, publishing and greeting cards; students may not publish', async () => {
    const refused = async (path: string, method: 'GET' | 'POST', name: string) => {
      const body = await call(method, path, callers.find((caller) => caller.name === name)!.cookie);
      return body.e === SandboxErrorCode.forbidden || body.e === SandboxErrorCode.notLoggedIn;
    };
    for (const name of ['anonymous', 'visitor']) {
      expect(await refused('/notice/list', 'GET', name)).toBe(true);
      expect(await refused('/greetingCard/list', 'GET', name)).toBe(true);
    }
    expect(await refused('/announcement/publish', 'POST', 'student')).toBe(true);
    expect(await refused('/announcement/publish', 'POST', 'staff')).toBe(false);
  });
});

describe('a news channel is read only by whom one of its news apps is open to', () => {
  /** The channel's own apps (props.channel), or, when it has none, the apps showing every channel. */
  const governingRoutes = (channel: string) => {
    const own = Object.values(demo.apps).some((app) => app.widget === 'news' && channelOf(app) === channel);
    return Object.values(demo.routes).filter((route) => route.widget === 'news' && channelOf(appOf(demo, route)) === (own ? channel : undefined));
  };
  const readers = (channel: string) => callers.filter((caller) => governingRoutes(channel).some((route) => portalOpens(demo, route, caller)));
  const firstArticle = (channel: string) =>
    sandbox.db.prepare<[string], { id: number }>('SELECT id FROM news WHERE channel = ? ORDER BY id LIMIT 1').get(channel)!.id;

  it('in the demo: the official releases and the notices are closed to anonymous callers and visitors, campus news is open to all', () => {
    const names = (channel: string) => readers(channel).map((caller) => caller.name);
    for (const channel of ['official', 'notice']) {
      expect(names(channel)).not.toContain('anonymous');
      expect(names(channel)).not.toContain('visitor');
    }
    expect(names('official')).toEqual(expect.arrayContaining(['student', 'teacher', 'staff', 'admin']));
    expect(names('campus')).toEqual(callers.map((caller) => caller.name));
  });

  it.each(NEWS_CHANNELS)('channel %s: list, search and detail answer its readers and refuse everyone else', async (channel) => {
    const id = firstArticle(channel);
    for (const caller of callers) {
      const allowed = readers(channel).includes(caller);
      expectAnswer(await call('GET', `/news/list?channel=${channel}`, caller.cookie), caller, allowed, `news.list channel=${channel}`);
      expectAnswer(
        await call('GET', `/news/list?channel=${channel}&q=${encodeURIComponent('通知')}`, caller.cookie),
        caller,
        allowed,
        `news.list q channel=${channel}`,
      );
      expectAnswer(await call('GET', `/news/detail?id=${id}`, caller.cookie), caller, allowed, `news.detail of ${channel}`);
    }
  });

  it('a list without a channel holds exactly the channels the caller may read', async () => {
    for (const caller of callers) {
      const readable = NEWS_CHANNELS.filter((channel) => readers(channel).includes(caller));
      const body = (await call('GET', '/news/list?size=50', caller.cookie)) as Envelope<{ total: number; list: { channel: string }[] }>;
      const expected = sandbox.db
        .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM news WHERE channel IN (SELECT value FROM json_each(?))')
        .get(JSON.stringify(readable))!.n;
      expect(body.d.total, caller.name).toBe(expected);
      expect(
        body.d.list.every((item) => readable.includes(item.channel as (typeof NEWS_CHANNELS)[number])),
        caller.name,
      ).toBe(true);
    }
  });
});

describe('only a scanner resolves a campus code to its holder', () => {
  /** A scanner: the scanner page (campus-code sweepCode) is open to them through an app granting them `verify`. */
  const scanners = () =>
    callers.filter((caller) =>
      Object.values(demo.routes).some(
        (route) =>
          route.widget === 'campus-code' &&
          route.page === 'sweepCode' &&
          portalOpens(demo, route, caller) &&
          portalCanUse(caller.permissions, route.app!, 'verify'),
      ),
    );

  it('in the demo the scanners are the teachers, staff and administrators, and the campus staff who are teachers or staff', () => {
    expect(scanners().map((caller) => caller.name)).toEqual([
      'teacher',
      'staff',
      'admin',
      'instructor',
      'leader',
      'manager',
      // The office staff are staff too.
      'organiser',
      'assetkeeper',
      'dochandler',
      'moderator',
      'foundreviewer',
      'dispatcher',
      'repairman',
      'checker',
      'reviewer',
      'approver',
    ]);
  });

  it('campus-code.verify answers scanners and refuses everyone else', async () => {
    const student = callers.find((caller) => caller.name === 'student')!;
    const token = ((await call('GET', '/campus-code/identity', student.cookie)) as Envelope<{ token: string }>).d.token;
    for (const caller of callers) {
      const allowed = scanners().includes(caller);
      const body = await (
        await sandbox.app.fetch(formRequest('/api/campus-code/verify', { code: token }, caller.cookie ? { cookie: caller.cookie } : {}))
      ).json();
      expectAnswer(body as Envelope<unknown>, caller, allowed, 'campus-code.verify');
      if (allowed) expect(body).toMatchObject({ e: 0, d: { status: 'valid', holder: { name: '王小明' } } });
      else expect(JSON.stringify(body)).not.toContain('王小明');
    }
  });
});

describe('the site of the request decides, not app keys kept in code', () => {
  const need = { widgets: ['greeting-card'] };
  const visitor = () => callers.find((caller) => caller.name === 'visitor')!.permissions;

  it("a school that drops greeting cards' permission opens them to visitors; one that guards campus news closes it to anonymous callers", () => {
    expect(grantVerdict(demo, need, visitor())).toBe('forbidden');
    const open = structuredClone(demo);
    delete open.apps.greetingCard!.permission;
    expect(grantVerdict(open, need, visitor())).toBe('open');

    const campus = { widgets: ['news'], apps: (app: ResolvedApp | undefined) => channelOf(app) === 'campus' };
    expect(grantVerdict(demo, campus, undefined)).toBe('open');
    const guarded = structuredClone(demo);
    guarded.apps.tjuNews!.permission = true;
    expect(grantVerdict(guarded, campus, undefined)).toBe('login');
  });

  // Its own sandbox, seeded and logged in to: seconds on a busy machine.
  it('an unknown site grants nothing that needs a grant', { timeout: 60_000 }, async () => {
    const unknown = createSandbox({ dbFile: ':memory:', site: () => undefined });
    try {
      const admin = (await logIn(unknown.app, 'admin')).cookie;
      expect((await getAs(unknown.app, '/api/greetingCard/list', admin)).body.e).toBe(SandboxErrorCode.forbidden);
      expect((await getAs(unknown.app, '/api/news/list?channel=official', admin)).body.e).toBe(SandboxErrorCode.forbidden);
    } finally {
      unknown.close();
    }
  });
});
