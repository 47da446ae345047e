/**
 * Storybook for designers: every widget page in every state, each runtime screen, in zh/en/tw and in
 * every school's branding (the toolbar's school list is sites/ itself). `npm run storybook` (dev, port
 * 6006), `npm run build-storybook` (static, into storybook-static/).
 *
 * Storybook has its own vite config (.storybook/vite.config.ts): the app's build (root, widget index,
 * dist/) stays untouched, and the school manifests are resolved in Node by a plugin there.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverWidgets } from '../runtime/shared/discoverWidgets.ts';
import { foreignImagePrefixes, publicDir, resolveStorybookSites, siteAssetDirs } from './portal/resolveSites.ts';

const configDir = fileURLToPath(new URL('.', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } } },
  // The widgets' stories from the folders discoverWidgets() finds (the same list as everywhere), the runtime's screens.
  stories: [...discoverWidgets().map((widget) => `${relative(configDir, widget.dir)}/**/*.stories.tsx`), '../runtime/app/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  // No prop tables: the stories show whole pages, and docgen would slow every build.
  typescript: { reactDocgen: false },
  // One preview bundle holds every story and axe for the Accessibility panel: large by design.
  viteFinal: (config) => ({ ...config, build: { ...config.build, chunkSizeWarningLimit: 2500 } }),
  staticDirs: [
    // Served at / as the host serves the built app: /static/default-logo.svg, /static/images/…
    publicDir,
    // Each school's own files, at /site-assets/<siteId>/ (resolveSites.ts rewrites its manifest to match).
    ...siteAssetDirs().map(({ siteId, dir }) => ({ from: dir, to: `/site-assets/${siteId}` })),
    // A school whose images live on its own server gets the portal's standard images (same names) there.
    ...foreignImagePrefixes(resolveStorybookSites().sites).map((prefix) => ({ from: `${publicDir}/static/images`, to: prefix.replace(/\/$/, '') })),
  ],
};

export default config;
