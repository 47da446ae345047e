/**
 * The opening-second rush through the real host process serving the real sandbox: 1000 students grab
 * the 100 tickets of an event at the second its sale opens. Exactly 100 are sold, nobody holds two, none
 * is lost (the counter, the ticket rows and the successful answers agree), everyone else is told it sold
 * out, and a retry with the same Idempotency-Key gets the same answer without a second ticket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startHostProcess, type HostProcess } from '../../../tests/e2e/support/index.ts';
import { grab, prepareRush, rush, rushOutcome, sandboxNow, studentSession } from './ticketRush.ts';

const USERS = 1000;
const STOCK = 100;

let host: HostProcess;
let dir: string;
let dbFile: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ticket-rush-'));
  dbFile = join(dir, 'sandbox.db');
  // The first start migrates and seeds the database file: ceilings for a busy machine, not waits.
  host = await startHostProcess({ DIST_DIR: inject('distDir'), SANDBOX_DB: dbFile, SANDBOX_TIME: '2026-11-25T20:00:00+08:00' }, { readyWithinMs: 240_000 });
}, 300_000);

afterAll(async () => {
  await host?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the opening-second rush through the host', () => {
  it('1000 students, 100 tickets: exactly 100 sold, one each, none lost; a retry changes nothing', async () => {
    // The sale opens this very second by the sandbox's clock (the sandbox's own answer, as the page reads it).
    const opensAt = Math.floor((await sandboxNow(host.url, studentSession(dbFile))) / 1000);
    const setup = prepareRush(dbFile, { users: USERS, stock: STOCK, opensAt });

    const { answers } = await rush(host.url, setup);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.text}`)).toEqual([]);
    const won = answers.filter((answer) => answer.e === 0);
    const lost = answers.filter((answer) => answer.e !== 0);
    expect(won).toHaveLength(STOCK);
    expect(new Set(lost.map((answer) => JSON.parse(answer.text).m))).toEqual(new Set(['票已抢光，可订阅退票提醒，有票回流时通知你']));

    const outcome = rushOutcome(dbFile, setup.eventId);
    expect(outcome.sold).toBe(STOCK);
    expect(outcome.tickets).toBe(STOCK);
    expect(new Set(outcome.holders).size).toBe(STOCK);
    expect(outcome.holders).toEqual(won.map((answer) => answer.client.username).sort());
    const codes = won.map((answer) => (JSON.parse(answer.text) as { d: { ticket: { code: string } } }).d.ticket.code);
    expect(new Set(codes).size).toBe(STOCK);

    // Retries after a lost answer, same key: the first answer again, and no second ticket.
    const agent = new Agent({ keepAlive: false });
    const again = await Promise.all([...won.slice(0, 5), ...lost.slice(0, 5)].map((first) => grab(host.url, setup.eventId, first.client, agent)));
    agent.destroy();
    expect(again.map((answer) => answer.text)).toEqual([...won.slice(0, 5), ...lost.slice(0, 5)].map((first) => first.text));
    expect(rushOutcome(dbFile, setup.eventId)).toEqual(outcome);
    expect(host.output()).not.toMatch(/error|exception/i);
    // A ceiling for a busy machine, not a wait: alone on two cores the rush takes seconds.
  }, 300_000);
});
