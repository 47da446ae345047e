/**
 * The figures the bench keeps of one Lighthouse report, and the median of several (median
 * of 3). Pure, so scripts/bench/tests/lighthouseSummary.test.ts pins them without a browser.
 */
import type { Result } from 'lighthouse';

/** An audit of the performance category that did not pass, with what Lighthouse estimates fixing it saves. */
export interface FailingAudit {
  id: string;
  title: string;
  /** e.g. "Est savings of 130 KiB"; '' when Lighthouse gives none. */
  displayValue: string;
  score: number;
  /** Estimated LCP + FCP + TBT saved, in ms (Lighthouse's `metricSavings`); what the list is ordered by. */
  savingsMs: number;
  /** What the audit points at, a few short lines: resources (path, bytes), the LCP element and its phases, … */
  details: string[];
}

export interface LighthouseRun {
  /** 0–100, as the report shows it. */
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Every byte the page fetched (Lighthouse's total-byte-weight: transferred sizes). */
  totalBytes: number;
  failing: FailingAudit[];
}

/** Lighthouse's own threshold: an audit scoring below 0.9 is shown as failed (orange or red). */
const passingScore = 0.9;

/** Reads a run's figures from its report; throws when the report has no performance score (the page did not load). */
export function summarizeRun(lhr: Pick<Result, 'categories' | 'audits' | 'runtimeError'>): LighthouseRun {
  const category = lhr.categories.performance;
  if (!category || category.score === null) {
    throw new Error(`Lighthouse gave no performance score${lhr.runtimeError ? `: ${lhr.runtimeError.code} ${lhr.runtimeError.message}` : ''}`);
  }
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`the Lighthouse report has no "${id}" figure`);
    return value;
  };
  // The metrics themselves and the hidden insight twins of the audits are not things to fix; the rest are.
  const failing = category.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is NonNullable<typeof audit> => !!audit && audit.score !== null && audit.score < passingScore)
    .filter((audit) => audit.scoreDisplayMode === 'numeric' || audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'metricSavings')
    .map((audit): FailingAudit => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue ?? '',
      score: audit.score!,
      savingsMs: (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0) + (audit.metricSavings?.TBT ?? 0),
      details: detailLines(audit.details),
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs || a.score - b.score);
  return {
    score: Math.round(category.score * 100),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    totalBytes: metric('total-byte-weight'),
    failing,
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** One row of an audit's table as a short line, or undefined for rows of a kind not shown. */
function detailLine(row: Record<string, unknown>): string | undefined {
  const number = (key: string) => (typeof row[key] === 'number' ? (row[key] as number) : undefined);
  if (typeof row.url === 'string') {
    let where = row.url;
    try {
      where = new URL(row.url).pathname; // the bench's origins are throwaway ports
    } catch {
      // not a URL (e.g. "Unattributable"): as it is
    }
    const sizes = [
      number('totalBytes') !== undefined ? kB(number('totalBytes')!) : '',
      number('wastedBytes') ? `${kB(number('wastedBytes')!)} to save` : '',
      number('wastedMs') ? `${ms(number('wastedMs')!)} blocking` : '',
    ].filter(Boolean);
    return sizes.length ? `${where} (${sizes.join(', ')})` : where;
  }
  const node = row.node as { nodeLabel?: string; snippet?: string; selector?: string } | undefined;
  if (node) return `element ${node.snippet ?? node.selector ?? ''}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 60)}"` : ''}`;
  if (typeof row.phase === 'string' && number('timing') !== undefined) return `${row.phase} ${ms(number('timing')!)}`;
  if (typeof row.groupLabel === 'string' && number('duration') !== undefined) return `${row.groupLabel} ${ms(number('duration')!)}`;
  return undefined;
}

/**
 * Up to `limit` lines of an audit's details; a list's tables are read in turn, and a table of timings
 * (the LCP phases, the main-thread breakdown) is joined into one line.
 */
export function detailLines(details: unknown, limit = 3): string[] {
  const tables: Array<Array<Record<string, unknown>>> = [];
  const collect = (d: unknown) => {
    const block = d as { type?: string; items?: unknown[] } | undefined;
    if (!block || !Array.isArray(block.items)) return;
    if (block.type === 'list') block.items.forEach(collect);
    else tables.push(block.items as Array<Record<string, unknown>>);
  };
  collect(details);
  const lines: string[] = [];
  for (const table of tables) {
    const rows = table.map(detailLine).filter((line): line is string => !!line);
    const timings = table.length > 0 && table.every((row) => typeof row.phase === 'string' || typeof row.groupLabel === 'string');
    if (timings && rows.length) lines.push(rows.slice(0, 6).join(' · '));
    else lines.push(...rows);
  }
  return lines.slice(0, limit);
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each figure's median over the runs, taken figure by figure; the failing audits are those of the run whose
 * score is the median one (the lower middle for an even count), so they describe a run that happened.
 */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  if (!runs.length) throw new Error('no Lighthouse run to take the median of');
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    totalBytes: median(runs.map((r) => r.totalBytes)),
    failing: byScore[Math.floor((byScore.length - 1) / 2)]!.failing,
  };
}
