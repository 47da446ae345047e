/**
 * Temp folders for host tests: a sites folder, a fake vite build, and files *outside* both that a
 * path-traversal bug would expose (each holds `outsideMarker`).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';
import { createHost, type Host, type HostOptions } from '../createHost.ts';

/** Written in every file a request must never reach. */
export const outsideMarker = 'OUTSIDE-DIST-SECRET-7f3a';

/** A small manifest the real widget catalogue (news, app-directory) accepts. */
export function minimalManifest(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    name: { zh: '测试大学' },
    home: 'home/homepage',
    categories: { other: { title: { zh: '其他' } }, content: { title: { zh: '资讯' } } },
    apps: { home: { widget: 'app-directory', visible: false }, news: { widget: 'news' } },
    ...extra,
  };
}

export interface HostDirs {
  root: string;
  sitesDir: string;
  distDir: string;
  /** Writes sites/<id>.json from an object (as JSON) or raw text. */
  writeSite(id: string, content: Record<string, unknown> | string): void;
  remove(): void;
}

export const indexHtml =
  '<!doctype html><html><head><title>Campus portal</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
/** The app's page as the host serves it: the build's index.html, with the site written into its head (sitePage.ts). */
export const appPage =
  /^<!doctype html><html><head><title>[^<]*<\/title><script type="module" src="\/assets\/app-abc123.js"><\/script>[\s\S]*<\/head><body><div id="root"><\/div><\/body><\/html>$/;
export const appJs = 'console.log("portal");\n';

export function makeHostDirs(): HostDirs {
  const root = mkdtempSync(join(tmpdir(), 'portal-host-'));
  const sitesDir = join(root, 'sites');
  const distDir = join(root, 'dist');
  for (const dir of [sitesDir, join(distDir, 'assets'), join(distDir, 'static')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(distDir, 'index.html'), indexHtml);
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), appJs);
  writeFileSync(join(distDir, 'assets', 'app-abc123.css'), 'body{margin:0}');
  writeFileSync(join(distDir, 'widgets.json'), '{"widgets":["news","app-directory"]}');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(distDir, 'static', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(distDir, 'static', 'font.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  // What traversal would find: beside dist, above it, and a dotfile inside it.
  writeFileSync(join(root, 'package.json'), `{"name":"${outsideMarker}"}`);
  writeFileSync(join(root, 'secret.txt'), outsideMarker);
  writeFileSync(join(distDir, '.env'), outsideMarker);
  const writeSite = (id: string, content: Record<string, unknown> | string) =>
    writeFileSync(join(sitesDir, `${id}.json`), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return { root, sitesDir, distDir, writeSite, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A host over the temp dirs, collecting its log lines. */
export function startHost(dirs: HostDirs, options: Partial<HostOptions> = {}): Host & { logs: string[] } {
  const logs: string[] = [];
  const host = createHost({ sitesDir: dirs.sitesDir, distDir: dirs.distDir, log: (line) => logs.push(line), ...options });
  return { ...host, logs };
}

/** GET (or any method) through the app, as a browser on `host` would send it. */
export function request(host: Host, path: string, init: RequestInit & { hostName?: string } = {}): Promise<Response> {
  const { hostName = 'localhost', ...rest } = init;
  return Promise.resolve(host.app.fetch(new Request(`http://${hostName}${path}`, rest)));
}

/** Polls `check` until it returns true, for changes that arrive through fs.watch. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * For a test file whose every test gets fresh temp dirs with a demo site and hosts started over them:
 * registers the beforeEach/afterEach. `env.dirs` is this test's dirs; `env.host(options)` starts a host
 * (over `defaults`, then `options`) that is closed after the test.
 */
export function hostPerTest(defaults: Partial<HostOptions> = {}): { dirs: HostDirs; host: (options?: Partial<HostOptions>) => Host & { logs: string[] } } {
  let closers: Array<() => void> = [];
  const env = {
    dirs: undefined as unknown as HostDirs,
    host: (options: Partial<HostOptions> = {}) => {
      const started = startHost(env.dirs, { ...defaults, ...options });
      closers.push(started.close);
      return started;
    },
  };
  beforeEach(() => {
    env.dirs = makeHostDirs();
    env.dirs.writeSite('demo', minimalManifest('demo'));
    closers = [];
  });
  afterEach(() => {
    closers.forEach((close) => close());
    env.dirs.remove();
  });
  return env;
}

/** Starts `server` on a free port of 127.0.0.1 and answers its base URL, e.g. `http://127.0.0.1:41234`. */
export async function listenOnFreePort(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The repository's root, where composeHost finds the widgets and the sandbox. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A temp folder to compose a host over as `npm start` does (composeHost): a copy of the repository's
 * sites, an empty build and an operator data folder, named in `env`; `remove` deletes it all.
 */
export function composeFolders(prefix: string): { root: string; env: { SITES_DIR: string; DIST_DIR: string; OPERATOR_DATA_DIR: string }; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(repoRoot, 'sites'), join(root, 'sites'), { recursive: true });
  mkdirSync(join(root, 'dist'));
  return {
    root,
    env: { SITES_DIR: join(root, 'sites'), DIST_DIR: join(root, 'dist'), OPERATOR_DATA_DIR: join(root, 'operator-data') },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
