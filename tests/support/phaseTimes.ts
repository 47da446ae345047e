/**
 * Phases of `npm test` that happen inside a test run (the app build before the e2e tests, the Storybook
 * build, the Storybook sweep), recorded so `scripts/test.ts` can print what each one cost (a
 * slow-down is seen the day it comes). One JSON line per phase in tests/.tmp/phases.jsonl.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const phasesFile = join(process.cwd(), 'tests/.tmp/phases.jsonl');

export interface Phase {
  name: string;
  ms: number;
  /** What the phase went through (e.g. "328 stories"), shown beside its time. */
  detail?: string;
}

export function recordPhase(phase: Phase): void {
  mkdirSync(dirname(phasesFile), { recursive: true });
  appendFileSync(phasesFile, `${JSON.stringify(phase)}\n`);
}

/** Times `work` and records it under `name`. */
export async function timed<T>(name: string, work: () => Promise<T>, detail?: (result: T) => string): Promise<T> {
  const start = performance.now();
  const result = await work();
  recordPhase({ name, ms: performance.now() - start, ...(detail ? { detail: detail(result) } : {}) });
  return result;
}

export function readPhases(): Phase[] {
  if (!existsSync(phasesFile)) return [];
  return readFileSync(phasesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Phase);
}
