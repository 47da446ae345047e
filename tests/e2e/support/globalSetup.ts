/**
 * Once before the end-to-end tests: find Debian's Chromium (never download a browser) and build the
 * app the tests serve. Without Chromium the suite says so loudly; with CI=true it fails.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { timed } from '../../support/phaseTimes.ts';

export const e2eDist = join(process.cwd(), 'tests/.tmp/dist');

export function chromiumPath(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path): path is string => !!path && existsSync(path));
}

export default async function setup(project: TestProject) {
  const chromium = chromiumPath();
  if (!chromium) {
    const banner = '!'.repeat(78);
    console.error(
      `\n${banner}\n  Chromium is missing: the end-to-end tests cannot run.\n  Install Debian's Chromium: sudo apt-get install -y chromium (or set CHROMIUM_PATH).\n${banner}\n`,
    );
    if (process.env.CI === 'true') throw new Error('Chromium is missing and CI=true: refusing to skip the end-to-end tests.');
  }
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
