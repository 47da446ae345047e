/** What the sandbox's routes share: the database, a clock, and the login machinery over them. */
import { createLoginThrottle, type LoginThrottle } from './auth/loginThrottle.ts';
import { createSessionStore, type SessionStore } from './auth/sessions.ts';
import { createUserStore, type UserStore } from './auth/users.ts';
import { demoSiteOf } from './auth/demoSite.ts';
import type { SandboxDatabase } from './sandboxDatabase.ts';
import type { SiteOfRequest } from './sandboxApp.ts';

export interface SandboxServices {
  db: SandboxDatabase;
  /** Milliseconds since the epoch; tests pass their own to move time. */
  now: () => number;
  users: UserStore;
  sessions: SessionStore;
  throttle: LoginThrottle;
  /** The portal site a request came through: its apps' permissions are what the routes grant (auth/requireGrant.ts). */
  siteOf: SiteOfRequest;
}

/**
 * @param siteOf without it (the sandbox alone, the tests), every request is for the demo site (sites/demo.json).
 * @param wait how the sandbox lets time pass (a slowed login's pace): a test on its own clock moves it instead.
 */
export function createServices(
  db: SandboxDatabase,
  now: () => number = Date.now,
  siteOf: SiteOfRequest = demoSiteOf(),
  wait?: (ms: number) => Promise<void>,
): SandboxServices {
  return {
    db,
    now,
    users: createUserStore(db),
    sessions: createSessionStore(db, now),
    throttle: createLoginThrottle(now, undefined, wait),
    siteOf,
  };
}

/** Seconds since the epoch, the unit every sandbox table stores. */
export function epochSeconds(services: Pick<SandboxServices, 'now'>): number {
  return Math.floor(services.now() / 1000);
}
