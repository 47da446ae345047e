/**
 * npm run validate [-- files…]: checks every manifest in sites/ (or the files named) the way the host
 * will: syntax, schema, extends, widgets and pages, props, routes, API keys. Prints every problem with
 * file, JSON path, message and hint, all at once; exits non-zero when there is any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveManifest } from '../runtime/host/manifest/resolveManifest.ts';
import { isValidSiteId } from '../runtime/host/manifest/siteId.ts';
import { loadWidgetCatalog } from '../runtime/host/manifest/widgetCatalog.ts';
import { formatProblem, type ManifestProblem } from '../runtime/shared/manifestProblems.ts';

export interface ValidationReport {
  file: string;
  problems: ManifestProblem[];
}

/** Validates manifest files; each file's `extends` is looked up beside it. */
export function validateFiles(files: string[], cwd = process.cwd()): ValidationReport[] {
  const catalog = loadWidgetCatalog();
  return files.map((file) => {
    const path = resolve(cwd, file);
    const dir = dirname(path);
    const siteId = basename(path, '.json');
    const shown = (id: string) => relative(cwd, join(dir, `${id}.json`)) || `${id}.json`;
    if (!isValidSiteId(siteId)) {
      return { file: shown(siteId), problems: [{ code: 'invalid-site-id', file: shown(siteId), path: '', params: { siteId } }] };
    }
    const readSite = (id: string) => {
      const candidate = join(dir, `${id}.json`);
      return isValidSiteId(id) && existsSync(candidate) ? readFileSync(candidate, 'utf8') : undefined;
    };
    return { file: shown(siteId), problems: resolveManifest(siteId, readSite, catalog, shown).problems };
  });
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const args = process.argv.slice(2);
  const sitesDir = join(root, 'sites');
  const files = args.length
    ? args
    : readdirSync(sitesDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(sitesDir, f));
  const reports = validateFiles(files);
  let count = 0;
  for (const report of reports) {
    if (!report.problems.length) {
      console.log(`✓ ${report.file}`);
      continue;
    }
    count += report.problems.length;
    console.log(`✗ ${report.file}`);
    for (const problem of report.problems) console.log(`  ${formatProblem(problem)}`);
  }
  const bad = reports.filter((r) => r.problems.length).length;
  console.log(`\n${reports.length} manifest(s) checked: ${count ? `${count} problem(s) in ${bad} file(s)` : 'all valid'}.`);
  if (count) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
