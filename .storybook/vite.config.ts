/** Storybook's vite config: React, the widgets (virtual:widgets), and the schools of sites/ resolved in Node (portal/sitesPlugin.ts). */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { widgetIndexPlugin } from '../scripts/vite/widgetIndexPlugin.ts';
import { portalSitesPlugin } from './portal/sitesPlugin.ts';

export default defineConfig({
  plugins: [react(), widgetIndexPlugin(), portalSitesPlugin()],
});
