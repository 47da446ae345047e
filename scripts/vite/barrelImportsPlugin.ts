/**
 * Widgets import the runtime from one file, `runtime/app/index.ts` (docs/architecture.md, "Boundaries"): one public surface to
 * read and to keep stable. To the bundler, though, that barrel makes every widget depend on every toolkit
 * module it re-exports, so they all land in one shared chunk, and the home page (which needs `AppIcon` and
 * `useSite`) loaded the detail page, the form state and the upload rules with it. Each toolkit addition
 * grew the first load.
 *
 * At build time this plugin points each named import from the barrel at the module that defines the name
 * (following `export … from` and `export * from` chains), so a chunk depends only on what it uses. The
 * source keeps its one import line; the dev server and tests do not need it (they load no chunks).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** Where a name the barrel exports is defined: the module's absolute path and its own name for it. */
export interface ExportOrigin {
  file: string;
  name: string;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type NamedNode = { type: string; name?: string; value?: string };
const nameOf = (node: NamedNode) => (node.type === 'Identifier' ? node.name! : node.value!);

/**
 * Name → origin for every value the barrel re-exports. Type-only exports are left out (they are gone by
 * the time the plugin sees a module). A barrel that defines a value itself cannot be traced: that is an
 * error naming the file, not a silent fallback that would bring the whole barrel back.
 */
export function barrelExports(barrelFile: string, seen = new Set<string>()): Map<string, ExportOrigin> {
  const origins = new Map<string, ExportOrigin>();
  if (seen.has(barrelFile)) return origins;
  seen.add(barrelFile);
  const program = parseAst(readFileSync(barrelFile, 'utf8'), { lang: 'ts' }, barrelFile) as unknown as { body: Node[] };
  for (const statement of program.body) {
    if (statement.type === 'ExportAllDeclaration' && !statement.exported && statement.exportKind !== 'type') {
      const target = resolve(dirname(barrelFile), (statement.source as { value: string }).value);
      for (const [name, origin] of barrelExports(target, seen)) origins.set(name, origin);
      continue;
    }
    if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      if (statement.exportKind === 'type') continue;
      const target = resolve(dirname(barrelFile), (statement.source as { value: string }).value);
      for (const specifier of statement.specifiers as Array<{ exportKind?: string; local: NamedNode; exported: NamedNode }>) {
        if (specifier.exportKind === 'type') continue;
        origins.set(nameOf(specifier.exported), { file: target, name: nameOf(specifier.local) });
      }
      continue;
    }
    if (statement.type.startsWith('Export') && statement.exportKind !== 'type' && !statement.type.includes('TS')) {
      const declaration = statement.declaration as { type?: string } | null | undefined;
      if (!declaration || !declaration.type?.startsWith('TS')) {
        throw new Error(`${barrelFile} defines an export itself; a barrel may only re-export (export … from), so imports can be traced to their module`);
      }
    }
  }
  return origins;
}

/** `code` with its named imports from `barrelFile` pointed at their modules; undefined when it has none. */
export function pointImportsAtOrigins(code: string, importer: string, barrelFile: string, origins: Map<string, ExportOrigin>): MagicString | undefined {
  const program = parseAst(code, { lang: 'js' }, importer) as unknown as { body: Node[] };
  const edits = new MagicString(code);
  let changed = false;
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as { value: string }).value;
    if (!source.startsWith('.') || resolve(dirname(importer), source) !== barrelFile) continue;
    const specifiers = statement.specifiers as Array<{ type: string; imported?: NamedNode; local: NamedNode }>;
    // A namespace import needs the whole surface: leave it as written.
    if (specifiers.some((s) => s.type !== 'ImportSpecifier')) continue;
    const byFile = new Map<string, string[]>();
    for (const specifier of specifiers) {
      const exported = nameOf(specifier.imported!);
      const origin = origins.get(exported);
      if (!origin) throw new Error(`${importer} imports "${exported}" from ${barrelFile}, which does not export it`);
      const bindings = byFile.get(origin.file) ?? [];
      bindings.push(`${origin.name} as ${specifier.local.name}`);
      byFile.set(origin.file, bindings);
    }
    const imports = [...byFile].map(([file, bindings]) => `import { ${bindings.join(', ')} } from ${JSON.stringify(file)};`);
    edits.overwrite(statement.start, statement.end, imports.join(' '));
    changed = true;
  }
  return changed ? edits : undefined;
}

export function barrelImportsPlugin(barrelFile: string): Plugin {
  let origins: Map<string, ExportOrigin> | undefined;
  return {
    name: 'campus-portal:barrel-imports',
    apply: 'build',
    // After the TypeScript and JSX transforms: type-only imports are gone, what is left are values.
    enforce: 'post',
    buildStart() {
      origins = barrelExports(barrelFile);
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || !/\.[cm]?[jt]sx?$/.test(id.replace(/\?.*$/, ''))) return undefined;
      if (!code.includes('index.ts')) return undefined;
      const rewritten = pointImportsAtOrigins(code, id.replace(/\?.*$/, ''), barrelFile, origins!);
      return rewritten && { code: rewritten.toString(), map: rewritten.generateMap({ hires: true }) };
    },
  };
}
