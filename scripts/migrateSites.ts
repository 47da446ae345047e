/**
 * npm run migrate-sites [-- files…]: brings manifests written for an older runtime up to date, in place.
 * Today: the API keys renamed when keys became named after their widget (runtime/shared/renamedApiKeys.json),
 * in `api.overrides` and `networkError.feedbackApi`. Only the renamed keys change: the rest of each file,
 * its order and its layout, stays as the school wrote it. Running it twice changes nothing the second time.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import renamedApiKeys from '../runtime/shared/renamedApiKeys.json' with { type: 'json' };

const renames = new Map(Object.entries(renamedApiKeys).filter(([key]) => !key.startsWith('$')));

interface Migrated {
  text: string;
  /** "old → new" per renamed key. */
  changes: string[];
}

/** The manifest text with its renamed API keys updated; unchanged (no changes) when there are none or it is not JSON. */
export function migrateManifestText(text: string): Migrated {
  let manifest: { api?: { overrides?: Record<string, unknown> }; networkError?: { feedbackApi?: unknown } };
  try {
    manifest = JSON.parse(text) as typeof manifest;
  } catch {
    return { text, changes: [] }; // npm run validate reports the syntax error
  }
  const found = [
    ...Object.keys(manifest.api?.overrides ?? {}).filter((key) => renames.has(key)),
    ...(typeof manifest.networkError?.feedbackApi === 'string' && renames.has(manifest.networkError.feedbackApi) ? [manifest.networkError.feedbackApi] : []),
  ];
  if (!found.length) return { text, changes: [] };
  let migrated = text;
  // Each old key as a whole JSON string: "hotissue.list" and nothing that merely contains it.
  for (const key of new Set(found)) migrated = migrated.replaceAll(JSON.stringify(key), JSON.stringify(renames.get(key)));
  return { text: migrated, changes: [...new Set(found)].map((key) => `${key} → ${renames.get(key)}`) };
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const args = process.argv.slice(2);
  const sitesDir = join(root, 'sites');
  const files = args.length
    ? args.map((file) => resolve(file))
    : readdirSync(sitesDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(sitesDir, f));
  let changed = 0;
  for (const file of files) {
    const { text, changes } = migrateManifestText(readFileSync(file, 'utf8'));
    if (!changes.length) continue;
    writeFileSync(file, text);
    changed++;
    console.log(`${relative(process.cwd(), file)}: ${changes.join(', ')}`);
  }
  console.log(`${files.length} manifest(s) checked, ${changed} updated.${changed ? ' Run npm run validate to check them.' : ''}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
