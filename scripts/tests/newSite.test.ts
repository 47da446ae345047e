import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSite } from '../newSite.ts';
import { validateFiles } from '../validate.ts';

describe('npm run new-site', () => {
  it('writes a manifest that extends demo and validates', () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-site-'));
    cpSync('sites/demo.json', join(dir, 'demo.json'));
    const file = createSite(dir, 'river-college', '河畔学院');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ id: 'river-college', extends: 'demo', name: { zh: '河畔学院' } });
    expect(validateFiles([file])[0]!.problems).toEqual([]);
  });
  it('refuses a bad id and an existing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-site-'));
    expect(() => createSite(dir, '../etc')).toThrow('"../etc" is not a valid site id');
    createSite(dir, 'x');
    expect(() => createSite(dir, 'x')).toThrow('exists already');
  });
});
