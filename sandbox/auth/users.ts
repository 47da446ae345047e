/** The sandbox's accounts (table `users`, seeded from sandbox/seed/accounts.ts). */
import type { PermissionMap } from '../seed/accounts.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';
import { verifyPasswordAsync } from './passwords.ts';

export interface SandboxUser {
  id: number;
  username: string;
  name: string;
  role: string;
  roleName: string;
  permissions: PermissionMap;
}

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  name: string;
  role: string;
  role_name: string;
  permissions: string;
}

/** Longest user name and password looked at; longer input simply fails. */
export const MAX_USERNAME_LENGTH = 64;
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * A hash of a random password nobody knows. Checked when the user name is unknown, so a wrong name
 * takes as long as a wrong password and the timing does not tell which accounts exist.
 */
const UNKNOWN_USER_HASH = 'scrypt$16384$8$1$owC1b4rOUdZRLO1pg5IV-A$6Wuhr0NlfO6F-VGytbNMnCchk615iLBDjpQTDPHzXZ0';

export function toUser(row: UserRow): SandboxUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    roleName: row.role_name,
    permissions: JSON.parse(row.permissions) as PermissionMap,
  };
}

export interface UserStore {
  findByUsername(username: string): SandboxUser | undefined;
  /** Every account, in the order they were added (the seed's first). */
  all(): SandboxUser[];
  /** The user whose name and password match, or undefined. Always costs one scrypt, run off the event loop. */
  authenticate(username: string, password: string): Promise<SandboxUser | undefined>;
}

export function createUserStore(db: SandboxDatabase): UserStore {
  // User names are matched as typed, trimmed, in any case: `Student` signs in as `student`.
  const byName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ? COLLATE NOCASE');
  const lookUp = (username: string): UserRow | undefined => {
    const name = username.trim();
    return name.length === 0 || name.length > MAX_USERNAME_LENGTH ? undefined : byName.get(name);
  };

  const everyone = db.prepare<[], UserRow>('SELECT * FROM users ORDER BY id');

  return {
    all: () => everyone.all().map(toUser),
    findByUsername(username) {
      const row = lookUp(username);
      return row ? toUser(row) : undefined;
    },
    async authenticate(username, password) {
      const row = lookUp(username);
      const passwordOk = await verifyPasswordAsync(password.slice(0, MAX_PASSWORD_LENGTH), row?.password_hash ?? UNKNOWN_USER_HASH);
      return row && passwordOk && password.length <= MAX_PASSWORD_LENGTH ? toUser(row) : undefined;
    },
  };
}
