/**
 * the home page's first load is main.tsx's static import graph (one `shell` chunk), so
 * what the home page never shows must stay out of it and load on demand. Walks the static imports from
 * main.tsx and names the modules that must only ever be reached through import().
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const staticImport = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;

/** Repository-relative files and bare package names reachable from `entry` by static imports. */
function staticGraph(entry: string): Set<string> {
  const root = resolve(import.meta.dirname, '../../..');
  const seen = new Set<string>();
  const visit = (file: string) => {
    const name = file.slice(root.length + 1);
    if (seen.has(name)) return;
    seen.add(name);
    if (!/\.(ts|tsx)$/.test(file)) return;
    for (const match of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else seen.add(specifier.split('/')[0]!);
    }
  };
  visit(resolve(root, entry));
  return seen;
}

describe('the shell leaves on-demand code out of the first load', () => {
  const graph = staticGraph('runtime/app/main.tsx');

  it('reaches the modules the home page needs (the walk itself works)', () => {
    for (const needed of ['runtime/app/boot/PortalApp.tsx', 'runtime/app/router/RouteView.tsx', 'runtime/app/api/requestClient.ts', 'react-router', 'i18next'])
      expect(graph, needed).toContain(needed);
  });

  it.each([
    ['nprogress', 'the progress bar, drawn on a route change'],
    ['ky', 'the request exchange, with the first call'],
    ['runtime/app/api/requestExchange.ts', 'the request exchange, with the first call'],
    ['runtime/app/screens/AccessViews.tsx', 'no permission / login / permissions failed'],
    ['runtime/app/screens/NoPageData.tsx', 'an unknown path'],
    ['runtime/app/screens/NoDataView.tsx', 'a no-data answer'],
    ['runtime/app/screens/SystemExceptionView.tsx', 'an exception while handling an answer'],
    ['runtime/app/boot/PreviewBanner.tsx', "an operator's preview"],
    ['runtime/app/boot/SiteFailurePage.tsx', 'a site that could not be loaded'],
    ['runtime/app/screens/InvalidManifestPage.tsx', 'an invalid manifest'],
    ['runtime/app/auth/loginFlow.ts', 'logging in or out'],
    ['runtime/app/dialogs/DialogHost.tsx', 'the first dialog'],
    ['runtime/app/components/SafeHtml.tsx', 'rich text: importing it starts loading DOMPurify'],
  ])('%s loads only on demand (%s)', (module) => {
    expect(graph).not.toContain(module);
  });

  it('keeps the network-error screen in the first load: it shows when nothing more can be fetched', () => {
    expect(graph).toContain('runtime/app/screens/NetworkErrorScreen.tsx');
  });
});
