/**
 * The widgets' response contracts (widgets/<id>/contracts/<key>.schema.json) for the sandbox's contract
 * tests, compiled once each: `expectContract('topic-board', 'topic-board.list', d)`, or `contractOf(…)` for a
 * checker to keep, or `widgetContract(…)` + `expectValid(…)` for the compiled function itself.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { expect } from 'vitest';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const compiled = new Map<string, ValidateFunction>();

/** The compiled contract in `widgets/<widget>/contracts/<file>` (file name with `.schema.json`). */
export function widgetContract(widget: string, file: string): ValidateFunction {
  const path = `../../widgets/${widget}/contracts/${file}`;
  let validate = compiled.get(path);
  if (!validate) {
    validate = ajv.compile(JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as object);
    compiled.set(path, validate);
  }
  return validate;
}

export function expectValid(validate: ValidateFunction, data: unknown, label = ''): void {
  expect(validate(data), `${label}${JSON.stringify(validate.errors, null, 2)}`).toBe(true);
}

/** Asserts that `data` follows the contract of API key `key` of `widget`. */
export function expectContract(widget: string, key: string, data: unknown): void {
  expectValid(widgetContract(widget, `${key}.schema.json`), data, `${key}: `);
}

/** A checker for one key, for tests that check many answers against it. */
export const contractOf = (widget: string, key: string) => (data: unknown) => expectContract(widget, key, data);
