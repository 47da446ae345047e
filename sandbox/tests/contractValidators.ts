/** Compiles a widget's response contract for the sandbox tests (`widgets/<id>/contracts/<key>.schema.json`). */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { expect } from 'vitest';

export function contract(widget: string, key: string): (data: unknown) => void {
  const schema = JSON.parse(readFileSync(new URL(`../../widgets/${widget}/contracts/${key}.schema.json`, import.meta.url), 'utf8')) as object;
  const validate: ValidateFunction = new Ajv2020({ strict: false, allErrors: true }).compile(schema);
  return (data) => expect(validate(data), JSON.stringify(validate.errors, null, 2)).toBe(true);
}
