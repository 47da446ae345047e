/**
 * A new JSON value written into the text of the old one with the fewest changes, so a manifest saved
 * from the console stays the file the school wrote (§8): what did not change keeps its bytes —
 * key order, indentation, one-line objects, escapes and the end of the file — and only the changed
 * members are written, in the style of their neighbours (prettier's, which `npm test` checks: objects
 * opened over several lines, arrays on one line while they fit).
 *
 * Objects are matched key by key (kept keys in the file's order, new ones after them); arrays item by
 * item along their longest common run, so removing one entry of a list touches only its line, and an
 * item edited in place keeps its own formatting.
 */

/** Prettier's printWidth (.prettierrc): the width a new array is kept on one line within. */
const printWidth = 160;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** `clean`: no key repeated in it or under it (a repeated key is dropped even where nothing changed: JSON.parse never read it). */
type Node =
  | { kind: 'scalar'; start: number; end: number; value: Json; clean: true }
  | { kind: 'array'; start: number; end: number; value: Json[]; items: Node[]; clean: boolean }
  | { kind: 'object'; start: number; end: number; value: { [key: string]: Json }; members: Member[]; clean: boolean };

interface Member {
  key: string;
  /** Where the member's key starts; it ends with its value. */
  start: number;
  /** The key as written, with the colon and spaces up to the value (`"news": `). */
  head: string;
  value: Node;
}

/**
 * `text` (a JSON document) edited so that it parses to `next`; undefined when `text` is not JSON this
 * can edit (then the caller writes `next` whole). Untouched parts of `text` stay byte for byte.
 */
export function editJsonText(text: string, next: unknown): string | undefined {
  let root: Node;
  try {
    root = new Parser(text).document();
  } catch {
    return undefined;
  }
  const unit = indentUnit(text);
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const edited = render(text, root, next as Json, { indent: lineIndent(text, root.start), unit, newline, inline: false, column: column(text, root.start) });
  const out = text.slice(0, root.start) + edited + text.slice(root.end);
  // Checked, not trusted: a text that does not read back as `next` is never written.
  try {
    return sameJson(JSON.parse(out.replace(/^\uFEFF/, '')), next) ? out : undefined;
  } catch {
    return undefined;
  }
}

/** Where a fresh value goes: the indentation of its line, the file's step of indentation and line ending, whether its container is on one line, and its column. */
interface Place {
  indent: string;
  unit: string;
  newline: string;
  inline: boolean;
  column: number;
}

function render(text: string, node: Node, next: Json, place: Place): string {
  if (node.clean && sameJson(node.value, next)) return text.slice(node.start, node.end);
  if (node.kind === 'object' && isObject(next) && node.members.length > 0 && Object.keys(next).length > 0) return renderObject(text, node, next, place);
  if (node.kind === 'array' && Array.isArray(next) && node.items.length > 0 && next.length > 0) return renderArray(text, node, next, place);
  return fresh(next, place);
}

/** A container's children in their new order: an original child (by index) re-rendered, or new text. */
type Child = { from?: number; text: string };

function renderObject(text: string, node: Extract<Node, { kind: 'object' }>, next: { [key: string]: Json }, place: Place): string {
  const layout = layoutOf(
    text,
    node,
    node.members.map((m) => ({ start: m.start, end: m.value.end })),
    node.members.map((m) => m.value),
    place,
  );
  // JSON.parse keeps the last of repeated keys: that member is the one kept.
  const lastOf = new Map(node.members.map((m, i) => [m.key, i]));
  const children: Child[] = [];
  node.members.forEach((member, i) => {
    if (lastOf.get(member.key) !== i || !Object.hasOwn(next, member.key)) return;
    const valuePlace = { ...layout.childPlace, column: column(text, member.value.start) };
    children.push({ from: i, text: member.head + render(text, member.value, next[member.key]!, valuePlace) });
  });
  const colon = node.members[0]!.head.slice(node.members[0]!.head.lastIndexOf('"') + 1) || ': ';
  for (const key of Object.keys(next)) {
    if (lastOf.has(key)) continue;
    const head = JSON.stringify(key) + colon;
    children.push({ text: head + freshChild(next[key]!, { ...layout.childPlace, column: layout.childPlace.column + head.length }, layout) });
  }
  return join('{', '}', children, layout);
}

function renderArray(text: string, node: Extract<Node, { kind: 'array' }>, next: Json[], place: Place): string {
  const layout = layoutOf(text, node, node.items, node.items, place);
  const pairs = alignItems(node.items, next);
  const children: Child[] = pairs.map(([from, to]) =>
    from === undefined
      ? { text: freshChild(next[to]!, layout.childPlace, layout) }
      : { from, text: render(text, node.items[from]!, next[to]!, { ...layout.childPlace, column: column(text, node.items[from]!.start) }) },
  );
  const out = join('[', ']', children, layout);
  // A one-line array that outgrew the line is opened up, as prettier would.
  if (layout.inline && !out.includes('\n') && place.column + out.length > printWidth) return fresh(next, { ...place, inline: false });
  return out;
}

interface Layout {
  inline: boolean;
  /** Text between the opening bracket and the first child, and between the last child and the closing one. */
  leading: string;
  trailing: string;
  /** `separators[i]` is the text between original children i and i + 1. */
  separators: string[];
  /** Between two children that were not neighbours: as the file separates them elsewhere. */
  separator: string;
  childPlace: Place;
  /** The last object or list among the children is on one line: a new one is too, while it fits. */
  compactChildren: boolean;
}

function layoutOf(text: string, { start, end }: Node, children: ReadonlyArray<{ start: number; end: number }>, values: readonly Node[], place: Place): Layout {
  const first = children[0]!;
  const last = children[children.length - 1]!;
  const leading = text.slice(start + 1, first.start);
  const inline = !text.slice(start, end).includes('\n');
  const separators = children.slice(1).map((child, i) => text.slice(children[i]!.end, child.start));
  // A child's indentation: as the first child's line, or another's when the first shares the bracket's line.
  const broken = [leading, ...separators].find((gap) => gap.includes('\n'));
  const indent = inline ? place.indent : broken !== undefined ? broken.slice(broken.lastIndexOf('\n') + 1) : place.indent + place.unit;
  return {
    inline,
    leading,
    trailing: text.slice(last.end, end - 1),
    separators,
    separator: separators.at(-1) ?? (inline ? ', ' : `,${leading}`),
    childPlace: { ...place, indent, inline, column: inline ? place.column + 1 : indent.length },
    compactChildren: isOneLine(text, values),
  };
}

/** Whether the last object or list among `values` is written on one line. */
function isOneLine(text: string, values: readonly Node[]): boolean {
  const last = [...values].reverse().find((value) => value.kind !== 'scalar');
  return last !== undefined && !text.slice(last.start, last.end).includes('\n');
}

/** A new child in the layout of its siblings. */
function freshChild(value: Json, place: Place, layout: Layout): string {
  if (layout.compactChildren && !place.inline) {
    const line = fresh(value, { ...place, inline: true });
    if (place.column + line.length < printWidth) return line;
  }
  return fresh(value, place);
}

function join(open: string, close: string, children: Child[], layout: Layout): string {
  if (children.length === 0) return open + close;
  let out = open + layout.leading;
  children.forEach((child, i) => {
    if (i > 0) {
      const before = children[i - 1]!.from;
      out += before !== undefined && child.from === before + 1 ? layout.separators[before]! : layout.separator;
    }
    out += child.text;
  });
  return out + layout.trailing + close;
}

/** The most cells the longest-common-subsequence table of one list may have: a 1000 × 1000 list edit, far beyond a real manifest's. */
const maxAlignmentCells = 1_000_000;

/**
 * Pairs old items with new ones: the equal items at both ends first, then, between them, equal items along
 * their longest common subsequence; between two such anchors, the rest in order (an item edited in place is
 * re-rendered in its own style). Unpaired new items are `[undefined, index]`; unpaired old ones are dropped.
 * The subsequence costs old × new steps: a middle larger than {@link maxAlignmentCells} is paired in order.
 */
function alignItems(old: readonly Node[], next: readonly Json[]): Array<[number | undefined, number]> {
  let head = 0;
  while (head < old.length && head < next.length && sameJson(old[head]!.value, next[head]!)) head++;
  let tail = 0;
  while (tail < old.length - head && tail < next.length - head && sameJson(old[old.length - 1 - tail]!.value, next[next.length - 1 - tail]!)) tail++;
  const n = old.length - head - tail;
  const m = next.length - head - tail;
  const pairs: Array<[number | undefined, number]> = [];
  for (let k = 0; k < head; k++) pairs.push([k, k]);
  const middle = (n + 1) * (m + 1) <= maxAlignmentCells ? alignMiddle(old, next, head, n, m) : inOrder(head, n, m);
  for (const pair of middle) pairs.push(pair);
  for (let k = tail; k > 0; k--) pairs.push([old.length - k, next.length - k]);
  return pairs;
}

/** Old items `head…head+n` and new ones `head…head+m` paired position by position; the new ones beyond, unpaired. */
function inOrder(head: number, n: number, m: number): Array<[number | undefined, number]> {
  return Array.from({ length: m }, (_, k): [number | undefined, number] => [k < n ? head + k : undefined, head + k]);
}

/** The longest-common-subsequence pairing of old items `head…head+n` with new ones `head…head+m`. */
function alignMiddle(old: readonly Node[], next: readonly Json[], head: number, n: number, m: number): Array<[number | undefined, number]> {
  const same = (i: number, j: number) => sameJson(old[head + i]!.value, next[head + j]!);
  // lengths[i][j]: the longest common run of the middle's old[i..] and next[j..].
  const lengths = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i]![j] = same(i, j) ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const pairs: Array<[number | undefined, number]> = [];
  let i = 0;
  let j = 0;
  const unmatchedOld: number[] = [];
  const unmatchedNew: number[] = [];
  const flush = () => {
    unmatchedNew.forEach((to, k) => pairs.push([unmatchedOld[k] === undefined ? undefined : head + unmatchedOld[k]!, head + to]));
    unmatchedOld.length = 0;
    unmatchedNew.length = 0;
  };
  while (i < n || j < m) {
    if (i < n && j < m && same(i, j) && lengths[i]![j] === lengths[i + 1]![j + 1]! + 1) {
      flush();
      pairs.push([head + i++, head + j++]);
    } else if (j >= m || (i < n && lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      unmatchedOld.push(i++);
    } else {
      unmatchedNew.push(j++);
    }
  }
  flush();
  return pairs;
}

/** A value written new, in the file's style: objects over several lines, arrays on one line while they fit. */
function fresh(value: Json, place: Place): string {
  if (!value || typeof value !== 'object') return JSON.stringify(value);
  const entries: Array<[string | undefined, Json]> = Array.isArray(value) ? value.map((v) => [undefined, v]) : Object.entries(value);
  if (entries.length === 0) return Array.isArray(value) ? '[]' : '{}';
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  const oneLine = (): string => {
    const parts = entries.map(([key, v]) => (key === undefined ? '' : `${JSON.stringify(key)}: `) + fresh(v, { ...place, inline: true }));
    return Array.isArray(value) ? `[${parts.join(', ')}]` : `{ ${parts.join(', ')} }`;
  };
  if (place.inline) return oneLine();
  if (Array.isArray(value)) {
    const line = oneLine();
    if (!line.includes('\n') && place.column + line.length < printWidth) return line;
  }
  const indent = place.indent + place.unit;
  const lines = entries.map(([key, v]) => {
    const head = key === undefined ? '' : `${JSON.stringify(key)}: `;
    return indent + head + fresh(v, { ...place, indent, inline: false, column: indent.length + head.length });
  });
  return `${open}${place.newline}${lines.join(`,${place.newline}`)}${place.newline}${place.indent}${close}`;
}

const isObject = (value: unknown): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as JSON (key order aside: a file keeps its own order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
}

/** The file's step of indentation: the first indented line's, else two spaces. */
function indentUnit(text: string): string {
  return /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
}

function lineIndent(text: string, at: number): string {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, at))![0];
}

const column = (text: string, at: number) => at - (text.lastIndexOf('\n', at - 1) + 1);

/** JSON with every value's position. Strict (RFC 8259); a leading byte-order mark counts as space. */
class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  document(): Node {
    this.space();
    const root = this.value(0);
    this.space();
    if (this.at !== this.text.length) throw new SyntaxError(`unexpected text at ${this.at}`);
    return root;
  }

  private space(): void {
    while (this.at < this.text.length && ' \t\n\r\uFEFF'.includes(this.text[this.at]!)) this.at++;
  }

  private expect(char: string): void {
    if (this.text[this.at] !== char) throw new SyntaxError(`expected ${char} at ${this.at}`);
    this.at++;
  }

  private value(depth: number): Node {
    // The host refuses manifests deeper than 32 levels; a file on disk is trusted only this far.
    if (depth > 256) throw new SyntaxError('too deep');
    const start = this.at;
    const char = this.text[this.at];
    if (char === '{') return this.object(start, depth);
    if (char === '[') return this.array(start, depth);
    if (char === '"') return { kind: 'scalar', start, end: this.string(), value: JSON.parse(this.text.slice(start, this.at)) as string, clean: true };
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(this.text.slice(this.at, this.at + 400));
    if (!literal) throw new SyntaxError(`unexpected ${char ?? 'end'} at ${this.at}`);
    this.at += literal[0].length;
    return { kind: 'scalar', start, end: this.at, value: JSON.parse(literal[0]) as Json, clean: true };
  }

  /** Skips a string; answers where it ends. */
  private string(): number {
    this.expect('"');
    while (this.at < this.text.length && this.text[this.at] !== '"') this.at += this.text[this.at] === '\\' ? 2 : 1;
    this.expect('"');
    return this.at;
  }

  private object(start: number, depth: number): Node {
    this.expect('{');
    const members: Member[] = [];
    const value: { [key: string]: Json } = {};
    this.space();
    if (this.text[this.at] === '}') this.at++;
    else {
      for (;;) {
        const keyStart = this.at;
        const key = JSON.parse(this.text.slice(keyStart, this.string())) as string;
        this.space();
        this.expect(':');
        this.space();
        const head = this.text.slice(keyStart, this.at);
        const member = this.value(depth + 1);
        members.push({ key, start: keyStart, head, value: member });
        // As JSON.parse: an own property even for "__proto__" (the host refuses such keys before this).
        Object.defineProperty(value, key, { value: member.value, enumerable: true, writable: true, configurable: true });
        this.space();
        if (this.text[this.at] === ',') {
          this.at++;
          this.space();
          continue;
        }
        this.expect('}');
        break;
      }
    }
    const clean = new Set(members.map((m) => m.key)).size === members.length && members.every((m) => m.value.clean);
    return { kind: 'object', start, end: this.at, value, members, clean };
  }

  private array(start: number, depth: number): Node {
    this.expect('[');
    const items: Node[] = [];
    this.space();
    if (this.text[this.at] === ']') this.at++;
    else {
      for (;;) {
        items.push(this.value(depth + 1));
        this.space();
        if (this.text[this.at] === ',') {
          this.at++;
          this.space();
          continue;
        }
        this.expect(']');
        break;
      }
    }
    return { kind: 'array', start, end: this.at, value: items.map((item) => item.value), items, clean: items.every((item) => item.clean) };
  }
}
