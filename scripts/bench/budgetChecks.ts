/**
 * Which figures break their budget (budgets.ts), as the lines the bench prints after "OVER BUDGET:". Pure,
 * so scripts/bench/tests/budgetChecks.test.ts pins each check. A figure that could not be measured breaks
 * its budget too: a gate must not pass by not measuring.
 */
import type { HostThroughput, ThroughputRoute } from './hostThroughput.ts';
import type { LighthouseFigures } from './lighthouse.ts';

export interface LighthouseBudget {
  lighthouseScore: number;
  lcpMs: number;
}

/** The portal's pages (not the bare page, which is the yardstick): median score and median LCP. */
export function lighthouseOverBudget(figures: LighthouseFigures | { error: string }, budget: LighthouseBudget): string[] {
  if ('error' in figures) return [`Lighthouse was not run (${figures.error})`];
  const failures: string[] = [];
  for (const page of figures.pages) {
    if (page.served !== 'portal') continue;
    const { median } = page;
    if (!median) {
      failures.push(`Lighthouse did not measure the ${page.label} (${page.path}): ${page.error ?? 'no run gave a score'}`);
      continue;
    }
    if (median.score < budget.lighthouseScore) {
      failures.push(`the ${page.label}'s Lighthouse mobile score is ${median.score} (median of ${page.runs.length}; budget ≥ ${budget.lighthouseScore})`);
    }
    if (median.lcpMs > budget.lcpMs) {
      failures.push(
        `the ${page.label}'s LCP is ${(median.lcpMs / 1000).toFixed(2)} s (median of ${page.runs.length}; budget ≤ ${(budget.lcpMs / 1000).toFixed(1)} s)`,
      );
    }
  }
  return failures;
}

/** A share as a percentage, with a decimal below 10% (a 1.5% budget must not read as 2%). */
export const percent = (share: number) => `${(100 * share).toFixed(share < 0.1 ? 1 : 0)}%`;

/** More unexpected answers than this share of a figure's requests means the figure measured failures. */
export const unexpectedShareAllowed = 0.01;

/** Per route: the host's requests per second at least `ratios[route]` times the bare server's, and nearly all answers as expected. */
export function throughputOverBudget(throughput: HostThroughput | { error: string }, ratios: Readonly<Record<ThroughputRoute, number>>): string[] {
  if ('error' in throughput) return [`the host's requests per second were not measured (${throughput.error})`];
  const failures: string[] = [];
  for (const row of throughput.routes) {
    const budget = ratios[row.route];
    if (row.ratio < budget) {
      failures.push(
        `${row.request}: the host answers ${Math.round(row.host.perSecond)} req/s, ${percent(row.ratio)} of a bare node:http server's ${Math.round(row.bare.perSecond)} (budget ≥ ${percent(budget)})`,
      );
    }
    const answered = row.host.requests + row.host.unexpected;
    if (row.host.unexpected > unexpectedShareAllowed * answered) {
      failures.push(
        `${row.request}: ${row.host.unexpected} of ${answered} answers under load were not ${row.host.expected} (errors included; see the host log with --verbose)`,
      );
    }
  }
  return failures;
}
