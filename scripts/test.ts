/**
 * npm test: everything, in the order a failure is cheapest to read.
 *   1. generated files are fresh (types and the browser's validator match the schemas)
 *   2. TypeScript (strict) over the whole repository
 *   3. ESLint (typescript-eslint, react-hooks, jsx-a11y; eslint.config.js) and Prettier's format check
 *   4. every manifest in sites/ validates
 *   5. vitest's unit and component tests
 *   6. vitest's end-to-end tests in Debian's Chromium (the app build, the Storybook build and sweep, the
 *      path walk, each widget's flow)
 * Then what each phase cost (so a slow-down is seen the day it comes), and last one line
 * `N passed, N failed, N skipped` over all the tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { readPhases, phasesFile, type Phase } from '../tests/support/phaseTimes.ts';

const bin = (name: string) => `node_modules/.bin/${name}`;
const timings: Phase[] = [];
// Wall time: the checks run side by side, so the sum of the steps would count some seconds twice.
const started = performance.now();
type Step = readonly [title: string, command: string, ...args: string[]];

/** Runs a step, records its time; true when it passed. */
function run(title: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${title}`);
  const start = performance.now();
  const result = spawnSync(bin(command), args, { stdio: 'inherit' });
  timings.push({ name: title, ms: performance.now() - start });
  return result.status === 0;
}

/**
 * Runs steps side by side, each single-threaded (tsc, eslint, prettier), so the two cores share them:
 * 86 s one after another, about 45 s together. Each step's output is printed whole, in order, when all
 * are done, so two tools never interleave their lines.
 */
async function runTogether(steps: readonly Step[]): Promise<Step | undefined> {
  const results = await Promise.all(
    steps.map(
      ([title, command, ...args]) =>
        new Promise<{ step: Step; ok: boolean; output: string; ms: number }>((resolve) => {
          const start = performance.now();
          const child = spawn(bin(command), args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk));
          const done = (ok: boolean) => resolve({ step: [title, command, ...args], ok, output, ms: performance.now() - start });
          child.on('error', (error) => ((output += String(error)), done(false)));
          child.on('close', (code) => done(code === 0));
        }),
    ),
  );
  for (const { step, ok, output, ms } of results) {
    console.log(`\n▶ ${step[0]}${steps.length > 1 ? ' (beside the others)' : ''}`);
    if (output) process.stdout.write(output);
    timings.push({ name: step[0], ms });
    if (!ok) return step;
  }
  return undefined;
}

const checks: ReadonlyArray<readonly Step[]> = [
  [['generated files', 'tsx', 'scripts/gen.ts', '--check']],
  [
    ['typecheck', 'tsc', '--noEmit', '-p', 'tsconfig.json'],
    // A lint error in code that does not compile is confusing: the typecheck's verdict is printed first.
    // No warning passes unseen: the presets still have rules at warning level.
    ['lint', 'eslint', '.', '--max-warnings=0'],
    ['format', 'prettier', '--check', '.'],
  ],
  [['site manifests', 'tsx', 'scripts/validate.ts']],
];
for (const steps of checks) {
  const failed = await runTogether(steps);
  if (failed) {
    console.error(`\n✗ ${failed[0]} failed: fix it before the tests run.`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    startTime: number;
    endTime: number;
    message?: string;
    assertionResults: Array<{ fullName?: string; title?: string; status: string; failureMessages?: string[] }>;
  }>;
}

mkdirSync('tests/.tmp', { recursive: true });
rmSync(phasesFile, { force: true });
const reports: Report[] = [];
let passed = true;
for (const project of ['unit', 'e2e'] as const) {
  // Absolute: vitest resolves a relative outputFile against vite's root (runtime/app).
  const report = `${process.cwd()}/tests/.tmp/vitest-${project}.json`;
  rmSync(report, { force: true });
  passed = run(`${project} tests`, 'vitest', ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]) && passed;
  if (existsSync(report)) reports.push(JSON.parse(readFileSync(report, 'utf8')) as Report);
  else reports.push({ numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0, testResults: [] });
}

printTimes(reports[1]!);
printFailures(reports);
const sum = (pick: (report: Report) => number) => reports.reduce((n, report) => n + pick(report), 0);
const failed = sum((r) => r.numFailedTests);
// Vitest fails a run for an error outside any test too (an unhandled rejection): count it, never print "0 failed" for a red run.
const outside = !passed && failed === 0 ? ' (and errors outside the tests: see "Unhandled Errors" above)' : '';
console.log(
  `\n${sum((r) => r.numPassedTests)} passed, ${failed || (passed ? 0 : 1)} failed, ${sum((r) => r.numPendingTests + r.numTodoTests)} skipped${outside}`,
);
process.exit(passed ? 0 : 1);

/**
 * The failed tests by file and name, with the first line of each failure, last before the count: CI
 * shows only the end of a run's output, and a red run must say there which test to read.
 */
function printFailures(all: readonly Report[]) {
  const lines: string[] = [];
  for (const file of all.flatMap((report) => report.testResults)) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that fails before any test runs (an import error) has no failed test, only a message.
    if (!failedTests.length && file.message) lines.push(`  ${where}: ${firstLine(file.message)}`);
    for (const test of failedTests) {
      const message = test.failureMessages?.[0] ?? '';
      // The first line of the repository's own code in the stack (the test's, or a shared suite's): where to start reading.
      const at = message.split('\n').find((line) => line.includes(`${process.cwd()}/`) && !line.includes('/node_modules/'));
      lines.push(`  ${where} › ${test.fullName ?? test.title}\n      ${firstLine(message)}${at ? `\n      ${at.trim()}` : ''}`);
    }
  }
  if (lines.length) console.log(`\nFailed\n${lines.join('\n')}`);
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

/**
 * The time table: the steps above, and inside the e2e run the phases the tests recorded (app build,
 * Storybook build and sweep) and the path walk, the rest as "other e2e files". `.ci/run` passes the
 * install's time in INSTALL_SECONDS.
 */
function printTimes(e2e: Report) {
  const rows: Phase[] = [];
  if (process.env.INSTALL_SECONDS) rows.push({ name: 'install (apt, npm ci)', ms: Number(process.env.INSTALL_SECONDS) * 1000 });
  rows.push(...timings);
  const inside = readPhases();
  rows.push(...inside.map((phase) => ({ ...phase, name: `  ${phase.name}` })));
  const files = e2e.testResults.map((file) => ({ name: file.name, ms: file.endTime - file.startTime, tests: file.assertionResults.length }));
  const walk = files.filter((file) => file.name.endsWith('everyPath.e2e.test.ts'));
  const rest = files.filter((file) => !/(everyPath|storybook)\.e2e\.test\.ts$/.test(file.name));
  const total = (list: typeof files) => list.reduce((n, file) => n + file.ms, 0);
  if (walk.length) rows.push({ name: '  path walk', ms: total(walk), detail: `${walk[0]!.tests} tests` });
  rows.push({ name: '  other e2e files', ms: total(rest), detail: `${rest.length} files, ${rest.reduce((n, file) => n + file.tests, 0)} tests` });
  const slowest = [...rest].sort((a, b) => b.ms - a.ms).slice(0, 3);
  if (slowest.length)
    rows.push({
      name: '    slowest',
      ms: total(slowest),
      detail: slowest.map((file) => `${file.name.replace(/.*\/tests\/e2e\//, '')} ${(file.ms / 1000).toFixed(0)} s`).join(', '),
    });

  console.log('\nTime per phase');
  for (const row of rows) console.log(`  ${row.name.padEnd(28)} ${(row.ms / 1000).toFixed(1).padStart(7)} s${row.detail ? `   ${row.detail}` : ''}`);
  const overall = performance.now() - started + Number(process.env.INSTALL_SECONDS ?? 0) * 1000;
  console.log(`  ${'total'.padEnd(28)} ${(overall / 1000).toFixed(1).padStart(7)} s   (${(overall / 60_000).toFixed(1)} min)`);
}
