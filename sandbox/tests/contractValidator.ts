<<<<<<< HEAD
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
=======
/** Compiles a widget's response contract (widgets/<id>/contracts/<key>.schema.json) for the sandbox's contract tests. */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { expect } from 'vitest';

const ajv = new Ajv2020({ strict: false, allErrors: true });

/** A function asserting that `data` follows the contract of `key` in widget `widget`. */
export function contractOf(widget: string, key: string): (data: unknown) => void {
  const schema = JSON.parse(readFileSync(new URL(`../../widgets/${widget}/contracts/${key}.schema.json`, import.meta.url), 'utf8')) as object;
  const validate = ajv.compile(schema);
  return (data) => expect(validate(data), `${key}: ${JSON.stringify(validate.errors, null, 2)}`).toBe(true);
>>>>>>> wave/media
}
