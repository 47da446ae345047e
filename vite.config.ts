/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { widgetIndexPlugin } from './scripts/vite/widgetIndexPlugin.ts';
import { barrelImportsPlugin } from './scripts/vite/barrelImportsPlugin.ts';
import { shellChunkPlugin } from './scripts/vite/shellChunkPlugin.ts';
import { precompressPlugin } from './scripts/vite/precompressPlugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Only under vitest: the app's build and `npm start` never load the test runner.
const { E2eSequencer } = process.env.VITEST ? await import('./tests/e2e/support/e2eSequencer.ts') : { E2eSequencer: undefined };

export default defineConfig({
  root: here('./runtime/app'),
  publicDir: here('./runtime/app/public'),
  plugins: [
    react(),
    widgetIndexPlugin(),
    barrelImportsPlugin(here('./runtime/app/index.ts')),
    shellChunkPlugin(here('./runtime/app/main.tsx')),
    precompressPlugin(),
  ],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser the portal supports preloads modules itself; one that does not (Safari before 17)
    // still loads them through the imports, only without the head start. Saves the polyfill on the first load.
    modulePreload: { polyfill: false },
    // The manifest lets `npm run bench` find what the home page loads first.
    manifest: true,
    // The operator console (served at /_operator/) is a page of its own, so the portal's first load carries none of it.
    rollupOptions: {
      input: { index: here('./runtime/app/index.html'), operator: here('./runtime/app/operator/index.html') },
      // A shared module of a few hundred bytes (the widget definition helper, the redirect check) became a
      // chunk of its own, and each such chunk one more round trip of the first load on a phone: the home
      // page fetched 15 scripts. Small shared chunks are copied into the chunks that use them instead
      // (at most 6 kB of source each), which needs entry signatures left free.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6000 } } },
    },
  },
  experimental: {
    // Chunks and styles name the files they load relative to themselves, so a page whose scripts come from
    // a CDN (the host's ASSET_BASE_URL, README "Host settings") loads lazy chunks from there too; vite's
    // preload helper otherwise writes `/assets/…`, the page's own origin. The HTML keeps `/assets/…`: the
    // host rewrites it when it has an ASSET_BASE_URL (runtime/host/assetBase.ts).
    renderBuiltUrl: (_file, { hostType }) => (hostType === 'js' || hostType === 'css' ? { relative: true } : undefined),
  },
  server: {
    port: 5173,
    fs: { allow: [here('.')] },
    // In dev the host's endpoints and the sandbox come from a running `npm start` (port 8080).
    proxy: { '/api': 'http://localhost:8080', '/_site': 'http://localhost:8080', '/_operator/api': 'http://localhost:8080' },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: here('.'),
          include: [
            'runtime/**/*.test.{ts,tsx}',
            'widgets/**/*.test.{ts,tsx}',
            'sandbox/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          // A widget's browser test sits in its folder too, and runs in the e2e project.
          exclude: ['**/*.e2e.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Both cores (vitest leaves one idle on a 2-core machine), in threads: lighter to start than
          // processes, which is most of a small test file's cost.
          pool: 'threads',
          maxWorkers: 2,
          // A ceiling, not a wait: a page test that takes 300 ms alone took over 5 s (vitest's default) on
          // a 2-core machine busy with a browser run beside it; only a hung test should reach this.
          testTimeout: 30_000,
          // The same for a hook: a fresh sandbox (every widget's backend and seed) takes a second alone.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: here('.'),
          include: ['tests/e2e/**/*.e2e.test.ts', 'widgets/*/tests/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, one per core (Chromium keeps both busy: a third worker measured no
          // faster). The Storybook sweep, the longest, starts first (e2eSequencer) so the other files run
          // beside it.
          maxWorkers: 2,
          // The files of a worker share one module graph: importing playwright, the host and the sandbox
          // cost three seconds a file when each file imported them afresh. Each file still starts its own
          // portal and sandbox, so no state is shared between files.
          isolate: false,
          ...(E2eSequencer ? { sequence: { sequencer: E2eSequencer } } : {}),
          // Conditions, not sleeps: a poll waits as long as a page may take on a busy machine.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
