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
}
