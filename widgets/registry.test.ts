/**
 * The registry stays complete by construction: every widget folder is a valid definition whose pages
 * have loaders and titles in zh, en and tw (spec §5: every page has a loader and a title).
 */
import { readdirSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadWidgetCatalog } from '../runtime/host/manifest/widgetCatalog.ts';
import type { WidgetDefinition } from '../runtime/app/registry/widgetDefinition.ts';

const folders = readdirSync('widgets', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const catalog = loadWidgetCatalog();
const modules = import.meta.glob<{ default: WidgetDefinition }>('./*/index.ts');

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
    const definition = (await modules[`./${id}/index.ts`]!()).default;
    expect(Object.keys(definition.pages).sort()).toEqual(Object.keys(catalog.get(id)!.pages).sort());
    for (const load of Object.values(definition.pages)) expect(typeof (await load()).default).toBe('function');
  });

  it('has the same texts in zh, en and tw, and a title for every page in each', async () => {
    const { locales, meta } = (await modules[`./${id}/index.ts`]!()).default;
    expect(keysOf(locales.en).sort()).toEqual(keysOf(locales.zh).sort());
    expect(keysOf(locales.tw).sort()).toEqual(keysOf(locales.zh).sort());
    for (const page of Object.values(meta.pages)) {
      for (const lang of ['zh', 'en', 'tw'] as const) expect(lookup(locales[lang], page.title), `${lang} ${page.title}`).toEqual(expect.any(String));
    }
  });
});
