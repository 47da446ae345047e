/**
 * `npm run sites -- import` reads what it checked: each file through one handle that follows no link, judged
 * by what that handle holds and compared with the file its listing saw. A file or a folder swapped for a
 * link to anything else on the machine between the listing and the read is refused, never read.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listAssetFiles, readCheckedFile, readListedAsset } from '../postgres/siteTransfer.ts';

let root: string;
let siteDir: string;
let outside: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'checked-reads-'));
  siteDir = join(root, 'sites', 'hill-university');
  mkdirSync(join(siteDir, 'images'), { recursive: true });
  writeFileSync(join(siteDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(siteDir, 'images', 'banner.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  outside = join(root, 'outside');
  mkdirSync(join(outside, 'images'), { recursive: true });
  writeFileSync(join(outside, 'secret.txt'), 'OUTSIDE-SECRET');
  writeFileSync(join(outside, 'images', 'banner.svg'), 'OUTSIDE-SECRET');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('an import reads the files it listed, or none', () => {
  it('reads a listed file as it was listed', async () => {
    const listing = await listAssetFiles(siteDir);
    expect(listing.paths).toEqual(['images/banner.svg', 'logo.svg']);
    expect(await readListedAsset(listing, siteDir, 'logo.svg')).toEqual({ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  });

  it('refuses a file swapped for a link after it was listed', async () => {
    const listing = await listAssetFiles(siteDir);
    rmSync(join(siteDir, 'logo.svg'));
    symlinkSync(join(outside, 'secret.txt'), join(siteDir, 'logo.svg'));
    expect(await readListedAsset(listing, siteDir, 'logo.svg')).toEqual({ problem: 'logo.svg is a symbolic link: copy the file into the folder instead' });
  });

  it('refuses a file whose folder was swapped for a link after it was listed', async () => {
    const listing = await listAssetFiles(siteDir);
    renameSync(join(siteDir, 'images'), join(root, 'images-before'));
    symlinkSync(join(outside, 'images'), join(siteDir, 'images'));
    expect(await readListedAsset(listing, siteDir, 'images/banner.svg')).toEqual({
      problem: 'images/banner.svg changed while it was being imported: run the import again',
    });
  });

  it('refuses a manifest that is a link, or no regular file, from the one open', async () => {
    symlinkSync(join(outside, 'secret.txt'), join(root, 'sites', 'linked.json'));
    expect(await readCheckedFile(join(root, 'sites', 'linked.json'), 'linked.json')).toEqual({
      problem: 'linked.json is a symbolic link: copy the file into the folder instead',
    });
    mkdirSync(join(root, 'sites', 'folder.json'));
    expect(await readCheckedFile(join(root, 'sites', 'folder.json'), 'folder.json')).toEqual({ problem: 'folder.json is not a regular file' });
  });
});
