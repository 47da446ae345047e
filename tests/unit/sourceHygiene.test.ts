/**
 * What the repository's text must keep, checked over every tracked file: comments and docs explain the
 * code as it is (no issue numbers: that is git log's), cite only documents the repository holds, and
 * widget stylesheets take their colours from the theme (docs/architecture.md, "The page kit").
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(file) && !file.includes('/generated/'));

/** Each line of `files` matching `pattern`, as `file:line: text`. */
function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 140)}`] : [])),
  );
}

const source = tracked.filter((file) => /\.(ts|tsx|js|mjs|css|html|md)$/.test(file) || file === '.ci/run');

describe('comments explain the code, not its history', () => {
  it('names no issue number anywhere in the code, its tests or its docs', () => {
    expect(linesMatching(source, /\b[Ii]ssues? #?\d+\b/)).toEqual([]);
  });

  it('cites no document outside the repository', () => {
    expect(linesMatching(source, /\b(STYLE|DESIGN)\.md\b|\bspec\.md\b/)).toEqual([]);
  });

  it('cites sections of docs/legacy-portal.md that exist', () => {
    const headings = readFileSync('docs/legacy-portal.md', 'utf8').match(/^## §\d+/gm) ?? [];
    const sections = new Set(headings.map((heading) => heading.slice(3)));
    const cited = linesMatching(source, /legacy-portal(\.md)? §\d+/).flatMap((line) => [...line.matchAll(/legacy-portal(?:\.md)? (§\d+)/g)].map((m) => m[1]!));
    expect([...new Set(cited)].filter((section) => !sections.has(section))).toEqual([]);
  });

  it('cites sections of docs/architecture.md that exist', () => {
    const headings = new Set((readFileSync('docs/architecture.md', 'utf8').match(/^##+ .+$/gm) ?? []).map((heading) => heading.replace(/^#+ /, '')));
    const cited = linesMatching(source, /docs\/architecture\.md, "/).flatMap((line) =>
      [...line.matchAll(/docs\/architecture\.md, "([^"]+)"/g)].map((m) => m[1]!),
    );
    expect([...new Set(cited)].filter((section) => !headings.has(section))).toEqual([]);
  });
});

describe("colours are the school's", () => {
  it('leaves no colour literal in a widget stylesheet: widgets use the theme tokens', () => {
    const stylesheets = tracked.filter((file) => file.startsWith('widgets/') && file.endsWith('.css'));
    expect(stylesheets.length).toBeGreaterThan(10);
    expect(linesMatching(stylesheets, /#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?)\(|\b(white|black)\b(?!-)/)).toEqual([]);
  });
});
