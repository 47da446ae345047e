/**
 * npm test: everything, in the order a failure is cheapest to read.
 *   1. generated files are fresh (types and the browser's validator match the schemas)
 *   2. TypeScript (strict) over the whole repository
 *   3. every manifest in sites/ validates
 *   4. vitest: unit and component tests, then end-to-end tests in Debian's Chromium
 * Ends with one line `N passed, N failed` (and skipped) over all the tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const steps: Array<[string, string[]]> = [
  ['generated files', ['tsx', 'scripts/gen.ts', '--check']],
  ['typecheck', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['site manifests', ['tsx', 'scripts/validate.ts']],
];

const bin = (name: string) => `node_modules/.bin/${name}`;

for (const [title, [command, ...args]] of steps) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(bin(command!), args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed: fix it before the tests run.`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

console.log('\n▶ vitest (unit, component, end-to-end)');
mkdirSync('tests/.tmp', { recursive: true });
// Absolute: vitest resolves a relative outputFile against vite's root (runtime/app).
const report = `${process.cwd()}/tests/.tmp/vitest-report.json`;
rmSync(report, { force: true });
const vitest = spawnSync(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { stdio: 'inherit' });

if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  console.log(`\n${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests + results.numTodoTests} skipped`);
} else {
  console.log('\n0 passed, 1 failed');
}
process.exit(vitest.status ?? 1);
