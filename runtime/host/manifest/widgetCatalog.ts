/**
 * What Node knows of the widgets: their widget.json files, found by discoverWidgets() (no hand-kept list).
 * Host and validator use it to route apps, check props and know API keys without loading browser code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WidgetMeta } from '../../shared/generated/widgetMeta.ts';
import { validateWidgetMeta } from './manifestSchemas.ts';
import shellApi from '../../shared/shellApi.json' with { type: 'json' };
import { defaultWidgetsDir, discoverWidgets } from '../../shared/discoverWidgets.ts';

export interface WidgetCatalog extends ReadonlyMap<string, WidgetMeta> {
  /**
   * The texts a manifest's `labels` may replace, by namespace: each widget's id (the keys of its
   * `locales/*.json`) and `portal` (the runtime's own texts), as dotted keys (`pages.index`). Absent in a
   * catalog built by hand: labels are then not checked.
   */
  readonly textKeys?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The runtime's namespace of texts (runtime/app/i18n/i18n.ts `runtimeNamespace`; that module is browser code). */
export const portalNamespace = 'portal';
const portalLocalesDir = join(dirname(fileURLToPath(import.meta.url)), '../../app/i18n/locales');

/** Reads every widgets/<id>/widget.json. A broken one is a developer's error: it throws, naming the file. */
export function loadWidgetCatalog(widgetsDir: string = defaultWidgetsDir): WidgetCatalog {
  const catalog = new Map<string, WidgetMeta>();
  const textKeys = new Map<string, ReadonlySet<string>>([[portalNamespace, localeKeys(portalLocalesDir)]]);
  for (const { id, dir, definitionFile: file } of discoverWidgets(widgetsDir)) {
    const meta = JSON.parse(readFileSync(file, 'utf8')) as WidgetMeta;
    if (!validateWidgetMeta(meta)) {
      throw new Error(`widgets/${id}/widget.json is invalid: ${JSON.stringify(validateWidgetMeta.errors)}`);
    }
    if (meta.id !== id) throw new Error(`widgets/${id}/widget.json: id "${meta.id}" must equal the folder name "${id}"`);
    catalog.set(id, meta);
    textKeys.set(id, localeKeys(join(dir, 'locales')));
  }
  apiKeysOf(catalog);
  return Object.assign(catalog, { textKeys });
}

/** Every text key of a folder of `<language>.json` files, in any language, dotted as i18next reads them. */
function localeKeys(dir: string): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (node && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
    } else if (prefix) keys.add(prefix);
  };
  if (!existsSync(dir)) return keys;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), '');
  return keys;
}

const shellKeys = Object.keys(shellApi).filter((key) => !key.startsWith('$'));

/**
 * Every API key, with who declares it: the runtime (runtime/shared/shellApi.json) or one widget. Throws,
 * naming the files, when a widget declares a key outside its namespace (`<widget id>.<call>`), when two
 * declare the same key, or when a widget `uses` a key nobody declares: with two declarations the first
 * loaded would silently win.
 */
export function apiKeysOf(catalog: WidgetCatalog): Map<string, string> {
  const keys = new Map<string, string>(shellKeys.map((key) => [key, 'runtime']));
  const where = (owner: string) => (owner === 'runtime' ? 'runtime/shared/shellApi.json' : `widgets/${owner}/widget.json`);
  for (const meta of catalog.values()) {
    for (const key of Object.keys(meta.api)) {
      if (!key.startsWith(`${meta.id}.`)) {
        throw new Error(
          `widgets/${meta.id}/widget.json declares API key "${key}": a widget's keys are named "${meta.id}.<call>". Calling another widget's key? List it under "uses".`,
        );
      }
      const owner = keys.get(key);
      if (owner)
        throw new Error(`API key "${key}" is declared twice, by ${where(owner)} and ${where(meta.id)}: declare it once and list it under "uses" in the other`);
      keys.set(key, meta.id);
    }
  }
  for (const meta of catalog.values()) {
    for (const key of meta.uses ?? []) {
      if (!keys.has(key)) throw new Error(`widgets/${meta.id}/widget.json uses API key "${key}", which no widget declares`);
    }
  }
  return keys;
}
