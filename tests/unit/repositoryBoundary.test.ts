/**
 * A fresh clone anywhere must pass: no test, script or source names a path of a developer's machine or
 * reads outside the repository (the hostile-input corpus is copied into tests/corpus/).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|json|sh)$/.test(file) || file === '.ci/run');

describe('the repository stands alone', () => {
  it('names no absolute path of a machine and reaches into no folder beside the repository', () => {
    const outside = /(['"`(\s])(\/work\/|\/home\/|\/root\/|\/Users\/)|\.\.\/shared\/corpus|(\.\.\/){4,}shared\//;
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return []; // deleted in the working tree
      }
      return text.split('\n').flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : []));
    });
    expect(found).toEqual([]);
  });
});
