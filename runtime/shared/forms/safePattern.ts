/**
 * A field's `pattern`, as a regular expression the whole text must match, or undefined when it cannot be
 * used. A pattern is data from an operator or a school's backend, and the server tests every submission
 * with it: a nested quantifier (`(a+)+`) can take exponential time on a crafted text, so such a pattern is
 * refused (definitionProblems says so) rather than run. Anchored here, so `\d{6}` means the whole text.
 */
const nestedQuantifier = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{?]/;
const backReference = /\\[1-9]/;

const cache = new Map<string, RegExp | undefined>();

export function safePattern(source: string): RegExp | undefined {
  if (cache.has(source)) return cache.get(source);
  let pattern: RegExp | undefined;
  if (source.length <= 200 && !nestedQuantifier.test(source) && !backReference.test(source)) {
    try {
      pattern = new RegExp(`^(?:${source})$`, 'u');
    } catch {
      pattern = undefined;
    }
  }
  if (cache.size > 500) cache.clear();
  cache.set(source, pattern);
  return pattern;
}
