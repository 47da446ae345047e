/**
 * The manifest schemas compiled for Node (host, validator, operator saves). The browser uses the same
 * schemas precompiled into standalone code (runtime/app/manifest/generated), never ajv's compiler.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';

// path.join, not new URL(…, import.meta.url): under jsdom (component tests) URL is jsdom's and loses file:.
const schemasDir = join(dirname(fileURLToPath(import.meta.url)), '../../../schemas/');
export const readSchema = (name: string): Record<string, unknown> => JSON.parse(readFileSync(`${schemasDir}${name}`, 'utf8')) as Record<string, unknown>;

export const siteSchema = readSchema('site.schema.json');
export const resolvedSiteSchema = readSchema('resolved-site.schema.json');
export const widgetSchema = readSchema('widget.schema.json');
export const formSchema = readSchema('form.schema.json');

/** Ajv options shared by Node and the standalone build, so both judge a manifest alike. */
export function createAjv(
  options: { useDefaults?: boolean; verbose?: boolean; code?: { source?: boolean; esm?: boolean; optimize?: boolean } } = {},
  prepare: (schema: Record<string, unknown>) => unknown = (schema) => schema,
) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true, ...options });
  ajv.addSchema(prepare(siteSchema) as object, 'site.schema.json');
  ajv.addSchema(prepare(resolvedSiteSchema) as object, 'resolved-site.schema.json');
  ajv.addSchema(prepare(widgetSchema) as object, 'widget.schema.json');
  ajv.addSchema(prepare(formSchema) as object, 'form.schema.json');
  return ajv;
}

const checking = createAjv();
const defaulting = createAjv({ useDefaults: true });

export const validateAuthored = checking.getSchema('site.schema.json') as ValidateFunction;
export const validateResolvedShape = checking.getSchema('resolved-site.schema.json') as ValidateFunction;
export const validateWidgetMeta = checking.getSchema('widget.schema.json') as ValidateFunction;
/** A form definition, from a backend or an app's props: checked by the server before it is served or used. */
export const validateFormDefinition = checking.getSchema('form.schema.json') as ValidateFunction;
const fillDefaults = defaulting.getSchema('site.schema.json') as ValidateFunction;

/** Defaults live in site.schema.json; this is the one place they are applied. Mutates and returns `manifest`. */
export function applyDefaults<T extends object>(manifest: T): T {
  fillDefaults(manifest);
  return manifest;
}

/** Compiles a widget's props schema (cached by object identity). */
const propsValidators = new WeakMap<object, ValidateFunction>();
export function propsValidator(schema: object): ValidateFunction {
  let validate = propsValidators.get(schema);
  if (!validate) {
    validate = new Ajv2020({ allErrors: true, strict: false, useDefaults: true }).compile(schema);
    propsValidators.set(schema, validate);
  }
  return validate;
}

export { schemaProblems, escapePointer } from '../../shared/schemaProblems.ts';
