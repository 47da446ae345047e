/**
 * A sandbox module: the tables, seed data and routes one widget (or a family sharing its tables) needs, in
 * one place: `widgets/<id>/sandbox/index.ts`, default-exported and named by the widget's id. The sandbox
 * finds it by itself (modules/sandboxModules.ts); adding a widget's backend touches nothing shared.
 *
 * Each module's migrations are numbered from 1 within the module and recorded in the `module_migrations`
 * table (created by the core migration 5 in sandboxDatabase.ts), so two modules added at the same time never
 * fight over one global version number. A step runs once, inside an IMMEDIATE transaction, like the core's.
 *
 * Example (widgets/notice/sandbox/index.ts, its routes mounted by API key with keyedRoutes.ts):
 *   const backend: SandboxModule = {
 *     name: 'notice',
 *     migrations: [{ version: 1, description: 'notices, seeded', up(db) { db.exec('CREATE TABLE notices (...)'); ... } }],
 *     mount(api, services) { api.route('/', createNoticeRoutes(services)); },
 *   };
 *   export default backend;
 */
import type { Hono } from 'hono';
import { baseRoleOf, type DemoAccount, type PermissionMap } from '../seed/accounts.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';
import type { SandboxServices } from '../services.ts';

export interface ModuleMigration {
  /** 1, 2, 3… within the module. */
  version: number;
  /** Why this step exists, for whoever reads a database's history. */
  description: string;
  up(db: SandboxDatabase): void;
}

export interface SandboxModule {
  /** Unique; names the module's rows in `module_migrations`. */
  name: string;
  migrations: readonly ModuleMigration[];
  /**
   * What each demo role may use of this module's apps (legacy-portal §3 permission map: app key → modules),
   * merged into the demo accounts' maps on every open. Only needed for apps whose manifest entry has a
   * `permission`; apps without one are open to every (logged-in, if `login`) user.
   */
  grants?: Partial<Record<DemoAccount['role'], PermissionMap>>;
  /**
   * Adds the module's routes to the `/api` app (paths relative to `/api`); `root` is for the few paths
   * outside `/api` that the host hands to the backend (`/site/attach`).
   */
  mount(api: Hono, services: SandboxServices, root: Hono): void;
}

/** Applies the modules' pending migrations, module by module, step by step. */
export function migrateModules(db: SandboxDatabase, modules: readonly SandboxModule[], now: () => number = Date.now): void {
  const applied = db.prepare<[string, number], { version: number }>('SELECT version FROM module_migrations WHERE module = ? AND version = ?');
  const record = db.prepare<[string, number, string, number]>('INSERT INTO module_migrations (module, version, description, applied_at) VALUES (?, ?, ?, ?)');
  for (const backend of modules) {
    const ordered = [...backend.migrations].sort((a, b) => a.version - b.version);
    for (const migration of ordered) {
      const apply = db.transaction(() => {
        // Read inside the write lock: another process may have applied this step meanwhile.
        if (applied.get(backend.name, migration.version)) return;
        migration.up(db);
        record.run(backend.name, migration.version, migration.description, Math.floor(now() / 1000));
      });
      apply.immediate();
    }
  }
}

/**
 * An account's permission map with every module's grants for its role added (module lists united); a
 * campus staff role also gets the grants of the role it is a kind of (ROLE_GRANTED_AS: an instructor is a teacher).
 */
export function withModuleGrants(account: Pick<DemoAccount, 'role' | 'permissions'>, modules: readonly SandboxModule[]): PermissionMap {
  const map: PermissionMap = structuredClone(account.permissions);
  const base = baseRoleOf(account.role) as DemoAccount['role'];
  const roles = base === account.role ? [account.role] : [base, account.role];
  for (const backend of modules) {
    for (const [appKey, { module }] of roles.flatMap((role) => Object.entries(backend.grants?.[role] ?? {}))) {
      const current = Object.hasOwn(map, appKey) ? map[appKey]!.module : [];
      map[appKey] = { module: [...new Set([...current, ...module])] };
    }
  }
  return map;
}

/**
 * Adds the modules' grants to the demo users' stored maps. Runs on every open and only adds, so a grant
 * written into a module later reaches databases made before it.
 */
export function applyModuleGrants(db: SandboxDatabase, modules: readonly SandboxModule[]): void {
  if (!modules.some((m) => m.grants)) return;
  const users = db.prepare<[], { id: number; role: DemoAccount['role']; permissions: string }>('SELECT id, role, permissions FROM users').all();
  const update = db.prepare<[string, number]>('UPDATE users SET permissions = ? WHERE id = ?');
  db.transaction(() => {
    for (const user of users) {
      const permissions = JSON.parse(user.permissions) as PermissionMap;
      const granted = withModuleGrants({ role: user.role, permissions }, modules);
      if (JSON.stringify(granted) !== JSON.stringify(permissions)) update.run(JSON.stringify(granted), user.id);
    }
  }).immediate();
}
