/**
 * npm run migrate-sites [-- files…]: brings manifests written for an older runtime up to date, in place.
 * The API keys renamed when keys became named after their widget (runtime/shared/renamedApiKeys.json), in
 * `api.overrides` and `networkError.feedbackApi`; and the widgets merged into another
 * (runtime/shared/renamedWidgets.json), in each app's `widget`, with the app's `entry` set to the page the
 * old widget opened on when the app did not say. Only those change: the rest of each file, its order and
 * its layout, stays as the school wrote it. Running it twice changes nothing the second time.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import renamedApiKeys from '../runtime/shared/renamedApiKeys.json' with { type: 'json' };
import renamedWidgets from '../runtime/shared/renamedWidgets.json' with { type: 'json' };

const renames = new Map(Object.entries(renamedApiKeys).filter(([key]) => !key.startsWith('$')));
const widgetRenames = new Map(
  Object.entries(renamedWidgets).filter((entry): entry is [string, { widget: string; entry: string }] => !entry[0].startsWith('$')),
);

/** `text` with each app naming a merged widget moved to its new one (apps in the order the file has them). */
function migrateWidgets(text: string, apps: Record<string, { widget?: unknown; entry?: unknown }>): Migrated {
  let migrated = text;
  let from = 0;
  const changes: string[] = [];
  for (const [key, app] of Object.entries(apps)) {
    const renamed = typeof app.widget === 'string' ? widgetRenames.get(app.widget) : undefined;
    if (!renamed) continue;
    // The app's own "widget" member: the first one after the app's key, as JSON.parse read them in order.
    const at = migrated.indexOf(JSON.stringify(key), from);
    const match = at === -1 ? null : /"widget"(\s*):(\s*)"([^"]*)"/.exec(migrated.slice(at));
    if (!match || match[3] !== app.widget) continue;
    const start = at + match.index;
    const replacement = `"widget"${match[1]}:${match[2]}${JSON.stringify(renamed.widget)}${app.entry === undefined ? `, "entry": ${JSON.stringify(renamed.entry)}` : ''}`;
    migrated = migrated.slice(0, start) + replacement + migrated.slice(start + match[0].length);
    from = start + replacement.length;
    changes.push(`apps.${key}: widget ${app.widget} → ${renamed.widget}${app.entry === undefined ? ` (entry ${renamed.entry})` : ''}`);
  }
  return { text: migrated, changes };
}

interface Migrated {
  text: string;
  /** "old → new" per renamed key. */
  changes: string[];
}

/** The manifest text with its renamed API keys updated; unchanged (no changes) when there are none or it is not JSON. */
export function migrateManifestText(text: string): Migrated {
  let manifest: {
    api?: { overrides?: Record<string, unknown> };
    networkError?: { feedbackApi?: unknown };
    apps?: Record<string, { widget?: unknown; entry?: unknown }>;
  };
  try {
    manifest = JSON.parse(text) as typeof manifest;
  } catch {
    return { text, changes: [] }; // npm run validate reports the syntax error
  }
  const found = [
    ...Object.keys(manifest.api?.overrides ?? {}).filter((key) => renames.has(key)),
    ...(typeof manifest.networkError?.feedbackApi === 'string' && renames.has(manifest.networkError.feedbackApi) ? [manifest.networkError.feedbackApi] : []),
  ];
  const widgets = migrateWidgets(text, manifest.apps ?? {});
  let migrated = widgets.text;
  // Each old key as a whole JSON string: "hotissue.list" and nothing that merely contains it.
  for (const key of new Set(found)) migrated = migrated.replaceAll(JSON.stringify(key), JSON.stringify(renames.get(key)));
  return { text: migrated, changes: [...new Set(found)].map((key) => `${key} → ${renames.get(key)}`).concat(widgets.changes) };
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
