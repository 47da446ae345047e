/**
 * Operator sessions, in memory: a restart logs every operator out, which is the safe side for a
 * console that edits what every student sees. The cookie carries only a random token.
 */
import { randomBytes } from 'node:crypto';

export const sessionCookie = 'portal-operator';
export const sessionTtlMs = 8 * 60 * 60 * 1000;
/** 32 random bytes, base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface OperatorSession {
  operator: string;
  expiresAt: number;
}

export interface SessionStore {
  create(operator: string): { token: string; session: OperatorSession };
  /** The live session of a cookie value, or undefined (unknown, malformed or expired). */
  get(token: string | undefined): OperatorSession | undefined;
  delete(token: string | undefined): void;
}

export function createSessionStore(now: () => number): SessionStore {
  const sessions = new Map<string, OperatorSession>();
  const prune = () => {
    const t = now();
    for (const [token, session] of sessions) if (session.expiresAt <= t) sessions.delete(token);
  };
  return {
    create(operator) {
      prune();
      const token = randomBytes(32).toString('base64url');
      const session = { operator, expiresAt: now() + sessionTtlMs };
      sessions.set(token, session);
      return { token, session };
    },
    get(token) {
      if (!token || !tokenPattern.test(token)) return undefined;
      const session = sessions.get(token);
      if (session && session.expiresAt <= now()) {
        sessions.delete(token);
        return undefined;
      }
      return session;
    },
    delete(token) {
      if (token) sessions.delete(token);
    },
  };
}
