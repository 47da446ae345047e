/** The widgets' response contracts for sandbox tests: `expectContract('topic-board', 'topic.list', d)`. */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { expect } from 'vitest';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const compiled = new Map<string, ValidateFunction>();

export function expectContract(widget: string, key: string, data: unknown): void {
  const file = `../../widgets/${widget}/contracts/${key}.schema.json`;
  let validate = compiled.get(file);
  if (!validate) {
    validate = ajv.compile(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as object);
    compiled.set(file, validate);
  }
  expect(validate(data), `${key}: ${JSON.stringify(validate.errors, null, 2)}`).toBe(true);
}
