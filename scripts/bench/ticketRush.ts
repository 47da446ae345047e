/**
 * The rush: 1000 students grab the 100 tickets of an event at the second its sale opens, through a host
 * running as a deployment runs it (hostProcess.ts) with its embedded sandbox on a database file of its
 * own. The students and their sessions are written into that file first (widgets/ticket/tests/ticketRush.ts),
 * the grabs are sent at the opening by the sandbox's clock, each on a connection of its own. Reported:
 * grabs answered per second, p50 and p99 latency, tickets sold against the stock, and the host's own
 * error lines (there should be none).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { percentile, prepareRush, rush, rushOutcome, sandboxNow, studentSession } from '../../widgets/ticket/tests/ticketRush.ts';
import { startHostProcess } from './hostProcess.ts';

export interface RushFigures {
  clients: number;
  stock: number;
  /** Answers (won or sold out) per second, from the first grab sent to the last answer. */
  perSecond: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  won: number;
  soldOut: number;
  /** Answers that were neither: transport errors, non-200 statuses, other refusals. */
  unexpected: number;
  /** The event's counter and its ticket rows afterwards. */
  sold: number;
  tickets: number;
  /** Lines the host logged that look like errors. */
  hostErrors: string[];
}

export async function measureRush({ scratchDir, clients = 1000, stock = 100 }: { scratchDir: string; clients?: number; stock?: number }): Promise<RushFigures> {
  const dir = mkdtempSync(join(scratchDir, 'rush-'));
  const dbFile = join(dir, 'sandbox.db');
  const host = await startHostProcess({ DIST_DIR: join(dir, 'no-build'), SANDBOX_DB: dbFile });
  try {
    const cookie = studentSession(dbFile);
    // The sale opens on the next whole second of the sandbox's clock, at least a second away, and every grab leaves then.
    const now = await sandboxNow(host.origin, cookie);
    const opensAt = Math.ceil(now / 1000) + 1;
    const setup = prepareRush(dbFile, { users: clients, stock, opensAt });
    await delay(Math.max(0, opensAt * 1000 - (await sandboxNow(host.origin, cookie))));
    const { answers, seconds } = await rush(host.origin, setup);
    const outcome = rushOutcome(dbFile, setup.eventId);
    const won = answers.filter((answer) => answer.status === 200 && answer.e === 0).length;
    const soldOut = answers.filter((answer) => answer.status === 200 && answer.e === 409).length;
    return {
      clients,
      stock,
      perSecond: answers.length / seconds,
      seconds,
      p50Ms: percentile(answers, 50),
      p99Ms: percentile(answers, 99),
      won,
      soldOut,
      unexpected: answers.length - won - soldOut,
      sold: outcome.sold,
      tickets: outcome.tickets,
      hostErrors: host.log.filter((line) => /error|exception/i.test(line)),
    };
  } finally {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Problems a rush run shows: an oversell, a lost ticket, an unexpected answer, an error in the host's log. */
export function rushProblems(figures: RushFigures): string[] {
  const problems: string[] = [];
  if (figures.sold !== figures.stock || figures.tickets !== figures.stock || figures.won !== figures.stock)
    problems.push(`the rush sold ${figures.sold} (${figures.tickets} ticket rows, ${figures.won} successful answers) of ${figures.stock}`);
  if (figures.unexpected) problems.push(`the rush had ${figures.unexpected} unexpected answers`);
  if (figures.hostErrors.length) problems.push(`the host logged ${figures.hostErrors.length} errors during the rush`);
  return problems;
}

export function printRushFigures(figures: RushFigures | { error: string }): void {
  if ('error' in figures) {
    console.log(`\nticket rush: not measured: ${figures.error}`);
    return;
  }
  console.log(`\nticket rush (${figures.clients} clients at the opening second, ${figures.stock} tickets, through the host to its sandbox)`);
  console.log(`  grabs answered per second   ${Math.round(figures.perSecond).toLocaleString('en-US')}  (${figures.seconds.toFixed(2)} s for all)`);
  console.log(`  latency p50 / p99           ${Math.round(figures.p50Ms)} ms / ${Math.round(figures.p99Ms)} ms`);
  console.log(`  won / sold out / unexpected ${figures.won} / ${figures.soldOut} / ${figures.unexpected}`);
  console.log(`  sold, ticket rows           ${figures.sold}, ${figures.tickets} of ${figures.stock}`);
  console.log(`  host errors                 ${figures.hostErrors.length ? figures.hostErrors.slice(0, 5).join(' | ') : 'none'}`);
}
