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

/**
 * The Chromium binaries we test with, best first. Debian's chromium-headless-shell is Chromium's own
 * headless build (what Playwright itself runs headless): a new page costs it a third of the CPU the full
 * browser's headless mode spends on one (1.0 against 2.8 core-seconds a walked path, measured with
 * tests/e2e pages on this 2-core machine), and the end-to-end phase is CPU-bound. The full browser
 * still serves where the shell is not installed.
 */
const CHROMIUM_NAMES = ['chromium-headless-shell', 'chromium', 'chromium-browser'];

/** CHROMIUM_PATH, else Debian's Chromium on PATH (e.g. /usr/local/bin on some images), else its fixed paths. */
export function chromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  fixedPaths = CHROMIUM_NAMES.map((name) => `/usr/bin/${name}`),
  names = CHROMIUM_NAMES,
): string | undefined {
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  const onPath = names.flatMap((name) => dirs.map((dir) => join(dir, name)));
  return [env.CHROMIUM_PATH, ...onPath, ...fixedPaths].find((path): path is string => !!path && existsSync(path));
}

/**
 * The full browser, for the few tests of what only it has: its built-in PDF viewer (a file previewed in
 * place). The headless shell when nothing else is installed; those tests then say what they miss.
 */
export function fullChromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const full = CHROMIUM_NAMES.slice(1);
  return (
    chromiumPath(
      { ...env, CHROMIUM_PATH: undefined },
      full.map((name) => `/usr/bin/${name}`),
      full,
    ) ?? chromiumPath(env)
  );
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
      `\n${banner}\n  Chromium is missing: the end-to-end tests cannot run.\n  Install Debian's Chromium: sudo apt-get install -y chromium-headless-shell chromium (or set CHROMIUM_PATH).\n${banner}\n`,
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
  project.provide('fullChromiumPath', (chromium && fullChromiumPath()) ?? '');
  project.provide('distDir', e2eDist);
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
    fullChromiumPath: string;
    distDir: string;
  }
}
