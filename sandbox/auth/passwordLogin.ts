/**
 * One password check as every sandbox entry does it (the login page, and the mini-program's demo token):
 * the failed-login limits by name and by the client's address first, then the password, hashed off the
 * event loop.
 */
import type { SandboxServices } from '../services.ts';
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
  // Counted before the (asynchronous) check, so parallel guesses cannot all slip past the limit.
  services.throttle.recordFailure(username, client.address);
  const user = await services.users.authenticate(username, password);
  if (!user) return { outcome: 'wrong' };
  services.throttle.recordSuccess(username, client.address);
  return { outcome: 'ok', user };
}
