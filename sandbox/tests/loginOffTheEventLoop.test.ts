/**
 * a login's password hash does not stall the sandbox (nor the host it runs in). scrypt
 * runs on libuv's thread pool (`crypto.scrypt`), never as `scryptSync` on the event loop, two at a time.
 *
 * No timing thresholds: `crypto.scrypt` is wrapped so the test can hold hashes "in the pool" as long as
 * it likes, and asserts what must happen meanwhile (another request is answered), then lets them finish.
 */
import * as crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPasswordAsync } from '../auth/passwords.ts';
import { createSandbox, type Sandbox } from '../sandboxApp.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts.ts';
import { formRequest } from './sessionCookies.ts';

const pool = vi.hoisted(() => ({ holding: false, held: [] as Array<() => void> }));

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: unknown[]) => {
    const run = () => (actual.scrypt as (...a: unknown[]) => void)(...args);
    if (pool.holding) pool.held.push(run);
    else run();
  };
  return { ...actual, scrypt: vi.fn(scrypt), scryptSync: vi.fn(actual.scryptSync) };
});

let sandbox: Sandbox;
beforeEach(() => {
  sandbox = createSandbox({ dbFile: ':memory:' });
  // Seeding hashes synchronously (before any request can come); only what follows counts.
  vi.mocked(crypto.scryptSync).mockClear();
  vi.mocked(crypto.scrypt).mockClear();
});
afterEach(() => {
  pool.holding = false;
  pool.held.splice(0).forEach((run) => run());
  sandbox.close();
});

const logIn = (username: string, password = DEMO_PASSWORD) => sandbox.app.fetch(formRequest('/api/uc/login', { username, password }));

describe('a login hashes off the event loop', () => {
  it('never calls scryptSync for a login, right or wrong, known name or not', async () => {
    expect((await logIn('student')).status).toBe(302);
    expect((await logIn('student', 'wrong')).status).toBe(401);
    expect((await logIn('nobody')).status).toBe(401);
    expect(crypto.scryptSync).not.toHaveBeenCalled();
    expect(crypto.scrypt).toHaveBeenCalledTimes(3);
  });

  it('a password check lets the event loop turn before it answers', async () => {
    let turned = false;
    setImmediate(() => (turned = true));
    // A synchronous hash would be done before any setImmediate callback could run.
    const turnedBeforeAnswer = await verifyPasswordAsync(DEMO_PASSWORD, DEMO_ACCOUNTS[0]!.passwordHash).then((ok) => (expect(ok).toBe(true), turned));
    expect(turnedBeforeAnswer).toBe(true);
  });

  it('while eight logins hash, another request is answered; two hashes run at a time, the rest wait their turn', async () => {
    pool.holding = true;
    let finished = 0;
    const logins = DEMO_ACCOUNTS.flatMap((account) => [account.username, account.username])
      .slice(0, 8)
      .map((username) => Promise.resolve(logIn(username)).finally(() => finished++));
    await vi.waitFor(() => expect(pool.held).toHaveLength(2));

    const page = await sandbox.app.fetch(new Request('http://sandbox/api/uc/login'));
    expect(page.status).toBe(200);
    expect(finished).toBe(0);
    expect(pool.held).toHaveLength(2); // the other six wait for a pool thread, not on the event loop

    pool.holding = false;
    pool.held.splice(0).forEach((run) => run());
    expect((await Promise.all(logins)).map((response) => response.status)).toEqual(Array(8).fill(302));
    expect(crypto.scrypt).toHaveBeenCalledTimes(8);
    expect(crypto.scryptSync).not.toHaveBeenCalled();
  });
});
