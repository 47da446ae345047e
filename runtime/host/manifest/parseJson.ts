/**
 * JSON.parse with the position of a syntax error as line and column, duplicate keys and prototype-polluting keys (`__proto__`, `constructor`, `prototype`) reported
 * (JSON.parse silently keeps the last of two equal keys: two "news/index" routes would hide one).
 */
import type { ManifestProblem } from '../../shared/manifestProblems.ts';

export type ParseResult = { ok: true; value: unknown; problems: ManifestProblem[] } | { ok: false; problems: ManifestProblem[] };

export function parseManifestJson(text: string, file: string): ParseResult {
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value, problems: duplicateKeys(text, file) };
  } catch (error) {
    const detail = (error as Error).message;
    const position = Number(/position (\d+)/.exec(detail)?.[1] ?? NaN);
    const fromLineColumn = /line (\d+) column (\d+)/.exec(detail);
    let line: number | undefined;
    let column: number | undefined;
    if (fromLineColumn) {
      line = Number(fromLineColumn[1]);
      column = Number(fromLineColumn[2]);
    } else if (Number.isFinite(position)) {
      const before = text.slice(0, position).split('\n');
      line = before.length;
      column = before.at(-1)!.length + 1;
    }
    const shortDetail = detail.replace(/ in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)/, '');
    return { ok: false, problems: [{ code: 'json-syntax', file, path: '', params: { detail: shortDetail, ...(line ? { line, column } : {}) } }] };
  }
}

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** Walks the (already valid) JSON text, tracking the pointer of every object, and reports repeated keys. */
function duplicateKeys(text: string, file: string): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  type Frame = { kind: 'object'; keys: Set<string>; path: string; pendingKey?: string } | { kind: 'array'; index: number; path: string };
  const stack: Frame[] = [];
  let i = 0;
  const childPath = () => {
    const top = stack.at(-1);
    if (!top) return '';
    if (top.kind === 'array') return `${top.path}/${top.index}`;
    return `${top.path}/${(top.pendingKey ?? '').replace(/~/g, '~0').replace(/\//g, '~1')}`;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const raw = text.slice(i, j + 1);
      const top = stack.at(-1);
      let k = j + 1;
      while (/\s/.test(text[k] ?? '')) k++;
      if (top?.kind === 'object' && text[k] === ':') {
        const key = JSON.parse(raw) as string;
        if (forbiddenKeys.has(key)) {
          problems.push({
            code: 'schema',
            file,
            path: `${top.path}/${key}`,
            params: { message: `the key "${key}" is not allowed (it could alter objects' prototypes)`, keyword: 'propertyNames' },
          });
        }
        if (top.keys.has(key))
          problems.push({ code: 'duplicate-key', file, path: `${top.path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, params: { key } });
        top.keys.add(key);
        top.pendingKey = key;
      }
      i = j + 1;
      continue;
    }
    if (c === '{' || c === '[') {
      const path = childPath();
      stack.push(c === '{' ? { kind: 'object', keys: new Set(), path } : { kind: 'array', index: 0, path });
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',') {
      const top = stack.at(-1);
      if (top?.kind === 'array') top.index++;
    }
    i++;
  }
  return problems;
}
