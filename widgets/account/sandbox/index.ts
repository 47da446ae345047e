/**
 * The account widgets' backend (polymerization/infor, bindPh, untyingPh, modifyPass; center/personal,
 * edit, switch): the profile columns the core `users` table does not have (table `profiles`), SMS
 * codes (`sms_codes`), identities of one person (`linked_identities`), and `/api/account/*`.
 * The core `/api/uc/*` routes stay as they are.
 */
import { hashPassword, DEMO_ACCOUNTS, DEMO_PASSWORD, type SandboxModule } from '../../../sandbox/kit.ts';
import { createAccountRoutes } from './routes.ts';
import { SEED_EXTRA_IDENTITIES, SEED_LINKED_IDENTITIES, SEED_PROFILES } from './seed.ts';

const backend: SandboxModule = {
  name: 'account',
  migrations: [
    {
      version: 1,
      description: 'profiles, sms_codes, linked_identities; the graduate identity; seeded profiles and links',
      up(db) {
        // IF NOT EXISTS and OR IGNORE: a database whose module records were lost keeps its rows, never doubles them.
        db.exec(`
          CREATE TABLE IF NOT EXISTS profiles (
            user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
            nickname   TEXT    NOT NULL DEFAULT '',
            email      TEXT    NOT NULL DEFAULT '',
            gender     TEXT    NOT NULL DEFAULT 'unknown' CHECK (gender IN ('male', 'female', 'unknown')),
            bio        TEXT    NOT NULL DEFAULT '',
            avatar     TEXT    NOT NULL DEFAULT '',
            phone      TEXT    UNIQUE,
            updated_at INTEGER NOT NULL DEFAULT 0
          );
          CREATE TABLE IF NOT EXISTS sms_codes (
            user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            purpose    TEXT    NOT NULL CHECK (purpose IN ('bind', 'unbind')),
            phone      TEXT    NOT NULL,
            code_hash  TEXT    NOT NULL,
            salt       TEXT    NOT NULL,
            sent_at    INTEGER NOT NULL,
            expires_at INTEGER NOT NULL,
            attempts   INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (user_id, purpose)
          );
          CREATE TABLE IF NOT EXISTS linked_identities (
            user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            linked_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            PRIMARY KEY (user_id, linked_user_id),
            CHECK (user_id <> linked_user_id)
          );
        `);
        const idOf = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE username = ?');
        const addUser = db.prepare('INSERT OR IGNORE INTO users (username, password_hash, name, role, role_name, permissions) VALUES (?, ?, ?, ?, ?, ?)');
        for (const identity of SEED_EXTRA_IDENTITIES) {
          const permissions = DEMO_ACCOUNTS.find((a) => a.username === identity.sameAppsAs)?.permissions ?? {};
          addUser.run(identity.username, hashPassword(DEMO_PASSWORD), identity.name, identity.role, identity.roleName, JSON.stringify(permissions));
        }
        const addProfile = db.prepare(
          'INSERT OR IGNORE INTO profiles (user_id, nickname, email, gender, bio, phone) VALUES (@userId, @nickname, @email, @gender, @bio, @phone)',
        );
        for (const profile of SEED_PROFILES) {
          const user = idOf.get(profile.username);
          if (!user) continue;
          addProfile.run({
            userId: user.id,
            nickname: profile.nickname ?? '',
            email: profile.email ?? '',
            gender: profile.gender ?? 'unknown',
            bio: profile.bio ?? '',
            phone: profile.phone ?? null,
          });
        }
        const link = db.prepare<[number, number]>('INSERT OR IGNORE INTO linked_identities (user_id, linked_user_id) VALUES (?, ?)');
        for (const [a, b] of SEED_LINKED_IDENTITIES) {
          const first = idOf.get(a);
          const second = idOf.get(b);
          if (!first || !second) continue;
          link.run(first.id, second.id);
          link.run(second.id, first.id);
        }
      },
    },
  ],
  mount(api, services) {
    api.route('/', createAccountRoutes(services));
  },
};

export default backend;
