/**
 * The registry stays complete by construction: every widget folder is a valid definition whose pages
 * have loaders and titles in zh, en and tw (spec §5: every page has a loader and a title).
 */
import { existsSync } from 'node:fs';
import { widgetLoaders } from 'virtual:widgets';
import { describe, expect, it } from 'vitest';
import { loadWidgetCatalog } from '../runtime/host/manifest/widgetCatalog.ts';
import type { WidgetDefinition } from '../runtime/app/registry/widgetDefinition.ts';
import { discoverWidgets } from '../runtime/shared/discoverWidgets.ts';

const folders = discoverWidgets().map((widget) => widget.id);
const catalog = loadWidgetCatalog();
const definitionOf = async (id: string) => ((await widgetLoaders[id]!()) as { default: WidgetDefinition }).default;

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const lookup = (texts: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe.each(folders)('widget %s', (id) => {
  it('has widget.json and index.ts', () => {
    expect(existsSync(`widgets/${id}/widget.json`)).toBe(true);
    expect(existsSync(`widgets/${id}/index.ts`)).toBe(true);
    expect(catalog.get(id)?.id).toBe(id);
  });

  it('has a loader for every page, each resolving to a component', async () => {
    const definition = await definitionOf(id);
    expect(Object.keys(definition.pages).sort()).toEqual(Object.keys(catalog.get(id)!.pages).sort());
    for (const load of Object.values(definition.pages)) expect(typeof (await load()).default).toBe('function');
  });

  it('has the same texts in zh, en and tw, and a title for every page in each', async () => {
    const { locales, meta } = await definitionOf(id);
    expect(keysOf(locales.en).sort()).toEqual(keysOf(locales.zh).sort());
    expect(keysOf(locales.tw).sort()).toEqual(keysOf(locales.zh).sort());
    for (const page of Object.values(meta.pages)) {
      for (const lang of ['zh', 'en', 'tw'] as const) expect(lookup(locales[lang], page.title), `${lang} ${page.title}`).toEqual(expect.any(String));
    }
  });
});
