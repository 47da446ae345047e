/**
 * The roles an operator can preview a draft as: the deployment's own, never the sandbox's seed
 * taken for granted. Either `ROLES_FILE`, a JSON file written for the school:
 *
 *   { "roles": { "student": { "name": "王小明", "auth": { "news": { "module": ["index", "detail"] } } } } }
 *
 * where each `auth` is what the school's `/api/uc/auth/all` answers (`d`) for a typical user of the role,
 * or, when the embedded sandbox is the backend and no file is given, the sandbox's own demo users as a
 * login gets them (composeHost.ts). The preview then judges access with the portal's own rule over that
 * map, exactly as after a real login.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PreviewUser } from './previews.ts';

const roleKeyPattern = /^[a-z][A-Za-z0-9_-]{0,31}$/;

/**
 * Checks a parsed roles file. Returns the roles or every problem found, each naming its place
 * (`roles/student/auth/news/module: …`), so a deployer fixes the file in one go.
 */
export function parsePreviewRoles(value: unknown): { roles: Record<string, PreviewUser> } | { problems: string[] } {
  const expected = 'expected { "roles": { "<role>": { "name": "…", "auth": { "<appKey>": { "module": ["…"] } } } } }';
  const list = (value as { roles?: unknown } | null)?.roles;
  if (!value || typeof value !== 'object' || Array.isArray(value) || !list || typeof list !== 'object' || Array.isArray(list)) return { problems: [expected] };
  const problems: string[] = [];
  const roles: Record<string, PreviewUser> = {};
  for (const [role, entry] of Object.entries(list as Record<string, unknown>)) {
    const at = `roles/${role}`;
    if (!roleKeyPattern.test(role) || role === 'anonymous') {
      problems.push(`${at}: a role key is a lower-case letter then up to 31 letters, digits, _ or - ("anonymous" is always offered)`);
      continue;
    }
    const user = entry as { name?: unknown; auth?: unknown } | null;
    if (!user || typeof user !== 'object' || Array.isArray(user)) {
      problems.push(`${at}: expected { "name", "auth" }`);
      continue;
    }
    const before = problems.length;
    if (typeof user.name !== 'string' || user.name.trim() === '' || user.name.length > 64)
      problems.push(`${at}/name: the user's name as the portal shows it, 1 to 64 characters`);
    const auth: PreviewUser['auth'] = {};
    if (!user.auth || typeof user.auth !== 'object' || Array.isArray(user.auth)) {
      problems.push(`${at}/auth: the permission map /api/uc/auth/all answers, { "<appKey>": { "module": ["…"] } }`);
    } else {
      for (const [appKey, grant] of Object.entries(user.auth as Record<string, unknown>)) {
        const modules = (grant as { module?: unknown } | null)?.module;
        if (!Array.isArray(modules) || !modules.every((m): m is string => typeof m === 'string')) {
          problems.push(`${at}/auth/${appKey}/module: a list of module names`);
        } else auth[appKey] = { module: [...modules] };
      }
    }
    if (problems.length === before) roles[role] = { name: user.name as string, auth };
  }
  if (!problems.length && !Object.keys(roles).length) problems.push('the file names no role');
  return problems.length ? { problems } : { roles };
}

/**
 * The roles of `ROLES_FILE`, or undefined when it is not set. A file that cannot be read or is invalid is
 * a problem (one line naming the file and every mistake), for the caller to refuse to start with.
 */
export function loadPreviewRolesFile(
  env: Record<string, string | undefined>,
): { roles: Record<string, PreviewUser>; file: string } | { problem: string } | undefined {
  const file = env.ROLES_FILE?.trim();
  if (!file) return undefined;
  const path = resolve(file);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { problem: `ROLES_FILE ${path} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
  const parsed = parsePreviewRoles(value);
  if ('problems' in parsed) return { problem: `ROLES_FILE ${path} is invalid: ${parsed.problems.join('; ')}` };
  return { roles: parsed.roles, file: path };
}
