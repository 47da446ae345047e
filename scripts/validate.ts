/**
 * npm run validate [-- files…]: checks every manifest in sites/ (or the files named) the way the host
 * will: syntax, schema, extends, widgets and pages, props, routes, API keys and addresses, labels, tiles.
 * Prints every problem with file, JSON path, message and hint, all at once (up to 200 per file, then how many
 * more); exits non-zero when there is an error. Warnings are printed too, but the host serves such a manifest,
 * so they alone exit 0.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveManifest } from '../runtime/host/manifest/resolveManifest.ts';
import { isValidSiteId } from '../runtime/host/manifest/siteId.ts';
import { loadWidgetCatalog } from '../runtime/host/manifest/widgetCatalog.ts';
import { countProblems, formatProblem, isError, type ManifestProblem } from '../runtime/shared/manifestProblems.ts';

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
  for (const report of reports) {
    const mark = report.problems.some(isError) ? '✗' : report.problems.length ? '⚠' : '✓';
    console.log(`${mark} ${report.file}`);
    for (const problem of report.problems) console.log(`  ${formatProblem(problem)}`);
  }
  // Each file lists at most maxListedProblems problems; the counts include those its `more-problems` stands for.
  const { errors, warnings } = countProblems(reports.flatMap((r) => r.problems));
  const filesWith = (test: (problem: ManifestProblem) => boolean) => reports.filter((r) => r.problems.some(test)).length;
  const summary = [
    errors ? `${errors} error(s) in ${filesWith(isError)} file(s)` : 'all valid',
    ...(warnings ? [`${warnings} warning(s) in ${filesWith((p) => !isError(p))} file(s)`] : []),
  ];
  console.log(`\n${reports.length} manifest(s) checked: ${summary.join(', ')}.`);
  if (errors) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
