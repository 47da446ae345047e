/**
 * A field's `pattern`, as a matcher the whole text must match, or undefined when it cannot be used. A
 * pattern is data from an operator or a school's backend, and the server tests every submission with it,
 * so it runs on RE2 (re2js, a port of RE2 to JavaScript): matching takes time linear in the text whatever
 * the pattern, where a backtracking engine hangs the whole host on `((a+))+` or `(a|a)*` and a crafted
 * answer of thirty characters. What RE2 cannot run in linear time it does not accept: back-references
 * (`\1`) and look-arounds (`(?=…)`) make the pattern unusable, and definitionProblems says so.
 *
 * Patterns are written as JavaScript's (what a school's old portal had): `\uXXXX` and `\u{…}` escapes and
 * `\p{Script=Han}` are read as RE2's `\x{…}` and `\p{Han}`. Anchored here, so `\d{6}` means the whole text.
 */
import { RE2JS } from 're2js';

export interface PatternMatcher {
  test(text: string): boolean;
}

const MAX_PATTERN_LENGTH = 200;
const cache = new Map<string, PatternMatcher | undefined>();

/** JavaScript's spellings of a code point and of a script, in RE2's. */
function asRe2(source: string): string {
  return source
    .replace(/(?<!\\)((?:\\\\)*)\\u\{([0-9A-Fa-f]{1,6})\}/g, '$1\\x{$2}')
    .replace(/(?<!\\)((?:\\\\)*)\\u([0-9A-Fa-f]{4})/g, '$1\\x{$2}')
    .replace(/\\([pP])\{(?:Script|sc|Script_Extensions|scx)=([A-Za-z_]+)\}/g, '\\$1{$2}');
}

export function safePattern(source: string): PatternMatcher | undefined {
  if (cache.has(source)) return cache.get(source);
  let matcher: PatternMatcher | undefined;
  if (source.length <= MAX_PATTERN_LENGTH) {
    try {
      const compiled = RE2JS.compile(`^(?:${asRe2(source)})$`);
      matcher = { test: (text) => compiled.matches(text) };
    } catch {
      matcher = undefined;
    }
  }
  if (cache.size > 500) cache.clear();
  cache.set(source, matcher);
  return matcher;
}
