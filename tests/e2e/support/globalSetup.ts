/**
 * Once before the end-to-end tests: find Debian's Chromium (never download a browser) and build the
 * app the tests serve. Without Chromium the suite says so loudly; with CI=true it fails.
 */
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { timed } from '../../support/phaseTimes.ts';

// E2E_DIST: a folder of its own, for two end-to-end runs side by side in one checkout (each builds the app).
export const e2eDist = join(process.cwd(), process.env.E2E_DIST ?? 'tests/.tmp/dist');

/** CHROMIUM_PATH, else Debian's chromium on PATH (e.g. /usr/local/bin on some images), else its fixed paths. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env, fixedPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser']): string | undefined {
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => ['chromium', 'chromium-browser'].map((name) => join(dir, name)));
  return [env.CHROMIUM_PATH, ...onPath, ...fixedPaths].find((path): path is string => !!path && existsSync(path));
}

/**
 * The Chromium to test with. Missing: a loud banner, and with CI=true an error, so a CI run can never pass
 * with its browser tests skipped.
 */
export function requireChromium(env: NodeJS.ProcessEnv = process.env, find: () => string | undefined = () => chromiumPath(env)): string | undefined {
  const chromium = find();
  if (!chromium) {
    const banner = '!'.repeat(78);
    console.error(
      `\n${banner}\n  Chromium is missing: the end-to-end tests cannot run.\n  Install Debian's Chromium: sudo apt-get install -y chromium (or set CHROMIUM_PATH).\n${banner}\n`,
    );
    if (env.CI === 'true') throw new Error('Chromium is missing and CI=true: refusing to skip the end-to-end tests.');
  }
  return chromium;
}

export default async function setup(project: TestProject) {
  const chromium = requireChromium();
  await timed('app build (vite)', () =>
    build({ configFile: join(process.cwd(), 'vite.config.ts'), logLevel: 'warn', build: { outDir: e2eDist, emptyOutDir: true } }),
  );
  project.provide('chromiumPath', chromium ?? '');
  project.provide('distDir', e2eDist);
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
    distDir: string;
  }
}
