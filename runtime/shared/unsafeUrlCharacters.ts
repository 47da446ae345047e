/**
 * Control characters and every kind of whitespace: URL parsers disagree on them (`java\nscript:`,
 * `/\t/evil.example`), so a redirect target or page URL holding one is refused outright. One class for
 * the browser and the sandbox.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are what gets refused
export const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;
