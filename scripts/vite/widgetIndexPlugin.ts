/**
 * The widgets, for Vite (discoverWidgets() is the list, as everywhere):
 *  - in a production build, makes every widgets/<id>/index.ts its own chunk and writes `widgets.json`
 *    (widget id → chunk URL), and `widget-pages.json` for the host (widget id → page → the page module's
 *    key in the build manifest), so the HTML can preload the page an address opens (runtime/host/sitePage.ts);
 *  - in the dev server, serves the same `widgets.json`, pointing at the source modules;
 *  - for tests and Storybook, `virtual:widgets`: a lazy loader per widget and each widget's API
 *    declaration.
 *
 * Why a JSON file and not a loader map in the built app: the map would be JavaScript in the first load and
 * grow with every widget. With the index as data, the shell's first-load JS does not change when a widget
 * is added (npm run bench checks it), and the browser loads only the widgets a page uses.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { defaultWidgetsDir, discoverWidgets } from '../../runtime/shared/discoverWidgets.ts';
import { widgetPageModules } from './widgetPageModules.ts';

const virtualId = 'virtual:widgets';
const resolvedVirtualId = `\0${virtualId}`;

export function widgetIndexPlugin(options: { widgetsDir?: string } = {}): Plugin {
  const widgets = () => discoverWidgets(options.widgetsDir ?? defaultWidgetsDir);
  const refs = new Map<string, string>();
  let building = false;
  let root = '';

  return {
    name: 'campus-portal:widget-index',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
      root = config.root;
    },
    resolveId: (source) => (source === virtualId ? resolvedVirtualId : undefined),
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      const found = widgets();
      for (const widget of found) this.addWatchFile(widget.definitionFile);
      const loaders = found.map((widget) => `  ${JSON.stringify(widget.id)}: () => import(${JSON.stringify(widget.entry)}),`);
      const apis = found.map(
        (widget) => `  ${JSON.stringify(widget.id)}: ${JSON.stringify((JSON.parse(readFileSync(widget.definitionFile, 'utf8')) as { api: unknown }).api)},`,
      );
      return `export const widgetLoaders = {\n${loaders.join('\n')}\n};\nexport const widgetApis = {\n${apis.join('\n')}\n};\n`;
    },
    buildStart() {
      refs.clear();
      if (!building || this.meta.watchMode) return;
      for (const { id, entry } of widgets()) {
        refs.set(id, this.emitFile({ type: 'chunk', id: entry, name: `widget-${id}`, preserveSignature: 'exports-only' }));
      }
    },
    generateBundle() {
      if (!refs.size) return;
      const index = Object.fromEntries([...refs].map(([id, ref]) => [id, `/${this.getFileName(ref)}`]));
      this.emitFile({ type: 'asset', fileName: 'widgets.json', source: `${JSON.stringify(index, null, 2)}\n` });
      // Keys as the build manifest writes them: the module's path from the root, with forward slashes.
      const manifestKey = (file: string) => relative(root, file).split(sep).join('/');
      const pages = Object.fromEntries(
        widgets().map(({ id, entry }) => [
          id,
          Object.fromEntries(
            Object.entries(widgetPageModules(readFileSync(entry, 'utf8'))).map(([page, specifier]) => [page, manifestKey(resolve(dirname(entry), specifier))]),
          ),
        ]),
      );
      this.emitFile({ type: 'asset', fileName: 'widget-pages.json', source: `${JSON.stringify(pages, null, 2)}\n` });
    },
    configureServer(server) {
      server.middlewares.use('/widgets.json', (_req, res) => {
        const index = Object.fromEntries(widgets().map(({ id, entry }) => [id, `/@fs${entry}`]));
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-cache');
        res.end(JSON.stringify(index));
      });
    },
  };
}
