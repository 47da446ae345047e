/**
 * Operator sessions. The cookie carries only a random token. On one host they are kept in memory
 * ({@link createSessionStore}): a restart logs every operator out, the safe side for a console that edits
 * what every student sees. Hosts sharing a database keep them there (store/postgres/), so any host
 * serves an operator's next request and a host restart logs nobody out.
 */
import { newSecretToken, secretTokenPattern } from './secretToken.ts';

export const sessionCookie = 'portal-operator';
export const sessionTtlMs = 8 * 60 * 60 * 1000;

export interface OperatorSession {
  operator: string;
  expiresAt: number;
}

export interface SessionStore {
  create(operator: string): Promise<{ token: string; session: OperatorSession }>;
  /** The live session of a cookie value, or undefined (unknown, malformed or expired). */
  get(token: string | undefined): Promise<OperatorSession | undefined>;
  delete(token: string | undefined): Promise<void>;
}

export function createSessionStore(now: () => number): SessionStore {
  const sessions = new Map<string, OperatorSession>();
  const prune = () => {
    const t = now();
    for (const [token, session] of sessions) if (session.expiresAt <= t) sessions.delete(token);
  };
  return {
    async create(operator) {
      prune();
      const token = newSecretToken();
      const session = { operator, expiresAt: now() + sessionTtlMs };
      sessions.set(token, session);
      return { token, session };
    },
    async get(token) {
      if (!token || !secretTokenPattern.test(token)) return undefined;
      const session = sessions.get(token);
      if (session && session.expiresAt <= now()) {
        sessions.delete(token);
        return undefined;
      }
      return session;
    },
    async delete(token) {
      if (token) sessions.delete(token);
    },
  };
}
