/** The demo accounts: what the login page, the README and the end-to-end tests promise about them. */
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { createSandbox } from '../sandboxApp.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MESSENGER_ACCOUNT } from '../seed/accounts.ts';

/** App keys of the demo site and the ones planned next. */
const KNOWN_APPS = [
  'news',
  'tjuNews',
  'tjuNotice',
  'tjuOfficial',
  'home',
  'announcementRelease',
  'repair',
  'score',
  'schedule',
  'library',
  'campusCard',
  'payment',
  'dataStatistics',
  'epidemicManager',
];

describe('demo accounts', () => {
  it('are student, teacher, staff, visitor, admin and the campus staff (instructor, leader, manager), with password demo', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.username)).toEqual(['student', 'teacher', 'staff', 'visitor', 'admin', 'instructor', 'leader', 'manager']);
    expect(DEMO_PASSWORD).toBe('demo');
    expect(DEMO_ACCOUNTS.map((a) => a.username)).toContain(MESSENGER_ACCOUNT);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))('%s: the stored hash is scrypt of demo, salted', (_name, account) => {
    expect(account.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(verifyPassword(DEMO_PASSWORD, account.passwordHash)).toBe(true);
    expect(verifyPassword('Demo', account.passwordHash)).toBe(false);
  });

  it('have one salt each', () => {
    const salts = DEMO_ACCOUNTS.map((a) => a.passwordHash.split('$')[4]);
    expect(new Set(salts).size).toBe(DEMO_ACCOUNTS.length);
  });

  it('have well-formed permission maps: known app keys, non-empty module lists without repeats', () => {
    for (const account of DEMO_ACCOUNTS) {
      expect(Object.keys(account.permissions).length, account.username).toBeGreaterThan(0);
      for (const [app, entry] of Object.entries(account.permissions)) {
        expect(KNOWN_APPS, `${account.username}: ${app}`).toContain(app);
        expect(Object.keys(entry)).toEqual(['module']);
        expect(entry.module.length).toBeGreaterThan(0);
        expect(new Set(entry.module).size).toBe(entry.module.length);
      }
    }
  });

  it('are stored with hashes only: no row holds the plain password', () => {
    const sandbox = createSandbox({ dbFile: ':memory:' });
    try {
      const rows = sandbox.db.prepare<[], Record<string, unknown>>('SELECT * FROM users').all();
      // Modules may add identities of their own (the profile module's graduate account); the demo accounts are all there.
      expect(rows.map((row) => row.username)).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((account) => account.username)));
      for (const row of rows) {
        for (const value of Object.values(row)) expect(value).not.toBe(DEMO_PASSWORD);
        expect(String(row.password_hash)).toMatch(/^scrypt\$/);
      }
    } finally {
      sandbox.close();
    }
  });
});

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', () => {
    const a = hashPassword('秘密 pass');
    const b = hashPassword('秘密 pass');
    expect(a).not.toBe(b);
    expect(verifyPassword('秘密 pass', a)).toBe(true);
    expect(verifyPassword('秘密 pass ', a)).toBe(false);
  });

  it.each(['', 'plain', 'scrypt$x$8$1$c2FsdA$aGFzaA', 'scrypt$16385$8$1$c2FsdA$aGFzaA', 'scrypt$2097152$8$1$c2FsdA$aGFzaA', 'bcrypt$16384$8$1$c2FsdA$aGFzaA'])(
    'treats the malformed stored hash %j as no match',
    (stored) => {
      expect(verifyPassword('demo', stored)).toBe(false);
    },
  );
});
