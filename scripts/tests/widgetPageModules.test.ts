/**
 * the host preloads the page an address opens, which it finds through the page modules
 * the build reads from each widget's index.ts. Every page a widget declares must be found, or its
 * address would load without the head start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverWidgets } from '../../runtime/shared/discoverWidgets.ts';
import { widgetPageModules } from '../vite/widgetPageModules.ts';

describe('page modules read from a widget index', () => {
  it('reads names written as identifiers and as strings, and nothing from comments or other calls', () => {
    const source = `
      // homepage: () => import('./pages/Commented.tsx'),
      const other = { pages: { fake: () => import('./pages/Fake.tsx') } };
      export default defineWidget({
        meta,
        pages: {
          index: () => import('./pages/IndexPage.tsx'),
          'apply-form': () => import("./pages/ApplyForm.tsx"),
        },
      });
    `;
    expect(widgetPageModules(source)).toEqual({ index: './pages/IndexPage.tsx', 'apply-form': './pages/ApplyForm.tsx' });
  });

  it('finds no pages in a file without defineWidget', () => {
    expect(widgetPageModules(`export const x = 1;`)).toEqual({});
  });

  it.each(discoverWidgets().map((widget) => [widget.id, widget] as const))('finds every page widgets/%s declares, each an existing file', (_id, widget) => {
    const declared = Object.keys((JSON.parse(readFileSync(widget.definitionFile, 'utf8')) as { pages: Record<string, unknown> }).pages).sort();
    const modules = widgetPageModules(readFileSync(widget.entry, 'utf8'));
    expect(Object.keys(modules).sort()).toEqual(declared);
    for (const specifier of Object.values(modules)) expect(existsSync(resolve(dirname(widget.entry), specifier)), specifier).toBe(true);
  });
});
