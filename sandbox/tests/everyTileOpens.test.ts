/**
 * No tile is a dead end: every tile the demo's home shows an account opens for that account. For every
 * demo account (a real login, its map as the login gives it) the home's tiles are the portal's own
 * (directoryEntries and mayOpenApp); the tile's route must be open to the account by the router's rule,
 * and every read its page's widget makes there must be answered, not refused (403, or 10013 for a
 * session the backend does not accept). A read the account's page never makes is left out: one
 * kept for other pages (`grant.pages`), or for an office's module the account lacks (`grant.module`).
 * The browser's walk of every path (tests/e2e/everyPath.e2e.test.ts) shows the pages themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccess } from '../../runtime/app/router/routeAccess.ts';
import { directoryEntries } from '../../runtime/app/site/directoryEntries.ts';
import { apiDeclarations } from '../../runtime/shared/apiDeclarations.ts';
import { canUse, mayOpenApp } from '../../runtime/shared/permissions.ts';
import { resolvedSite } from '../../tests/unit/support/sites.ts';
import { toUser, type UserRow } from '../auth/users.ts';
import { SandboxErrorCode } from '../envelope.ts';
import { callingWidgets } from '../modules/callingWidgets.ts';
import { createSandbox, type Sandbox } from '../sandboxApp.ts';
import type { PermissionMap } from '../seed/accounts.ts';
import { getAs, logIn } from './sessionCookies.ts';

const demo = resolvedSite('demo');

interface Account {
  username: string;
  cookie: string;
  permissions: PermissionMap;
}

let sandbox: Sandbox;
let accounts: Account[];
beforeAll(async () => {
  sandbox = createSandbox({ dbFile: ':memory:', site: () => demo });
  const users = sandbox.db.prepare<[], UserRow>('SELECT * FROM users ORDER BY id').all().map(toUser);
  accounts = await Promise.all(
    users.map(async (user) => ({ username: user.username, permissions: user.permissions, cookie: (await logIn(sandbox.app, user.username)).cookie })),
  );
}, 60_000);
afterAll(() => sandbox.close());

/** The reads a route's page may make for this account (see the file's comment). */
function readsOf(routePath: string, permissions: PermissionMap): Array<{ key: string; path: string }> {
  const route = demo.routes[routePath]!;
  return [...apiDeclarations()]
    .filter(([key, declaration]) => declaration.method === 'GET' && callingWidgets(key).includes(route.widget))
    .filter(([, { grant }]) => !grant?.pages || grant.pages.includes(route.page))
    .filter(([, { grant }]) => grant?.module === undefined || (route.app !== undefined && canUse(permissions, route.app, grant.module)))
    .map(([key, { path }]) => ({ key, path }));
}

describe('every tile of the demo home opens for every account that sees it', () => {
  it('walks the tiles of every demo account', () => {
    expect(accounts.length).toBeGreaterThanOrEqual(6);
    for (const account of accounts) expect(tilesOf(account).length, account.username).toBeGreaterThan(10);
  });

  function tilesOf(account: Account) {
    return directoryEntries(demo, 'zh').filter((entry) => mayOpenApp(demo.apps[entry.key], entry.key, account.permissions));
  }

  it('opens each tile’s route, and its page’s reads are answered, for each account', async () => {
    const deadEnds: string[] = [];
    for (const account of accounts) {
      for (const tile of tilesOf(account)) {
        const routePath = tile.to.slice(1);
        const route = demo.routes[routePath];
        if (!route) {
          deadEnds.push(`${account.username}: ${tile.title} leads to ${tile.to}, which the site does not route`);
          continue;
        }
        const app = route.app === undefined ? undefined : demo.apps[route.app];
        const access = { status: 'ready' as const, mayOpen: (key: string) => mayOpenApp(demo.apps[key], key, account.permissions) };
        if (routeAccess(route, app, access) !== 'open') {
          deadEnds.push(`${account.username}: ${tile.title} (${tile.to}) is not open to them`);
          continue;
        }
        for (const { key, path } of readsOf(routePath, account.permissions)) {
          const { body } = await getAs(sandbox.app, `/api${path}`, account.cookie);
          if (body.e === SandboxErrorCode.forbidden || body.e === SandboxErrorCode.notLoggedIn)
            deadEnds.push(`${account.username}: ${tile.title} (${tile.to}) calls ${key}, refused: ${body.m}`);
        }
      }
    }
    expect(deadEnds).toEqual([]);
  }, 60_000);
});
