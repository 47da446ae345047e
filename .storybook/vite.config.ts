/** Storybook's vite config: React, and the schools of sites/ resolved in Node (portal/sitesPlugin.ts). */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { portalSitesPlugin } from './portal/sitesPlugin.ts';

export default defineConfig({
  plugins: [react(), portalSitesPlugin()],
});
