/**
 * Makes every widgets/<id>/index.ts its own chunk and writes `widgets.json` (widget id → chunk URL).
 *
 * Why a JSON file and not an import.meta.glob map in the app: the map would be JavaScript in the first
 * load and grow with every widget. With the index as data, the shell's first-load JS does not change
 * when a widget is added (npm run bench checks it), and the browser loads only the widgets a page uses.
 * In dev the same file is served, pointing at the source modules.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export function widgetIndexPlugin(options: { widgetsDir: string }): Plugin {
  const widgetEntries = () =>
    readdirSync(options.widgetsDir)
      .filter((id) => existsSync(join(options.widgetsDir, id, 'index.ts')))
      .sort()
      .map((id) => ({ id, file: join(options.widgetsDir, id, 'index.ts') }));
  const refs = new Map<string, string>();
  let building = false;

  return {
    name: 'campus-portal:widget-index',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      refs.clear();
      if (!building || this.meta.watchMode) return;
      for (const { id, file } of widgetEntries()) {
        refs.set(id, this.emitFile({ type: 'chunk', id: file, name: `widget-${id}`, preserveSignature: 'exports-only' }));
      }
    },
    generateBundle() {
      if (!refs.size) return;
      const index = Object.fromEntries([...refs].map(([id, ref]) => [id, `/${this.getFileName(ref)}`]));
      this.emitFile({ type: 'asset', fileName: 'widgets.json', source: `${JSON.stringify(index, null, 2)}\n` });
    },
    configureServer(server) {
      server.middlewares.use('/widgets.json', (_req, res) => {
        const index = Object.fromEntries(widgetEntries().map(({ id, file }) => [id, `/@fs${file}`]));
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-cache');
        res.end(JSON.stringify(index));
      });
    },
  };
}
