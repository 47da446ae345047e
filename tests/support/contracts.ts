/**
 * The one contract check of every test (fixtures, sandbox answers): `expectContract('hot-issue.list', d)`
 * asserts that `d` follows the response contract the key's widget.json names. The contract is found from
 * the key alone (its declaration, in its owner's folder) and compiled once per test file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { expect } from 'vitest';
import { defaultWidgetsDir } from '../../runtime/shared/discoverWidgets.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const compiled = new Map<string, ValidateFunction>();

/** The compiled response contract of an API key. */
export function contractOf(key: string): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    const owner = key.split('.')[0]!;
    const { api } = JSON.parse(readFileSync(join(defaultWidgetsDir, owner, 'widget.json'), 'utf8')) as { api: Record<string, { response?: string }> };
    const response = api[key]?.response;
    if (!response) throw new Error(`widgets/${owner}/widget.json declares no response contract for "${key}"`);
    validate = ajv.compile(JSON.parse(readFileSync(join(defaultWidgetsDir, owner, response), 'utf8')) as object);
    compiled.set(key, validate);
  }
  return validate;
}

/** Asserts that `data` (an envelope's `d`) follows the key's response contract, naming what does not. */
export function expectContract(key: string, data: unknown): void {
  const validate = contractOf(key);
  expect(validate(data), `${key}: ${JSON.stringify(validate.errors, null, 2)}`).toBe(true);
}
