/**
 * `virtual:portal-sites`: the resolved manifests of sites/ (see resolveSites.ts) as a browser module.
 * In dev, editing a manifest reloads Storybook with the new version, as the host re-validates live.
 */
import type { Plugin } from 'vite';
import { resolveStorybookSites, sitesDir } from './resolveSites.ts';

const id = 'virtual:portal-sites';
const resolvedId = `\0${id}`;

export function portalSitesPlugin(): Plugin {
  return {
    name: 'campus-portal:storybook-sites',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(loadId) {
      if (loadId !== resolvedId) return undefined;
      const { sites, broken, invalidExample } = resolveStorybookSites();
      for (const [siteId, problems] of Object.entries(broken)) {
        this.warn(`sites/${siteId}.json does not resolve and is left out of the school toolbar (${problems.length} problem(s); run npm run validate)`);
      }
      return `export const sites = ${JSON.stringify(sites)};\nexport const invalidExample = ${JSON.stringify(invalidExample)};\n`;
    },
    configureServer(server) {
      server.watcher.add(sitesDir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(sitesDir)) return;
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
