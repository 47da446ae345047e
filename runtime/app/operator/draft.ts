/**
 * The console's draft, pure: the operator edits *effective* values (what the portal will use: the base
 * the site extends, merged with the site's own file, with the schema's defaults), and each edit writes
 * only the difference into the authored manifest. A value equal to what the site would inherit anyway is
 * removed from the file rather than repeated, so a school's manifest stays "only what differs".
 *
 * The edits are also kept as a list, so a draft made on an older version can be applied again on the
 * newest one (after a conflict) without losing anything.
 */
import type { SiteManifest } from '../../shared/generated/siteManifest.ts';
import { diffJson } from '../../shared/jsonDiff.ts';
import { schemaDefault } from './schemaDefaults.ts';

/** A field path as a JSON pointer, as problems and diffs name fields. */
export { toPointer } from '../../shared/jsonDiff.ts';

/** A path into a manifest as plain segments (not JSON-pointer escaped). */
export type FieldPath = readonly string[];

/** One change the operator made: this field should now be `value` (undefined: take what is inherited). */
export interface Edit {
  path: FieldPath;
  value: unknown;
}

export type Json = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
  }
  return false;
}

/**
 * The same merge the host applies to `extends` (runtime/host/manifest/resolveManifest.ts
 * `mergeManifests`): objects key by key, arrays and values of the child replace the base's. Repeated
 * here because the host's module brings ajv, which stays out of the browser.
 */
export function mergeManifests(base: Json, child: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(child)) {
    const prior = out[key];
    out[key] = isPlainObject(prior) && isPlainObject(value) ? mergeManifests(prior, value) : structuredClone(value);
  }
  return out;
}

export function valueAt(source: unknown, path: FieldPath): unknown {
  let node = source;
  for (const segment of path) {
    if (!isPlainObject(node) || !Object.hasOwn(node, segment)) return undefined;
    node = node[segment];
  }
  return node;
}

/** The manifest the portal would use: base merged with the authored file (the schema's defaults aside). */
export function effectiveManifest(authored: SiteManifest, base: Json | null): Json {
  return mergeManifests(base ?? {}, authored as unknown as Json);
}

/** What the field would be if the site's file left it out: the base's value, else the schema's default. */
export function inheritedAt(base: Json | null, path: FieldPath): unknown {
  const fromBase = valueAt(base, path);
  return fromBase !== undefined ? structuredClone(fromBase) : schemaDefault(path);
}

/** The field's effective value: the site's own, else the inherited one. */
export function effectiveAt(authored: SiteManifest, base: Json | null, path: FieldPath): unknown {
  const own = valueAt(authored, path);
  const inherited = inheritedAt(base, path);
  if (isPlainObject(own) && isPlainObject(inherited)) return mergeManifests(inherited, own);
  return own !== undefined ? own : inherited;
}

/**
 * Applies one edit to the authored manifest, given the base it extends; returns a new manifest.
 * A value equal to the inherited one (or `undefined`) removes the field from the file; objects left
 * empty are removed too where leaving them out means the same (the base or the schema has them).
 */
export function applyEdit(authored: SiteManifest, base: Json | null, edit: Edit): SiteManifest {
  const next = structuredClone(authored) as unknown as Json;
  const { path, value } = edit;
  if (path.length === 0) throw new Error('an edit needs a field path');
  // No manifest field has these names; through them an edit would reach Object.prototype (a kept draft is data).
  if (path.some((segment) => segment === '__proto__' || segment === 'prototype' || segment === 'constructor')) return authored;
  if (value === undefined || deepEqual(value, inheritedAt(base, path))) {
    removeAt(next, path, base);
  } else {
    let node = next;
    for (const segment of path.slice(0, -1)) {
      if (!isPlainObject(node[segment])) node[segment] = {};
      node = node[segment] as Json;
    }
    node[path[path.length - 1]!] = structuredClone(value);
  }
  return next as unknown as SiteManifest;
}

function removeAt(root: Json, path: FieldPath, base: Json | null): void {
  const parents: Json[] = [];
  let node: unknown = root;
  for (const segment of path.slice(0, -1)) {
    if (!isPlainObject(node) || !isPlainObject(node[segment])) return;
    parents.push(node);
    node = node[segment];
  }
  if (!isPlainObject(node)) return;
  delete node[path[path.length - 1]!];
  // Walk back up, dropping objects that became empty when leaving them out changes nothing.
  for (let depth = path.length - 1; depth > 0; depth--) {
    const objectPath = path.slice(0, depth);
    const object = valueAt(root, objectPath);
    if (!isPlainObject(object) || Object.keys(object).length > 0) return;
    if (inheritedAt(base, objectPath) === undefined) return; // e.g. a new app: `{}` would still mean something
    delete parents[depth - 1]![path[depth - 1]!];
  }
}

/** Applies edits in order. */
export function applyEdits(authored: SiteManifest, base: Json | null, edits: readonly Edit[]): SiteManifest {
  return edits.reduce((manifest, edit) => applyEdit(manifest, base, edit), authored);
}

const samePath = (a: FieldPath, b: FieldPath) => a.length === b.length && a.every((s, i) => s === b[i]);
const isUnder = (path: FieldPath, prefix: FieldPath) => path.length > prefix.length && prefix.every((s, i) => s === path[i]);

/**
 * Adds an edit to the list: it replaces earlier edits of the same field (and of fields inside it),
 * and is dropped when it only brings the field back to its published value — so re-applying the list on
 * a newer version never undoes someone else's change to a field this operator left as it was.
 */
export function recordEdit(edits: readonly Edit[], edit: Edit, published: SiteManifest, base: Json | null): Edit[] {
  const kept = edits.filter((e) => !samePath(e.path, edit.path) && !isUnder(e.path, edit.path));
  const publishedValue = effectiveAt(published, base, edit.path);
  const value = edit.value === undefined ? inheritedAt(base, edit.path) : edit.value;
  if (deepEqual(value, publishedValue)) return kept;
  return [...kept, { path: [...edit.path], value: structuredClone(edit.value) }];
}

/** How many changes the draft makes to the published file: the rows of its diff (runtime/shared/jsonDiff.ts), as the host lists them. */
export function countChanges(published: SiteManifest, draft: SiteManifest): number {
  return diffJson(published, draft).length;
}
