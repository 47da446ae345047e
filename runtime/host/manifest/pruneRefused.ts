/**
 * A manifest that breaks its schema in one place is still checked everywhere else (item 4:
 * every problem in one run). The schema's errors are reported; then the parts they point at are taken
 * out, so the widget, app, route and label checks run on what is left without tripping over a value of
 * the wrong type, and skip only what was taken out.
 */
import type { ErrorObject } from 'ajv';
import { escapePointer } from './manifestSchemas.ts';

/**
 * Removes, in place, the object property each schema error points at: an unknown field, a value of the
 * wrong type or form, an object missing a required field (a route without `page` goes as a whole).
 * Array items stay where they are, so the positions later problems name stay right; whoever reads an
 * array skips the items named in the answer.
 *
 * @returns the JSON pointers of the refused parts, outermost only (the entries of a list refused whole are
 *   not named one by one). `''` means the document itself was refused (not an object).
 */
export function pruneRefused(document: unknown, errors: readonly ErrorObject[] | null | undefined): string[] {
  const pointers = new Set<string>();
  for (const error of errors ?? []) {
    const pointer = refusedPointer(error);
    if (pointer !== undefined) pointers.add(pointer);
  }
  // Shortest first, so a part inside one already refused is seen as such: linear in the errors, which
  // can be as many as a body's entries (a list of 100,000 numbers), never their square.
  const refused = new Set<string>();
  for (const pointer of [...pointers].sort((a, b) => a.length - b.length)) {
    if (isRefused(refused, pointer)) continue;
    refused.add(pointer);
    removeAt(document, pointer);
  }
  return [...refused];
}

/** Whether `pointer` is a refused part or inside one: a look-up per segment of `pointer`, whatever the number of parts. */
export function isRefused(refused: ReadonlySet<string>, pointer: string): boolean {
  if (!refused.size) return false;
  if (refused.has('')) return true;
  for (let slash = pointer.indexOf('/', 1); slash !== -1; slash = pointer.indexOf('/', slash + 1)) {
    if (refused.has(pointer.slice(0, slash))) return true;
  }
  return refused.has(pointer);
}

function refusedPointer(error: ErrorObject): string | undefined {
  const at = error.instancePath;
  if (error.keyword === 'uniqueItems') return undefined; // a repeated item changes nothing the checks read
  if (error.keyword === 'additionalProperties') return `${at}/${escapePointer((error.params as { additionalProperty: string }).additionalProperty)}`;
  if (error.propertyName !== undefined) return `${at}/${escapePointer(error.propertyName)}`; // a key of the wrong form
  if (error.keyword === 'propertyNames') return `${at}/${escapePointer((error.params as { propertyName: string }).propertyName)}`;
  // A required field the document itself lacks (`id`) names that field: the document stays checkable.
  if (error.keyword === 'required' && at === '') return `/${escapePointer((error.params as { missingProperty: string }).missingProperty)}`;
  return at;
}

function removeAt(document: unknown, pointer: string): void {
  if (pointer === '') return;
  const segments = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = segments.pop()!;
  let node: unknown = document;
  for (const segment of segments) {
    if ((!isPlainObject(node) && !Array.isArray(node)) || !Object.hasOwn(node, segment)) return;
    node = (node as Record<string, unknown>)[segment];
  }
  if (isPlainObject(node) && Object.hasOwn(node, last)) delete node[last];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
