/**
 * The host as `npm start` composes it from the environment: the sandbox answers only when
 * asked (a production start without API_TARGET refuses, in one line), and an operator's preview as a
 * role opens exactly what a real login of that role opens.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mayOpenApp } from '../../shared/permissions.ts';
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import { DEMO_ACCOUNTS } from '../../../sandbox/seed/accounts.ts';
import { composeHost, HostConfigurationError, productionWithoutBackend, type ComposedHost } from '../composeHost.ts';
import { hashOperatorPassword } from '../operator/operatorPassword.ts';
import type { PreviewUser } from '../operator/previews.ts';
import { composeFolders, repoRoot } from './hostFixtures.ts';

const password = 'a long operator password';
let folders: ReturnType<typeof composeFolders>;
let root: string;
let operatorsFile: string;
const composed: ComposedHost[] = [];

beforeAll(async () => {
  folders = composeFolders('portal-compose-');
  root = folders.root;
  operatorsFile = join(root, 'operators.json');
  writeFileSync(operatorsFile, JSON.stringify({ operators: [{ name: 'ops', passwordHash: await hashOperatorPassword(password), sites: ['*'] }] }));
});
afterEach(() => {
  for (const c of composed.splice(0)) c.close();
});
afterAll(() => folders.remove());

/** The environment of a host over the temp folders, plus `env`. */
const envWith = (env: Record<string, string> = {}) => ({
  ...folders.env,
  SANDBOX_DB: ':memory:',
  ...env,
});

async function compose(env: Record<string, string> = {}) {
  const logs: string[] = [];
  const host = await composeHost({ env: envWith(env), repoRoot, log: (line) => logs.push(line) });
  composed.push(host);
  return { ...host, logs };
}

/** Why composing refuses, or undefined when it does not. */
async function refusal(env: Record<string, string>): Promise<string | undefined> {
  try {
    (await compose(env)).close();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(HostConfigurationError);
    return (error as Error).message;
  }
}

describe('the sandbox runs only when asked', { timeout: 30_000 }, () => {
  it('refuses a production start without API_TARGET, in one line, before opening anything', async () => {
    const dbFile = join(root, 'never-created.db');
    const why = await refusal({ NODE_ENV: 'production', SANDBOX_DB: dbFile });
    expect(why).toBe(
      'Refusing to start: NODE_ENV=production without API_TARGET would serve the embedded sandbox, whose demo accounts all have the password "demo". ' +
        "Set API_TARGET to the school's backend (or SANDBOX=1 for a demo deployment).",
    );
    expect(why).toBe(productionWithoutBackend);
    expect(why).not.toContain('\n');
    expect(existsSync(dbFile)).toBe(false);
  });

  it('npm start’s entry exits 1 with that one line on stderr', () => {
    const run = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['runtime/host/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        PORT: '0',
        SITES_DIR: join(root, 'sites'),
        SANDBOX_DB: join(root, 'spawned.db'),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(productionWithoutBackend);
    expect(run.stdout).toBe('');
    expect(existsSync(join(root, 'spawned.db'))).toBe(false);
  }, 60_000);

  it('in production, answers from the school’s backend with API_TARGET, the sandbox never opened', async () => {
    const host = await compose({ NODE_ENV: 'production', API_TARGET: 'https://school.example/api' });
    expect(host.sandbox).toBeUndefined();
    expect(host.apiTarget).toBe('https://school.example/api');
  });

  it('in production, runs the sandbox when SANDBOX=1 asks for a demo deployment, and says so', async () => {
    const host = await compose({ NODE_ENV: 'production', SANDBOX: '1' });
    expect(host.sandbox).toBeDefined();
    expect(host.logs).toContain('Embedded sandbox in production (SANDBOX=1): its demo accounts, password "demo", are open to anyone who reaches this host.');
  });

  it('in development (npm start), runs the sandbox without API_TARGET', async () => {
    const host = await compose();
    expect(host.sandbox).toBeDefined();
    const login = await host.host.app.fetch(new Request('http://localhost/api/uc/login'));
    expect(login.status).toBe(200);
  });

  it.each([
    [{ SANDBOX: 'yes' }, 'SANDBOX must be 1 (run the embedded sandbox in production, for a demo deployment) or unset, got "yes"'],
    [{ SANDBOX: '1', API_TARGET: 'https://school.example/api' }, 'SANDBOX=1 and API_TARGET are both set: the sandbox would never answer. Unset one of them.'],
    [{ PORT: 'eighty' }, 'PORT must be an integer between 0 and 65535, got "eighty"'],
  ])('refuses %j', async (env, message) => {
    expect(await refusal(env)).toBe(message);
  });
});

describe('preview as a role uses the real permissions', { timeout: 30_000 }, () => {
  const origin = 'http://localhost';
  const call = (host: ComposedHost, method: string, path: string, body?: unknown, cookie?: string) =>
    host.host.app.fetch(
      new Request(`${origin}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json', 'X-Portal-Operator': '1', Origin: origin }),
          ...(cookie ? { Cookie: cookie } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ');

  /** An operator asks for a preview of the demo site's published manifest as `role`. */
  async function askPreview(host: ComposedHost, role: string): Promise<Response> {
    const operator = cookieOf(await call(host, 'POST', '/_operator/api/login', { name: 'ops', password }));
    const authored = JSON.parse(readFileSync(join(root, 'sites', 'demo.json'), 'utf8')) as unknown;
    return call(host, 'POST', '/_operator/api/sites/demo/preview', { manifest: authored, role }, operator);
  }

  /** What the portal is given when an operator previews the demo site's published manifest as `role`. */
  async function previewAs(host: ComposedHost, role: string): Promise<{ manifest: ResolvedSiteManifest; user: PreviewUser }> {
    const made = await askPreview(host, role);
    expect(made.status).toBe(200);
    const { token } = (await made.json()) as { token: string };
    return (await (await call(host, 'GET', `/_operator/api/preview/${token}`)).json()) as { manifest: ResolvedSiteManifest; user: PreviewUser };
  }

  /** What the portal caches after a real login of `username` through the host: name and `/api/uc/auth/all`. */
  async function logInAs(host: ComposedHost, username: string): Promise<PreviewUser> {
    const login = await host.host.app.fetch(
      new Request(`${origin}/api/uc/login`, {
        method: 'POST',
        // The login page's own form, as the browser posts it: from the portal's origin.
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: new URLSearchParams({ username, password: 'demo' }),
      }),
    );
    expect(login.status).toBe(302);
    const cookie = cookieOf(login);
    const auth = (await (await call(host, 'GET', '/api/uc/auth/all', undefined, cookie)).json()) as { d: PreviewUser['auth'] };
    const name = (await (await call(host, 'GET', '/api/uc/user/name', undefined, cookie)).json()) as { d: { name: string } };
    return { name: name.d.name, auth: auth.d };
  }

  const openable = (manifest: ResolvedSiteManifest, auth: PreviewUser['auth']) =>
    Object.keys(manifest.apps).filter((key) => mayOpenApp(manifest.apps[key], key, auth));

  it.each(DEMO_ACCOUNTS.map((account) => [account.role, account.username] as const))(
    'preview as %s opens exactly the apps a login of %s opens',
    async (role, username) => {
      const host = await compose({ OPERATORS_FILE: operatorsFile });
      const preview = await previewAs(host, role);
      const login = await logInAs(host, username);
      expect(preview.user).toEqual(login);
      expect(openable(preview.manifest, preview.user.auth)).toEqual(openable(preview.manifest, login.auth));
    },
  );

  it('preview as student opens the notices and greeting cards a student opens (the seed map alone did not)', async () => {
    const host = await compose({ OPERATORS_FILE: operatorsFile });
    const { manifest, user } = await previewAs(host, 'student');
    const apps = openable(manifest, user.auth);
    expect(apps).toEqual(expect.arrayContaining(['notice', 'greetingCard', 'tjuNotice', 'tjuOfficial']));
    expect(apps).not.toContain('announcementRelease');
    // What the console used to preview with: the seed's map without the widgets' grants.
    const seedOnly = DEMO_ACCOUNTS.find((account) => account.role === 'student')!.permissions;
    expect(openable(manifest, seedOnly)).not.toContain('notice');
    expect(openable(manifest, seedOnly)).not.toContain('greetingCard');
  });

  it('takes the roles from ROLES_FILE when given, whatever the backend', async () => {
    const rolesFile = join(root, 'roles.json');
    writeFileSync(rolesFile, JSON.stringify({ roles: { student: { name: '学生甲', auth: { news: { module: ['index', 'detail'] } } } } }));
    const host = await compose({ OPERATORS_FILE: operatorsFile, ROLES_FILE: rolesFile, API_TARGET: 'https://school.example/api' });
    expect(host.previewRoles).toEqual({ student: { name: '学生甲', auth: { news: { module: ['index', 'detail'] } } } });
    expect((await previewAs(host, 'student')).user.name).toBe('学生甲');
    const teacher = await askPreview(host, 'teacher');
    expect(teacher.status).toBe(400);
    expect(((await teacher.json()) as { roles: string[] }).roles).toEqual(['anonymous', 'student']);
    expect(host.logs).toContain(`Operator preview: roles student from ${rolesFile}`);
  });

  it('refuses to start with an invalid ROLES_FILE, naming the file and each mistake', async () => {
    const rolesFile = join(root, 'bad-roles.json');
    writeFileSync(rolesFile, JSON.stringify({ roles: { student: { name: '', auth: { news: { module: 'index' } } }, anonymous: { name: 'x', auth: {} } } }));
    expect(await refusal({ ROLES_FILE: rolesFile })).toBe(
      `ROLES_FILE ${rolesFile} is invalid: roles/student/name: the user's name as the portal shows it, 1 to 64 characters; ` +
        'roles/student/auth/news/module: a list of module names; ' +
        'roles/anonymous: a role key is a lower-case letter then up to 31 letters, digits, _ or - ("anonymous" is always offered)',
    );
    expect(await refusal({ ROLES_FILE: join(root, 'missing.json') })).toBe(`ROLES_FILE ${join(root, 'missing.json')} cannot be read: ENOENT`);
  });

  it('behind API_TARGET without ROLES_FILE, previews as anonymous only, and says how to add roles', async () => {
    const host = await compose({ OPERATORS_FILE: operatorsFile, API_TARGET: 'https://school.example/api' });
    expect(host.previewRoles).toEqual({});
    expect(host.logs).toContain("Operator preview: as an anonymous visitor only. Set ROLES_FILE to preview as the school's roles (README, operator console).");
  });
});

describe('the sandbox login page describes the site the visitor came from', { timeout: 30_000 }, () => {
  it('the default site, or the one SITE_HOSTS maps the host name to', async () => {
    const host = await compose({ SITE_HOSTS: 'hill.localhost=hill-university' });
    const demo = await (await host.host.app.fetch(new Request('http://localhost/api/uc/login?lang=en'))).text();
    const hill = await (await host.host.app.fetch(new Request('http://hill.localhost/api/uc/login?lang=en'))).text();
    const title = (site: string) =>
      (JSON.parse(readFileSync(join(root, 'sites', `${site}.json`), 'utf8')) as { branding?: { title?: { en?: string } } }).branding?.title?.en;
    expect(demo).toContain(`${title('demo')} · demo environment`);
    expect(title('hill-university')).toBeDefined();
    expect(hill).toContain(`${title('hill-university')} · demo environment`);
  });
});

describe('the README documents every setting', () => {
  it('each variable the host reads is in the README’s "Host settings" table', () => {
    const sources = ['composeHost.ts', 'operator/operators.ts', 'operator/previewRoles.ts'].map((file) =>
      readFileSync(join(repoRoot, 'runtime/host', file), 'utf8'),
    );
    const read = new Set(sources.flatMap((source) => [...source.matchAll(/\benv\.([A-Z][A-Z_]+)/g)].map((match) => match[1]!)));
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Host settings'), readme.indexOf('\n## ', readme.indexOf('## Host settings') + 1));
    expect([...read].sort()).toEqual(expect.arrayContaining(['API_TARGET', 'NODE_ENV', 'ROLES_FILE', 'SANDBOX']));
    for (const name of read) expect(table, name).toContain(`\`${name}\``);
  });
});

describe('DATABASE_URL', () => {
  it('is refused in one line when it is no postgres URL, before anything opens', async () => {
    expect(await refusal({ DATABASE_URL: 'not a url' })).toBe('DATABASE_URL is not a URL: write it as postgres://user:password@host:5432/portal');
    expect(await refusal({ DATABASE_URL: 'mysql://portal@db/portal' })).toBe('DATABASE_URL must be a postgres:// URL (PostgreSQL), got "mysql://…"');
  });

  it('refuses to start when the database cannot be opened, naming where without the password', async () => {
    const why = await refusal({ DATABASE_URL: 'postgres://portal:s3cret-word@127.0.0.1:9/portal' });
    expect(why).toMatch(
      /^Refusing to start: cannot open the database at 127\.0\.0\.1:9\/portal: .+\. Check that PostgreSQL runs and that DATABASE_URL is right\.$/,
    );
    expect(why).not.toContain('s3cret-word');
  });
});
