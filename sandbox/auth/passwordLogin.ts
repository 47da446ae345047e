/**
 * One password check as every sandbox entry does it (the login page, the mini-program's demo token, and a
 * signed-in user's current password before a change): the failed-login limits by account and address
 * first, a slowed address's turn, then the password, hashed off the event loop (loginThrottle.ts says why an
 * address is slowed, never locked). A wrong current password is a guess at the account like a wrong login,
 * so both count against the same limits.
 */
import type { SandboxServices } from '../services.ts';
import { LOGIN_THROTTLE } from './loginThrottle.ts';
import type { SandboxClient } from './clientOfRequest.ts';
import type { SandboxUser } from './users.ts';

export type ThrottledCheck<T> = { outcome: 'ok'; value: T } | { outcome: 'throttled'; retryAfterSeconds: number } | { outcome: 'wrong' };

export type PasswordLogin = { outcome: 'ok'; user: SandboxUser } | { outcome: 'throttled'; retryAfterSeconds: number } | { outcome: 'wrong' };

/** Runs `check` (a password check of `username`; undefined when wrong) within the failed-login limits. */
export async function checkPasswordThrottled<T>(
  services: Pick<SandboxServices, 'throttle'>,
  client: SandboxClient,
  username: string,
  check: () => Promise<T | undefined>,
): Promise<ThrottledCheck<T>> {
  const retryAfterSeconds = services.throttle.retryAfterSeconds(username, client.address);
  if (retryAfterSeconds > 0) return { outcome: 'throttled', retryAfterSeconds };
  const turn = await services.throttle.turn(client.address);
  if (!turn.admitted) return { outcome: 'throttled', retryAfterSeconds: Math.ceil(LOGIN_THROTTLE.slowPaceMs / 1000) };
  try {
    // Counted before the (asynchronous) check, so parallel guesses cannot all slip past the limit.
    const afterWaiting = services.throttle.retryAfterSeconds(username, client.address);
    if (afterWaiting > 0) return { outcome: 'throttled', retryAfterSeconds: afterWaiting };
    services.throttle.recordFailure(username, client.address);
    const value = await check();
    if (value === undefined) return { outcome: 'wrong' };
    services.throttle.recordSuccess(username, client.address);
    return { outcome: 'ok', value };
  } finally {
    turn.done();
  }
}

export async function checkPasswordLogin(
  services: Pick<SandboxServices, 'users' | 'throttle'>,
  client: SandboxClient,
  username: string,
  password: string,
): Promise<PasswordLogin> {
  const checked = await checkPasswordThrottled(services, client, username, () => services.users.authenticate(username, password));
  return checked.outcome === 'ok' ? { outcome: 'ok', user: checked.value } : checked;
}
