/**
 * What Node knows of the widgets: their widget.json files, found by discoverWidgets() (no hand-kept list).
 * Host and validator use it to route apps, check props and know API keys without loading browser code.
 */
import { readFileSync } from 'node:fs';
import type { WidgetMeta } from '../../shared/generated/widgetMeta.ts';
import { validateWidgetMeta } from './manifestSchemas.ts';
import shellApi from '../../shared/shellApi.json' with { type: 'json' };
import { defaultWidgetsDir, discoverWidgets } from '../../shared/discoverWidgets.ts';

export type WidgetCatalog = ReadonlyMap<string, WidgetMeta>;

/** Reads every widgets/<id>/widget.json. A broken one is a developer's error: it throws, naming the file. */
export function loadWidgetCatalog(widgetsDir: string = defaultWidgetsDir): WidgetCatalog {
  const catalog = new Map<string, WidgetMeta>();
  for (const { id, definitionFile: file } of discoverWidgets(widgetsDir)) {
    const meta = JSON.parse(readFileSync(file, 'utf8')) as WidgetMeta;
    if (!validateWidgetMeta(meta)) {
      throw new Error(`widgets/${id}/widget.json is invalid: ${JSON.stringify(validateWidgetMeta.errors)}`);
    }
    if (meta.id !== id) throw new Error(`widgets/${id}/widget.json: id "${meta.id}" must equal the folder name "${id}"`);
    catalog.set(id, meta);
  }
  return catalog;
}

/** Every API key the runtime itself or any widget calls, with who calls it. */
export function apiKeysOf(catalog: WidgetCatalog): Map<string, string> {
  const keys = new Map<string, string>(Object.keys(shellApi).filter((key) => !key.startsWith('$')).map((key) => [key, 'runtime']));
  for (const meta of catalog.values()) for (const key of Object.keys(meta.api)) keys.set(key, meta.id);
  return keys;
}
