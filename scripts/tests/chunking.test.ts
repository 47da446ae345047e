/**
 * The two build plugins that decide what a page loads first (first-load JS must not grow as the
 * toolkit grows). A tiny project is built for real: a shell entry, a barrel re-exporting a light and a heavy
 * toolkit module, and a widget entry that uses only the light one.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { barrelExports, barrelImportsPlugin, pointImportsAtOrigins } from '../vite/barrelImportsPlugin.ts';
import { shellChunkPlugin } from '../vite/shellChunkPlugin.ts';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'chunking-'));
  write('app/light.ts', `export const light = () => 'light';\n`);
  // A side effect at load (as a CSS module import is): through the barrel, every importer would run it.
  write('app/heavy.ts', `(globalThis as { loaded?: string }).loaded = 'heavy';\nexport const heavy = () => '${'heavy toolkit code '.repeat(200)}';\n`);
  write('app/nested/index.ts', `export { heavy as heavyToo } from '../heavy.ts';\nexport type { Kind } from './kind.ts';\n`);
  write('app/nested/kind.ts', `export type Kind = 'a';\n`);
  write('app/index.ts', `export { light } from './light.ts';\nexport { heavy as renamed } from './heavy.ts';\nexport * from './nested/index.ts';\n`);
  write('app/shellState.ts', `export const shellState = { started: true };\n`);
  write('app/main.ts', `import { shellState } from './shellState.ts';\nimport('../widgets/w/index.ts');\nconsole.log(shellState);\n`);
  write(
    'widgets/w/index.ts',
    `import { light } from '../../app/index.ts';\nimport { shellState } from '../../app/shellState.ts';\nexport default () => light() + shellState.started;\n`,
  );
  write('widgets/other/index.ts', `import { renamed, heavyToo } from '../../app/index.ts';\nconsole.log(renamed() + heavyToo());\n`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('barrel imports', () => {
  it('traces every value the barrel re-exports to its module, through export * and renames, leaving types out', () => {
    const origins = barrelExports(join(root, 'app/index.ts'));
    expect(Object.fromEntries([...origins].map(([name, o]) => [name, `${o.file.slice(root.length)}#${o.name}`]))).toEqual({
      light: '/app/light.ts#light',
      renamed: '/app/heavy.ts#heavy',
      heavyToo: '/app/heavy.ts#heavy',
    });
  });

  it('rewrites an import from the barrel into one import per defining module, keeping local names', () => {
    const barrel = join(root, 'app/index.ts');
    const code = `import { light as l, renamed } from '../../app/index.ts';\nimport { x } from './x.ts';\nexport default () => l() + renamed();\n`;
    const rewritten = pointImportsAtOrigins(code, join(root, 'widgets/w/index.ts'), barrel, barrelExports(barrel))!.toString();
    expect(rewritten).toContain(`import { light as l } from ${JSON.stringify(join(root, 'app/light.ts'))};`);
    expect(rewritten).toContain(`import { heavy as renamed } from ${JSON.stringify(join(root, 'app/heavy.ts'))};`);
    expect(rewritten).toContain(`import { x } from './x.ts';`);
    expect(rewritten).not.toContain('app/index.ts');
  });

  it('names the importer when it asks the barrel for a name the barrel does not export', () => {
    const barrel = join(root, 'app/index.ts');
    expect(() =>
      pointImportsAtOrigins(`import { nope } from '../../app/index.ts';\n`, join(root, 'widgets/w/index.ts'), barrel, barrelExports(barrel)),
    ).toThrow(/widgets\/w\/index\.ts imports "nope" from .*app\/index\.ts, which does not export it/);
  });

  it('refuses a barrel that defines a value itself (it could not be traced)', () => {
    write('app/badBarrel.ts', `export { light } from './light.ts';\nexport const own = 1;\n`);
    expect(() => barrelExports(join(root, 'app/badBarrel.ts'))).toThrow(/badBarrel\.ts defines an export itself/);
  });
});

describe('what the built page loads first', () => {
  it('a widget using one toolkit name loads only that module, and shell modules come from the one shell chunk', async () => {
    const outDir = join(root, 'dist');
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [barrelImportsPlugin(join(root, 'app/index.ts')), shellChunkPlugin(join(root, 'app/main.ts'))],
      build: {
        outDir,
        manifest: true,
        minify: false,
        rollupOptions: { input: { main: join(root, 'app/main.ts'), other: join(root, 'widgets/other/index.ts') } },
      },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const next of manifest[key]?.imports ?? []) closure(next, seen);
      return seen;
    };
    const codeOf = (keys: Set<string>) => [...keys].map((key) => readFileSync(join(outDir, manifest[key]!.file), 'utf8')).join('\n');

    const widget = codeOf(closure('widgets/w/index.ts'));
    expect(widget).toMatch(/['"]light['"]/);
    expect(widget).not.toMatch(/heavy/);

    const shellChunk = Object.values(manifest).find((chunk) => /(^|\/)shell-[^/]*\.js$/.test(chunk.file));
    expect(shellChunk, 'the shell group is one chunk').toBeDefined();
    expect(readFileSync(join(outDir, shellChunk!.file), 'utf8')).toContain('started: true');
    expect([...closure('widgets/w/index.ts')].map((key) => manifest[key]!.file)).toContain(shellChunk!.file);
  });
});
