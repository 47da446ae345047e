// @vitest-environment jsdom
/**
 * The registry stays complete by construction: every widget folder is a valid definition whose pages
 * have loaders and titles in zh, en and tw (spec §5: every page has a loader and a title).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { widgetLoaders } from 'virtual:widgets';
import { describe, expect, it } from 'vitest';
import { loadWidgetCatalog } from '../runtime/host/manifest/widgetCatalog.ts';
import type { ApiClient } from '../runtime/app/api/requestClient.ts';
import type { WidgetDefinition } from '../runtime/app/registry/widgetDefinition.ts';
import { discoverWidgets } from '../runtime/shared/discoverWidgets.ts';

const folders = discoverWidgets().map((widget) => widget.id);
const catalog = loadWidgetCatalog();
const definitionOf = async (id: string) => ((await widgetLoaders[id]!()) as { default: WidgetDefinition }).default;

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
const lookup = (texts: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

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

describe("one description of a page's states (pageStates.ts)", () => {
  it.each(folders)('%s describes each page of its widget.json once, and its stories and tests read it', async (id) => {
    const pages = Object.keys(catalog.get(id)!.pages).sort();
    if (pages.length === 0) return;
    const file = `widgets/${id}/pageStates.ts`;
    expect(existsSync(file), `${file} (one entry a page)`).toBe(true);
    const tables = Object.values((await import(`./${id}/pageStates.ts`)) as Record<string, Record<string, unknown>>);
    expect(tables).toHaveLength(1);
    expect(Object.keys(tables[0]!).sort()).toEqual(pages);
    // The stories and page tests name the table instead of writing a page's path, fixtures and selectors again.
    const stories = sourceFiles(`widgets/${id}`, /\.stories\.tsx$/).map((f) => readFileSync(f, 'utf8'));
    for (const text of stories) expect(text).not.toMatch(/(widgetPageStates|pageWithoutApiStates)\(\{/);
    const tests = sourceFiles(`widgets/${id}/tests`, /\.test\.tsx?$/).map((f) => readFileSync(f, 'utf8'));
    for (const text of tests) expect(text).not.toMatch(/describePageStates\(\{/);
  });
});

describe('API keys belong to their widget', () => {
  const declared = new Map([...catalog.values()].flatMap((meta) => Object.keys(meta.api).map((key) => [key, meta.id] as const)));

  it.each(folders)('%s calls only the keys its widget.json declares or lists under "uses"', (id) => {
    const meta = catalog.get(id)!;
    const allowed = new Set([...Object.keys(meta.api), ...(meta.uses ?? [])]);
    const called = new Set<string>();
    for (const file of sourceFiles(`widgets/${id}/pages`).filter((f) => !f.includes('.stories.'))) {
      const text = readFileSync(file, 'utf8');
      // A key as the first argument of the request client or the list hooks: api.get('x.y'), useApiQuery('x.y'), usePagedList('x.y').
      for (const match of text.matchAll(/\b(?:get|post|handle|useApiQuery|usePagedList)\(\s*'([a-z][\w-]*\.[\w.]+)'/g)) called.add(match[1]!);
    }
    expect([...called].filter((key) => !allowed.has(key))).toEqual([]);
    for (const key of meta.uses ?? []) expect(declared.get(key), `${key} is declared by another widget`).not.toBe(id);
  });

  it('a mistyped key does not compile: the request client accepts declared keys only', () => {
    const typed = (api: ApiClient) => {
      // @ts-expect-error: no widget declares "news.lsit" (npm test's typecheck fails if this ever compiles)
      void api.get('news.lsit');
      return api.get('news.list');
    };
    expect(typed).toBeTypeOf('function');
  });
});

function sourceFiles(dir: string, name = /\.tsx?$/): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name), name) : name.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}
