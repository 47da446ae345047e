/**
 * A demo account a widget backend adds in its migration (the asset keeper, the document clerk, a
 * freshman): a user like one of the core's demo accounts (sandbox/seed/accounts.ts), with that account's
 * role and apps and the widget's own grants on top, signing in with the demo password.
 */
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type PermissionMap } from '../seed/accounts.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';

export interface WidgetAccount {
  username: string;
  name: string;
  /** The role as the login page shows it. */
  roleName: string;
  /** The core demo account whose role and apps this one has (`staff`, `student`). */
  like: string;
  /** Grants of the widget's own, added to the apps of `like`. */
  grants?: PermissionMap;
}

/** Adds the accounts; one already there (an older database's) is left as it is. */
export function addWidgetAccounts(db: SandboxDatabase, accounts: readonly WidgetAccount[]): void {
  const insert = db.prepare('INSERT OR IGNORE INTO users (username, password_hash, name, role, role_name, permissions) VALUES (?, ?, ?, ?, ?, ?)');
  for (const account of accounts) {
    const like = DEMO_ACCOUNTS.find((demo) => demo.username === account.like);
    if (!like) throw new Error(`demo account ${account.username}: no core demo account "${account.like}" to be like`);
    insert.run(
      account.username,
      hashPassword(DEMO_PASSWORD),
      account.name,
      like.role,
      account.roleName,
      JSON.stringify({ ...like.permissions, ...account.grants }),
    );
  }
}
