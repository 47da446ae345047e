/**
 * Who may use the operator console: configured on the host, never in the repository and never under
 * `sites/` (which the host serves from, and which operators edit). Either a file of operators
 * (`OPERATORS_FILE`) or a single one from the environment (`OPERATOR_NAME` + `OPERATOR_PASSWORD_HASH`).
 * Without either the console is off.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, basename, join, relative, resolve, isAbsolute } from 'node:path';
import { isValidSiteId } from '../manifest/siteId.ts';
import { isUsablePasswordHash } from './operatorPassword.ts';

export interface Operator {
  /** Shown in history and the audit log; what the operator types to log in. */
  name: string;
  /** `scrypt$N$r$p$salt$hash`, as printed by `npm run operator-password`. */
  passwordHash: string;
  /** The site ids the operator may see and edit; `["*"]` for every site. */
  sites: string[];
}

/** Whether `operator` may see and edit `siteId`. */
export function operatorMayEdit(operator: Pick<Operator, 'sites'>, siteId: string): boolean {
  return operator.sites.includes('*') || operator.sites.includes(siteId);
}

const namePattern = /^[A-Za-z0-9._@-]{1,64}$/;

/**
 * Checks a parsed operators list. Returns the operators or every problem found, each naming its place
 * (`operators/1/passwordHash: …`), so a deployer fixes the file in one go.
 */
export function parseOperators(value: unknown): { operators: Operator[] } | { problems: string[] } {
  const problems: string[] = [];
  const list = (value as { operators?: unknown } | null)?.operators;
  if (!value || typeof value !== 'object' || !Array.isArray(list)) return { problems: ['expected { "operators": [{ "name", "passwordHash", "sites" }] }'] };
  const operators: Operator[] = [];
  const names = new Set<string>();
  list.forEach((entry: unknown, index) => {
    const at = `operators/${index}`;
    const o = entry as Partial<Record<keyof Operator, unknown>> | null;
    if (!o || typeof o !== 'object') return void problems.push(`${at}: expected an object`);
    const before = problems.length;
    if (typeof o.name !== 'string' || !namePattern.test(o.name)) problems.push(`${at}/name: 1 to 64 letters, digits or . _ @ -`);
    else if (names.has(o.name)) problems.push(`${at}/name: "${o.name}" is listed twice`);
    if (typeof o.passwordHash !== 'string' || !isUsablePasswordHash(o.passwordHash)) {
      problems.push(`${at}/passwordHash: not a scrypt hash (print one with npm run operator-password)`);
    }
    const sites = o.sites ?? ['*'];
    if (!Array.isArray(sites) || sites.length === 0 || !sites.every((s) => s === '*' || isValidSiteId(s))) {
      problems.push(`${at}/sites: "*" or a non-empty list of site ids`);
    }
    if (problems.length === before) {
      names.add(o.name as string);
      operators.push({ name: o.name as string, passwordHash: o.passwordHash as string, sites: [...(sites as string[])] });
    }
  });
  if (!problems.length && !operators.length) problems.push('the list of operators is empty');
  return problems.length ? { problems } : { operators };
}

/** Whether `file` is `dir` or lies inside it, symbolic links followed where they exist. */
function isInside(file: string, dir: string): boolean {
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      // A file not there yet: its folder's real path, then its name.
      try {
        return join(realpathSync(dirname(path)), basename(path));
      } catch {
        return resolve(path);
      }
    }
  };
  const rel = relative(real(dir), real(file));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

export interface LoadOperatorsOptions {
  /** The sites folder: an operators file inside it is refused (the host serves and operators edit that folder). */
  sitesDir: string;
  log?: (line: string) => void;
}

/**
 * The operators of this host from the environment, or undefined (the console is off). Logs one clear
 * line either way; a broken configuration turns the console off rather than half on.
 */
export function loadOperators(
  env: Record<string, string | undefined>,
  { sitesDir, log = (line) => console.log(line) }: LoadOperatorsOptions,
): Operator[] | undefined {
  const off = (why: string) => {
    log(
      `Operator console: off (${why}). To turn it on, set OPERATORS_FILE, or OPERATOR_NAME and OPERATOR_PASSWORD_HASH (npm run operator-password prints a hash).`,
    );
    return undefined;
  };
  const file = env.OPERATORS_FILE?.trim();
  if (file) {
    const path = resolve(file);
    if (isInside(path, sitesDir))
      return off(`OPERATORS_FILE ${path} is inside the sites folder ${resolve(sitesDir)}; keep it outside sites/ and outside the repository`);
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      return off(`cannot read OPERATORS_FILE ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
    const parsed = parseOperators(value);
    if ('problems' in parsed) return off(`OPERATORS_FILE ${path} is invalid: ${parsed.problems.join('; ')}`);
    log(`Operator console: on at /_operator, ${parsed.operators.length} operator(s) from ${path}`);
    return parsed.operators;
  }
  const name = env.OPERATOR_NAME?.trim();
  const passwordHash = env.OPERATOR_PASSWORD_HASH?.trim();
  if (!name && !passwordHash) return off('no operators configured');
  if (!name || !passwordHash) return off(`${name ? 'OPERATOR_PASSWORD_HASH' : 'OPERATOR_NAME'} is not set`);
  const sites = env.OPERATOR_SITES?.trim()
    ? env.OPERATOR_SITES.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : ['*'];
  const parsed = parseOperators({ operators: [{ name, passwordHash, sites }] });
  if ('problems' in parsed) {
    return off(
      parsed.problems
        .map((p) =>
          p
            .replace('operators/0/name', 'OPERATOR_NAME')
            .replace('operators/0/passwordHash', 'OPERATOR_PASSWORD_HASH (quote it in single quotes: it contains $)')
            .replace('operators/0/sites', 'OPERATOR_SITES'),
        )
        .join('; '),
    );
  }
  log(`Operator console: on at /_operator, operator "${name}" (sites: ${sites.join(', ')})`);
  return parsed.operators;
}
