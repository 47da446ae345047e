/**
 * Hostile rich-text fragments, copied verbatim from tests/corpus/html-payloads.txt (the shared corpus's copy in this repository) (one per
 * line there). The seed pastes them into one notice so the browser's sanitizer meets them in real
 * data, not only in unit tests. A tuple, so the seed can name each one; a sandbox test checks it
 * still matches the corpus file.
 */
export const HOSTILE_HTML_FRAGMENTS = [
  '<img src=x onerror=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">link</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<details open ontoggle=alert(1)>',
  '<img src=x id=location name=location>',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<object data="javascript:alert(1)"></object>',
  '<a href="https://evil.example/" target="_blank">opener</a>',
] as const;
