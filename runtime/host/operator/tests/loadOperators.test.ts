import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyOperatorPassword } from '../operatorPassword.ts';
import { loadOperators, operatorMayEdit } from '../operators.ts';
import { password, passwordHash } from './operatorFixtures.ts';

let root: string;
let sitesDir: string;
let hash: string;
let logs: string[];
const load = (env: Record<string, string>) => loadOperators(env, { sitesDir, log: (line) => logs.push(line) });

beforeAll(async () => {
  hash = await passwordHash();
});
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-operators-'));
  sitesDir = join(root, 'sites');
  mkdirSync(sitesDir);
  logs = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('loadOperators', () => {
  it('is off without configuration, and says how to turn it on', () => {
    expect(load({})).toBeUndefined();
    expect(logs).toEqual([
      expect.stringMatching(
        /^Operator console: off \(no operators configured\)\. To turn it on, set OPERATORS_FILE, or OPERATOR_NAME and OPERATOR_PASSWORD_HASH \(npm run operator-password prints a hash\)\.$/,
      ),
    ]);
  });

  it('reads one operator from OPERATOR_NAME and OPERATOR_PASSWORD_HASH, for every site unless OPERATOR_SITES says otherwise', () => {
    expect(load({ OPERATOR_NAME: 'ops', OPERATOR_PASSWORD_HASH: hash })).toEqual([{ name: 'ops', passwordHash: hash, sites: ['*'] }]);
    expect(logs.at(-1)).toBe('Operator console: on at /_operator, operator "ops" (sites: *)');
    expect(load({ OPERATOR_NAME: 'ops', OPERATOR_PASSWORD_HASH: hash, OPERATOR_SITES: 'demo, hill' })![0]!.sites).toEqual(['demo', 'hill']);
  });

  it('stays off when half configured or the hash is not a scrypt hash', () => {
    expect(load({ OPERATOR_NAME: 'ops' })).toBeUndefined();
    expect(logs.at(-1)).toContain('OPERATOR_PASSWORD_HASH is not set');
    // What a shell makes of an unquoted hash: the $… parts expanded away.
    expect(load({ OPERATOR_NAME: 'ops', OPERATOR_PASSWORD_HASH: 'scrypt' })).toBeUndefined();
    expect(logs.at(-1)).toContain('OPERATOR_PASSWORD_HASH (quote it in single quotes: it contains $): not a scrypt hash');
  });

  it('reads OPERATORS_FILE, and reports every problem of a broken one', () => {
    const file = join(root, 'operators.json');
    writeFileSync(
      file,
      JSON.stringify({
        operators: [
          { name: 'ops-li', passwordHash: hash, sites: ['*'] },
          { name: 'hill-ops', passwordHash: hash, sites: ['hill'] },
        ],
      }),
    );
    expect(load({ OPERATORS_FILE: file })!.map((o) => o.name)).toEqual(['ops-li', 'hill-ops']);
    expect(logs.at(-1)).toBe(`Operator console: on at /_operator, 2 operator(s) from ${file}`);
    writeFileSync(
      file,
      JSON.stringify({
        operators: [
          { name: 'a b', passwordHash: 'x', sites: ['../etc'] },
          { name: 'ok', passwordHash: hash, sites: [] },
        ],
      }),
    );
    expect(load({ OPERATORS_FILE: file })).toBeUndefined();
    expect(logs.at(-1)).toContain('operators/0/name');
    expect(logs.at(-1)).toContain('operators/0/passwordHash');
    expect(logs.at(-1)).toContain('operators/0/sites');
    expect(logs.at(-1)).toContain('operators/1/sites');
    expect(load({ OPERATORS_FILE: join(root, 'missing.json') })).toBeUndefined();
    expect(logs.at(-1)).toContain('ENOENT');
  });

  it('refuses an OPERATORS_FILE inside the sites folder, also through a symbolic link', () => {
    const inside = join(sitesDir, 'operators.json');
    writeFileSync(inside, JSON.stringify({ operators: [{ name: 'ops', passwordHash: hash }] }));
    expect(load({ OPERATORS_FILE: inside })).toBeUndefined();
    expect(logs.at(-1)).toContain('is inside the sites folder');
    symlinkSync(sitesDir, join(root, 'link'));
    expect(load({ OPERATORS_FILE: join(root, 'link', 'operators.json') })).toBeUndefined();
    expect(logs.at(-1)).toContain('is inside the sites folder');
  });
});

describe('operator passwords and sites', () => {
  it('verifies the scrypt format, never throwing on a malformed hash', async () => {
    expect(await verifyOperatorPassword(password, hash)).toBe(true);
    expect(await verifyOperatorPassword(`${password} `, hash)).toBe(false);
    expect(await verifyOperatorPassword(password, undefined)).toBe(false);
    expect(await verifyOperatorPassword(password, 'scrypt$99999999$8$1$AAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(await verifyOperatorPassword(password, 'plain')).toBe(false);
  });

  it('limits an operator to the listed sites', () => {
    expect(operatorMayEdit({ sites: ['*'] }, 'demo')).toBe(true);
    expect(operatorMayEdit({ sites: ['hill'] }, 'hill')).toBe(true);
    expect(operatorMayEdit({ sites: ['hill'] }, 'demo')).toBe(false);
  });
});
