/** What the sandbox's routes share: the database, a clock, and the login machinery over them. */
import { createLoginThrottle, type LoginThrottle } from './auth/loginThrottle.ts';
import { createSessionStore, type SessionStore } from './auth/sessions.ts';
import { createUserStore, type UserStore } from './auth/users.ts';
import type { SandboxDatabase } from './sandboxDatabase.ts';

export interface SandboxServices {
  db: SandboxDatabase;
  /** Milliseconds since the epoch; tests pass their own to move time. */
  now: () => number;
  users: UserStore;
  sessions: SessionStore;
  throttle: LoginThrottle;
}

export function createServices(db: SandboxDatabase, now: () => number = Date.now): SandboxServices {
  return {
    db,
    now,
    users: createUserStore(db),
    sessions: createSessionStore(db, now),
    throttle: createLoginThrottle(now),
  };
}

/** Seconds since the epoch, the unit every sandbox table stores. */
export function epochSeconds(services: Pick<SandboxServices, 'now'>): number {
  return Math.floor(services.now() / 1000);
}
