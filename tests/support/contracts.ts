/**
 * The one contract check of every test (fixtures, sandbox answers): `expectContract('hot-issue.list', d)`
 * asserts that `d` follows the response contract the key's widget.json names. The contract is found from
 * the key alone (its declaration, read by apiDeclarations) and compiled once per test file.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { expect } from 'vitest';
import { apiDeclarations } from '../../runtime/shared/apiDeclarations.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const compiled = new Map<string, ValidateFunction>();

/** The compiled response contract of an API key. */
export function contractOf(key: string): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    const declared = apiDeclarations().get(key);
    if (!declared?.response) throw new Error(`no widget.json declares a response contract for "${key}"`);
    validate = ajv.compile(JSON.parse(readFileSync(declared.response, 'utf8')) as object);
    compiled.set(key, validate);
  }
  return validate;
}

/** Asserts that `data` (an envelope's `d`) follows the key's response contract, naming what does not. */
export function expectContract(key: string, data: unknown): void {
  const validate = contractOf(key);
  expect(validate(data), `${key}: ${JSON.stringify(validate.errors, null, 2)}`).toBe(true);
}
