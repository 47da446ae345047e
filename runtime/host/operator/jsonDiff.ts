/**
 * A structural diff of two JSON values by JSON pointer, for the console's history view: what changed,
 * where, from what to what. Objects are compared key by key (the old keys in their order, then the new
 * ones), arrays index by index; a value that changes kind is one change at its path.
 */
import { escapePointer } from '../manifest/manifestSchemas.ts';

export interface JsonChange {
  /** JSON pointer; `""` for the root. */
  path: string;
  /** Absent when the path was added. */
  before?: unknown;
  /** Absent when the path was removed. */
  after?: unknown;
}

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

export function diffJson(before: unknown, after: unknown): JsonChange[] {
  const changes: JsonChange[] = [];
  // Explicit stack (reversed pushes keep document order): inputs are depth-limited, but a diff should not depend on that.
  const stack: Array<{ path: string; a: unknown; b: unknown }> = [{ path: '', a: before, b: after }];
  while (stack.length) {
    const { path, a, b } = stack.pop()!;
    const kind = kindOf(a);
    if (kind !== kindOf(b)) {
      changes.push({ path, before: a, after: b });
      continue;
    }
    if (kind === 'array') {
      const x = a as unknown[];
      const y = b as unknown[];
      const next: typeof stack = [];
      for (let i = 0; i < Math.max(x.length, y.length); i++) {
        const at = `${path}/${i}`;
        if (i >= y.length) next.push({ path: at, a: x[i], b: undefined });
        else if (i >= x.length) next.push({ path: at, a: undefined, b: y[i] });
        else next.push({ path: at, a: x[i], b: y[i] });
      }
      stack.push(...next.reverse());
    } else if (kind === 'object') {
      const x = a as Record<string, unknown>;
      const y = b as Record<string, unknown>;
      const keys = [...Object.keys(x), ...Object.keys(y).filter((k) => !Object.hasOwn(x, k))];
      stack.push(...keys.map((k) => ({ path: `${path}/${escapePointer(k)}`, a: Object.hasOwn(x, k) ? x[k] : undefined, b: Object.hasOwn(y, k) ? y[k] : undefined })).reverse());
    } else if (kind === 'undefined') {
      // both absent: nothing
    } else if (a !== b) {
      changes.push({ path, before: a, after: b });
    }
  }
  // Added and removed members: undefined on one side means "absent", and JSON has no undefined.
  return changes.map((c) => {
    const out: JsonChange = { path: c.path };
    if (c.before !== undefined) out.before = c.before;
    if (c.after !== undefined) out.after = c.after;
    return out;
  });
}
