/**
 * Which module each page of a widget is, read from the widget's `index.ts`: the `pages` of its
 * `defineWidget({ … })` call, written `name: () => import('./pages/X.tsx')`. The build records it
 * (`widget-pages.json`) so the host can preload the page an address opens.
 *
 * Read from the syntax tree, not by pattern: a comment or a string that looks like a loader is not one.
 */
import { parseAst } from 'vite';

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The key's name, for `name:`, `'name':` and `"name":` alike. */
function keyName(property: Node): string | undefined {
  const key = property.key as Node;
  if (property.computed) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** `() => import('x')` → 'x'. */
function importedBy(value: Node): string | undefined {
  if (value.type !== 'ArrowFunctionExpression') return undefined;
  const body = value.body as Node;
  if (body.type !== 'ImportExpression') return undefined;
  const source = body.source as Node;
  return source.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
}

/** The `pages` object of the first `defineWidget({ … })` call in the tree. */
function findPagesObject(node: unknown): Node | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findPagesObject(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!isNode(node)) return undefined;
  if (node.type === 'CallExpression' && (node.callee as Node).type === 'Identifier' && (node.callee as Node).name === 'defineWidget') {
    const [options] = node.arguments as Node[];
    if (options?.type === 'ObjectExpression') {
      const pages = (options.properties as Node[]).find((p) => p.type === 'Property' && keyName(p) === 'pages');
      if (pages && (pages.value as Node).type === 'ObjectExpression') return pages.value as Node;
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || typeof value !== 'object') continue;
    const found = findPagesObject(value);
    if (found) return found;
  }
  return undefined;
}

/** Page name → the specifier its loader imports (relative to the index.ts), for every page written as a loader. */
export function widgetPageModules(indexSource: string): Record<string, string> {
  const pages = findPagesObject(parseAst(indexSource, { lang: 'ts' }));
  const modules: Record<string, string> = {};
  for (const property of (pages?.properties as Node[] | undefined) ?? []) {
    if (property.type !== 'Property') continue;
    const name = keyName(property);
    const specifier = importedBy(property.value as Node);
    if (name && specifier) modules[name] = specifier;
  }
  return modules;
}
