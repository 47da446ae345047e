/** The operator store of one host (files and memory) keeps the store contract. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFilesOperatorStore } from '../filesOperatorStore.ts';
import { describeOperatorStoreContract } from './operatorStoreContract.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const folders = () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-files-store-'));
  roots.push(root);
  const sitesDir = join(root, 'sites');
  mkdirSync(sitesDir);
  return { sitesDir, dataDir: join(root, 'operator') };
};

describeOperatorStoreContract('files', async () => {
  const { sitesDir, dataDir } = folders();
  let clock = Date.parse('2026-11-26T08:00:00Z');
  const store = createFilesOperatorStore({ sitesDir, dataDir, now: () => clock, log: () => {} });
  return {
    store,
    otherHost: store,
    seed: async (siteId, text) => writeFileSync(join(sitesDir, `${siteId}.json`), text),
    advance: (ms) => (clock += ms),
  };
});

describe('files operator store', () => {
  it('refuses a data folder inside the sites folder, where its files would be taken for schools', () => {
    const { sitesDir } = folders();
    expect(() => createFilesOperatorStore({ sitesDir, dataDir: join(sitesDir, 'history'), now: Date.now, log: () => {} })).toThrow(
      /must not be inside the sites folder/,
    );
  });
});
