/** The `sites/` folder keeps the site source contract. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';
import { createFilesSiteSource } from '../filesSiteSource.ts';
import type { SiteSource } from '../siteSource.ts';
import { describeSiteSourceContract } from './siteSourceContract.ts';

const opened: Array<{ root: string; source: SiteSource }> = [];
afterEach(() => {
  for (const { root, source } of opened.splice(0)) {
    source.close();
    rmSync(root, { recursive: true, force: true });
  }
});

describeSiteSourceContract('files', async () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-source-'));
  const source = createFilesSiteSource(root, () => {});
  opened.push({ root, source });
  return {
    source,
    write: async (siteId, text) => writeFileSync(join(root, `${siteId}.json`), text),
    async writeAsset(siteId, path, bytes) {
      const file = join(root, siteId, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    },
  };
});
