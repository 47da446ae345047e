/**
 * npm run validate [-- files…]: checks every manifest in sites/ (or the files named) the way the host
 * will: syntax, schema, extends, widgets and pages, props, routes, API keys and addresses, labels, tiles.
 * Prints every problem with file, JSON path, message and hint, all at once (up to 200 per file, then how many
 * more); exits non-zero when there is an error. Warnings are printed too, but the host serves such a manifest,
 * so they alone exit 0.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateFiles } from '../runtime/host/manifest/validateFiles.ts';
export { validateFiles, type ValidationReport } from '../runtime/host/manifest/validateFiles.ts';
import { countProblems, formatProblem, isError, type ManifestProblem } from '../runtime/shared/manifestProblems.ts';

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
