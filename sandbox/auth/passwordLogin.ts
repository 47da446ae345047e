/**
 * One password check as every sandbox entry does it (the login page, and the mini-program's demo token):
 * the failed-login limits by account and address first, a slowed address's turn, then the password,
 * hashed off the event loop (loginThrottle.ts says why an address is slowed, never locked).
 */
import type { SandboxServices } from '../services.ts';
import { LOGIN_THROTTLE } from './loginThrottle.ts';
import type { SandboxClient } from './clientOfRequest.ts';
import type { SandboxUser } from './users.ts';

export type PasswordLogin = { outcome: 'ok'; user: SandboxUser } | { outcome: 'throttled'; retryAfterSeconds: number } | { outcome: 'wrong' };

export async function checkPasswordLogin(
  services: Pick<SandboxServices, 'users' | 'throttle'>,
  client: SandboxClient,
  username: string,
  password: string,
): Promise<PasswordLogin> {
  const retryAfterSeconds = services.throttle.retryAfterSeconds(username, client.address);
  if (retryAfterSeconds > 0) return { outcome: 'throttled', retryAfterSeconds };
  const turn = await services.throttle.turn(client.address);
  if (!turn.admitted) return { outcome: 'throttled', retryAfterSeconds: Math.ceil(LOGIN_THROTTLE.slowPaceMs / 1000) };
  try {
    // Counted before the (asynchronous) check, so parallel guesses cannot all slip past the limit.
    const afterWaiting = services.throttle.retryAfterSeconds(username, client.address);
    if (afterWaiting > 0) return { outcome: 'throttled', retryAfterSeconds: afterWaiting };
    services.throttle.recordFailure(username, client.address);
    const user = await services.users.authenticate(username, password);
    if (!user) return { outcome: 'wrong' };
    services.throttle.recordSuccess(username, client.address);
    return { outcome: 'ok', user };
  } finally {
    turn.done();
  }
}
