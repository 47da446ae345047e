/**
 * Keeps the portal shell (everything `runtime/app/main.tsx` imports statically, outside node_modules) in
 * one chunk that the page loads first.
 *
 * Why: widgets are chunks the bundler sees as entries of their own (the shell finds them through
 * `widgets.json` at run time), so it cannot know the shell is already loaded when a widget's page runs.
 * A shell module a widget also imports (`useSite`, `AuthProvider`, the loading view) was therefore cut out
 * into a small shared chunk of its own: the first load became a waterfall of 20 files, and which modules
 * were cut out changed whenever a widget was added. With the shell as one group, widgets import from it
 * and the first load does not depend on what the widgets use.
 */
import type { Plugin } from 'vite';

export function shellChunkPlugin(shellEntry: string): Plugin {
  const staticImports = new Map<string, readonly string[]>();
  let shell: Set<string> | undefined;
  const shellModules = () => {
    if (shell) return shell;
    shell = new Set();
    const pending = [shellEntry];
    while (pending.length) {
      const id = pending.pop()!;
      if (shell.has(id) || id.includes('/node_modules/')) continue;
      shell.add(id);
      pending.push(...(staticImports.get(id) ?? []));
    }
    return shell;
  };

  return {
    name: 'campus-portal:shell-chunk',
    apply: 'build',
    buildStart() {
      staticImports.clear();
      shell = undefined;
    },
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
    },
    outputOptions(options) {
      // The entry module itself stays the entry chunk (index.html's script); what it imports is the group.
      const groups = [{ name: 'shell', test: (id: string) => id !== shellEntry && shellModules().has(id), priority: 10 }];
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return { ...options, codeSplitting: { ...splitting, groups: [...groups, ...(splitting.groups ?? [])] } };
    },
  };
}
