/**
 * A structural diff of two JSON values by JSON pointer: what changed, where, from what to what. The
 * operator API answers its `diff` calls with it (runtime/host/operator), and the console counts and
 * lists a draft's changes with it (runtime/app/operator), so both show the same list. Pure: no Node or
 * DOM API, the host and the browser import it alike.
 *
 * Objects are compared key by key (the old keys in their order, then the new ones), arrays index by
 * index; a value that changes kind (say an array becoming an object) is one change at its path.
 */
export interface JsonChange {
  /** JSON pointer (RFC 6901); `""` for the root. */
  path: string;
  /** Absent when the path was added. */
  before?: unknown;
  /** Absent when the path was removed. */
  after?: unknown;
}

// The RFC 6901 escape again (schemaProblems.ts has it too): importing that module here would tie the
// operator console's bundle to the portal's lazily loaded validator chunk, and the portal's entry grows.
const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** A path of plain segments (`['routes', 'news/index']`) as a JSON pointer (`/routes/news~1index`). */
export const toPointer = (segments: readonly string[]) => segments.map((segment) => `/${escapeSegment(segment)}`).join('');

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** Every difference from `before` to `after`, in document order; none between equal values. */
export function diffJson(before: unknown, after: unknown): JsonChange[] {
  const changes: JsonChange[] = [];
  // Explicit stack (reversed pushes keep document order): the host limits a manifest's depth, but a diff should not depend on that.
  const stack: Array<{ path: string; a: unknown; b: unknown }> = [{ path: '', a: before, b: after }];
  while (stack.length) {
    const { path, a, b } = stack.pop()!;
    const kind = kindOf(a);
    if (kind !== kindOf(b)) {
      changes.push({ path, before: a, after: b });
      continue;
    }
    // Children pushed last first, one by one: push(...children) would pass a long list (a body's worth of
    // entries) as arguments and overflow the call stack.
    if (kind === 'array') {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = Math.max(x.length, y.length) - 1; i >= 0; i--) stack.push({ path: `${path}/${i}`, a: x[i], b: y[i] });
    } else if (kind === 'object') {
      const x = a as Record<string, unknown>;
      const y = b as Record<string, unknown>;
      const keys = [...Object.keys(x), ...Object.keys(y).filter((k) => !Object.hasOwn(x, k))];
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i]!;
        stack.push({ path: `${path}/${escapeSegment(k)}`, a: Object.hasOwn(x, k) ? x[k] : undefined, b: Object.hasOwn(y, k) ? y[k] : undefined });
      }
    } else if (kind !== 'undefined' && a !== b) {
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
