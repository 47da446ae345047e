/** editJsonText: a new value written into the old JSON text, one case per layout it has to keep. */
import { describe, expect, it } from 'vitest';
import { editJsonText } from '../editJsonText.ts';

/** Edits `text` with a change made to its parsed value. */
const edit = (text: string, change: (value: Record<string, unknown>) => void) => {
  const value = JSON.parse(text.replace(/^\uFEFF/, '')) as Record<string, unknown>;
  change(value);
  return editJsonText(text, value);
};

describe('editJsonText keeps what did not change', () => {
  it('gives back the very text when nothing changed: escapes, spacing, line endings, BOM and the end of the file', () => {
    const text = '\uFEFF{ "a" :\t"\\u00e9",\r\n  "b": [1,2 ,3] }  \r\n\r\n';
    expect(edit(text, () => undefined)).toBe(text);
  });

  it('adds a key to a one-line object on its line, and to a multi-line one on a line of its own with the same indentation', () => {
    expect(edit('{ "a": { "x": 1 } }', (v) => ((v.a as Record<string, unknown>).y = 'two'))).toBe('{ "a": { "x": 1, "y": "two" } }');
    expect(edit('{\n\t"a": 1\n}\n', (v) => (v.b = { c: [1, 2] }))).toBe('{\n\t"a": 1,\n\t"b": {\n\t\t"c": [1, 2]\n\t}\n}\n');
  });

  it('removes the first, a middle and the last member with their own separators', () => {
    const text = '{\n  "a": 1,\n  "b": 2,\n  "c": 3,\n  "d": 4\n}';
    expect(edit(text, (v) => delete v.a)).toBe('{\n  "b": 2,\n  "c": 3,\n  "d": 4\n}');
    expect(edit(text, (v) => delete v.b)).toBe('{\n  "a": 1,\n  "c": 3,\n  "d": 4\n}');
    expect(edit(text, (v) => delete v.d)).toBe('{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}');
    expect(edit('{ "a": 1, "b": 2 }', (v) => delete v.a)).toBe('{ "b": 2 }');
  });

  it('keeps the file’s key order when the new value lists the keys in another order', () => {
    expect(editJsonText('{ "b": 1, "a": 2 }', { a: 3, b: 1 })).toBe('{ "b": 1, "a": 3 }');
  });

  it('removes one entry of a list on its own line, and edits an item of a list in its own layout', () => {
    expect(edit('{\n  "l": [\n    "x",\n    "y",\n    "z"\n  ]\n}', (v) => (v.l = ['x', 'z']))).toBe('{\n  "l": [\n    "x",\n    "z"\n  ]\n}');
    const items = '[\n  { "id": 1, "on": true },\n  { "id": 2, "on": true }\n]';
    expect(
      editJsonText(items, [
        { id: 1, on: true },
        { id: 2, on: false },
      ]),
    ).toBe('[\n  { "id": 1, "on": true },\n  { "id": 2, "on": false }\n]');
    expect(editJsonText(items, [{ id: 0 }, { id: 1, on: true }, { id: 2, on: true }])).toBe(
      '[\n  { "id": 0 },\n  { "id": 1, "on": true },\n  { "id": 2, "on": true }\n]',
    );
  });

  it('keeps a one-line list on one line while it fits in 160 columns, and opens it up when it no longer does', () => {
    expect(edit('{ "l": ["a", "b"] }', (v) => (v.l = ['a', 'b', 'c']))).toBe('{ "l": ["a", "b", "c"] }');
    const long = Array.from({ length: 20 }, (_, i) => `module${i}`);
    expect(edit('{\n  "l": ["a"]\n}', (v) => (v.l = long))).toBe(`{\n  "l": [\n${long.map((m) => `    "${m}"`).join(',\n')}\n  ]\n}`);
  });

  it('writes a new object over several lines where its neighbours are, and empty containers as {} and []', () => {
    expect(edit('{\n  "a": {}\n}', (v) => (v.a = { b: { c: 1 } }))).toBe('{\n  "a": {\n    "b": {\n      "c": 1\n    }\n  }\n}');
    expect(edit('{\n  "a": { "x": 1 },\n  "b": [1]\n}', (v) => ((v.a = {}), (v.b = [])))).toBe('{\n  "a": {},\n  "b": []\n}');
  });

  it('writes new lines with the file’s line ending', () => {
    expect(edit('{\r\n  "a": 1\r\n}\r\n', (v) => (v.b = { c: 2 }))).toBe('{\r\n  "a": 1,\r\n  "b": {\r\n    "c": 2\r\n  }\r\n}\r\n');
  });

  it('of a repeated key keeps the last (the one JSON.parse reads) and drops the others, changed or not', () => {
    expect(edit('{ "a": 1, "b": 2, "a": 3 }', (v) => (v.b = 4))).toBe('{ "b": 4, "a": 3 }');
    expect(edit('{\n  "x": { "a": 1, "a": 2 },\n  "y": 1\n}', (v) => (v.y = 2))).toBe('{\n  "x": { "a": 2 },\n  "y": 2\n}');
  });

  it('answers undefined for a text that is not JSON', () => {
    expect(editJsonText('{ "a": 1, }', { a: 2 })).toBeUndefined();
    expect(editJsonText('', { a: 2 })).toBeUndefined();
    expect(editJsonText('{ "a": "\u0001" }', { a: 2 })).toBeUndefined();
  });
});
