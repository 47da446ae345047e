/** A widget's response contracts, compiled for the sandbox's contract tests. */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { expect } from 'vitest';

export function widgetContract(widget: string, file: string): ValidateFunction {
  const url = new URL(`../../widgets/${widget}/contracts/${file}`, import.meta.url);
  return new Ajv2020({ strict: false, allErrors: true }).compile(JSON.parse(readFileSync(url, 'utf8')) as object);
}

export function expectValid(validate: ValidateFunction, data: unknown): void {
  expect(validate(data), JSON.stringify(validate.errors, null, 2)).toBe(true);
}
