/**
 * ajv errors → manifest problems with JSON paths and plain words. Shared: the host and the validator use
 * it with ajv's compiled validators, the browser with the standalone one (same error objects).
 */
import type { ErrorObject } from 'ajv';
import type { ManifestProblem, SchemaDetail } from './manifestProblems.ts';

/** Friendlier words for the patterns of site.schema.json's $defs. */
const patternMeanings: Record<string, string> = {
  SafeUrl: 'must be an http(s) URL or a path; javascript:, data: and protocol-relative (//) URLs are refused',
  SiteId: 'must be a site id: 1 to 64 lower-case letters, digits or dashes',
  Color: 'must be a colour such as #1769e0',
  RoutePath: 'must be a path "module/page", letters first, such as "news/index"',
  Key: 'must start with a letter, then letters, digits, "_" or "-"',
};

/** A list or map longer than its schema allows: refused whole (pruneRefused), so its entries are not judged one by one. */
const isOverCap = (error: ErrorObject) => error.keyword === 'maxItems' || error.keyword === 'maxProperties';

/**
 * Turns ajv errors into problems with JSON paths, dropping the noise of failed oneOf branches and of the
 * entries of a list over its cap (130,000 entries are one problem, the cap, not 130,000).
 */
export function schemaProblems(errors: ErrorObject[] | null | undefined, file: string, pathPrefix = ''): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const seen = new Set<string>();
  const overCap = (errors ?? []).filter(isOverCap).map((error) => `${error.instancePath}/`);
  for (const error of errors ?? []) {
    if (error.schemaPath.includes('/oneOf/')) continue;
    if (overCap.length) {
      // An error about a key (its name, or an unknown field) lies inside the object that holds the key.
      const inner = error.propertyName ?? (error.params as { additionalProperty?: string }).additionalProperty;
      const at = inner === undefined ? error.instancePath : `${error.instancePath}/${escapePointer(inner)}`;
      if (overCap.some((container) => at.startsWith(container))) continue;
    }
    let path = pathPrefix + error.instancePath;
    let message = `${error.message ?? 'is invalid'}`;
    let allowed: string[] | undefined;
    // What each language needs to say the same thing in its own words (manifestProblems.ts).
    const detail: SchemaDetail = {};
    const limit = (error.params as { limit?: number }).limit;
    if (typeof limit === 'number') detail.limit = limit;
    if (error.keyword === 'type') detail.type = String((error.params as { type: string }).type);
    if (error.keyword === 'additionalProperties') {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      detail.name = extra;
      path = `${path}/${escapePointer(extra)}`;
      message = `unknown field "${extra}"`;
      // parentSchema is there only with ajv's `verbose` (Node); the browser's lean validator goes without the list.
      const properties = (error.parentSchema as { properties?: object } | undefined)?.properties;
      if (properties) allowed = Object.keys(properties).filter((k) => k !== '$schema');
    } else if (error.keyword === 'enum') {
      allowed = ((error.params as { allowedValues: unknown[] }).allowedValues ?? []).map(String);
      message = 'must be one of the allowed values';
    } else if (error.keyword === 'oneOf') {
      message = 'give either "app" or "widget" (exactly one of them)';
    } else if (error.keyword === 'pattern') {
      const def = /\$defs\/(\w+)\/pattern$/.exec(error.schemaPath)?.[1];
      if (def && patternMeanings[def]) {
        message = patternMeanings[def];
        detail.meaning = def;
      }
    } else if (error.keyword === 'propertyNames') {
      continue; // the pattern error of the name itself says it better
    } else if (isOverCap(error)) {
      message = `${error.keyword === 'maxItems' ? `at most ${limit} items` : `at most ${limit} keys`}; a longer one is refused whole`;
    } else if (error.keyword === 'required') {
      detail.name = (error.params as { missingProperty: string }).missingProperty;
      message = `"${detail.name}" is required`;
    }
    if (error.propertyName !== undefined && error.keyword === 'pattern') {
      path = `${path}/${escapePointer(error.propertyName)}`;
      message = `the key ${message}`;
      detail.key = true;
    }
    const key = `${path}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ code: 'schema', file, path, params: { message, keyword: error.keyword, detail, ...(allowed ? { allowed } : {}) } });
  }
  return problems;
}

/** RFC 6901 escaping of one JSON pointer segment. */
export const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
