/**
 * ESLint rule `portal/widget-boundaries`: a widget is one folder that reaches the rest of the repository
 * only through the kits' entries, so a kit can change inside without touching a widget and no widget
 * leans on another's insides (docs/architecture.md, "Boundaries").
 *
 * A file under widgets/<id>/ may import, besides packages and its own folder:
 *   - runtime/app/index.ts: the runtime's kit (pages, hooks, components, the form engine, China time);
 *   - sandbox/kit.ts: the sandbox's kit, from the widget's backend (widgets/<id>/sandbox/) and its tests;
 *   - from fixtures, page states (pageStates.ts) and stories, which Storybook runs in the browser: the
 *     fixture kit (runtime/app/testing/fixtureKit.ts) and the story kit, nothing that reads files;
 *   - from tests and test support files (testSupport.ts): the test kits (runtime/app/testing/index.ts,
 *     sandbox/testing.ts, tests/e2e/support/index.ts, and tests/e2e/support/pageWalk.ts for walk entries, which
 *     the walk also reads outside vitest) and the story kit (.storybook/portal/portalStory.tsx).
 * Anything else, another widget's folder above all, is reported with the entry to use instead.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const runtimeKit = 'runtime/app/index.ts';
const sandboxKit = 'sandbox/kit.ts';
const testKits = [
  'runtime/app/testing/index.ts',
  'sandbox/testing.ts',
  'tests/e2e/support/index.ts',
  'tests/e2e/support/pageWalk.ts',
  '.storybook/portal/portalStory.tsx',
];
/** Fixtures and stories run in Storybook's browser preview: only kits that read no files. */
const browserTestKits = ['runtime/app/testing/fixtureKit.ts', '.storybook/portal/portalStory.tsx'];
const runsInBrowser = (path) =>
  /\.stories\.tsx$/.test(path) || path === 'pageStates.ts' || (/(^|\/)fixtures[^/]*\.ts$/.test(path) && !/\.test\.ts$/.test(path));

const isTestFile = (path) =>
  /(^|\/)tests\//.test(path) ||
  /\.(test|e2e\.test)\.tsx?$/.test(path) ||
  /\.stories\.tsx$/.test(path) ||
  /(^|\/)fixtures[^/]*\.ts$/.test(path) ||
  path === 'pageStates.ts' ||
  /(^|\/)testSupport\.ts$/.test(path);

/** What `file` (relative to the widget's folder) may import from outside its folder. */
function allowedFor(inWidget) {
  const allowed = new Set([runtimeKit]);
  if (inWidget.startsWith('sandbox/') || isTestFile(inWidget)) allowed.add(sandboxKit);
  if (runsInBrowser(inWidget)) {
    for (const kit of browserTestKits) allowed.add(kit);
    allowed.delete(sandboxKit);
  } else if (isTestFile(inWidget)) for (const kit of [...testKits, browserTestKits[0]]) allowed.add(kit);
  return allowed;
}

export const widgetBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A widget imports only its own folder and the kits’ entries.' },
    schema: [],
    messages: {
      otherWidget:
        '{{source}} reaches into the widget "{{other}}": widgets share code only through a kit (move the piece behind runtime/app/index.ts or sandbox/kit.ts).',
      internal: '{{source}} reaches past the kits: import it from {{allowed}}.',
    },
  },
  create(context) {
    const file = relative(repository, context.filename).split(sep).join('/');
    const match = /^widgets\/([^/]+)\/(.+)$/.exec(file);
    if (!match) return {};
    const [, widget, inWidget] = match;
    const allowed = allowedFor(inWidget);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(repository, resolve(dirname(context.filename), source))
        .split(sep)
        .join('/');
      if (target === `widgets/${widget}` || target.startsWith(`widgets/${widget}/`)) return;
      if (allowed.has(target)) return;
      const other = /^widgets\/([^/]+)/.exec(target)?.[1];
      if (other) context.report({ node: node.source, messageId: 'otherWidget', data: { source, other } });
      else context.report({ node: node.source, messageId: 'internal', data: { source, allowed: [...allowed].join(' or ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
