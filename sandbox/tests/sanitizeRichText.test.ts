/**
 * The server's sanitizing of published notices: allowed formatting stays; every hostile fragment of the
 * shared corpus loses its script, handlers and dangerous links; text is escaped, never interpreted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { plainText, safeHref, sanitizeRichText } from '../notices/sanitizeRichText.ts';
import { HOSTILE_HTML_FRAGMENTS } from '../seed/hostileFragments.ts';

// jsdom loads on first use: most of a second, several on a busy machine; not inside one test's 5 s.
beforeAll(() => void sanitizeRichText(''), 30_000);

describe('sanitizeRichText', () => {
  it('keeps paragraphs, bold, lists and safe links, normalized', () => {
    expect(sanitizeRichText('<P>通知<B>重要</B></P><ul><li>一</li><li>二</li></ul><a HREF="https://a.example/x?y=1&amp;z=2">链接</a>')).toBe(
      '<p>通知<b>重要</b></p><ul><li>一</li><li>二</li></ul><a href="https://a.example/x?y=1&amp;z=2" target="_blank" rel="noopener noreferrer">链接</a>',
    );
  });

  it.each(HOSTILE_HTML_FRAGMENTS)('defuses %s', (fragment) => {
    const clean = sanitizeRichText(`<p>前${fragment}后</p>`);
    expect(clean).not.toMatch(/<(script|img|svg|iframe|style|object|form|button|details|base|meta|math|noscript)\b/i);
    expect(clean).not.toMatch(/\son\w+\s*=|javascript:|evil\.example\/x\.css/i);
    expect(clean.startsWith('<p>前')).toBe(true);
  });

  it('escapes stray markup characters and closes what was left open', () => {
    expect(sanitizeRichText('a < b > c & d <strong>粗')).toBe('a &lt; b &gt; c &amp; d <strong>粗</strong>');
    // A tag left unterminated at the end is no tag and no text, for every HTML parser (a browser's too).
    expect(sanitizeRichText('<a href="x>"')).toBe('');
    expect(sanitizeRichText('</p>text</li>')).toBe('text');
  });

  it('drops script-like elements with their content', () => {
    expect(sanitizeRichText('<p>a<script>document.cookie</script>b<style>p{}</style>c</p>')).toBe('<p>abc</p>');
    expect(sanitizeRichText('<p>a<script>never closed')).toBe('<p>a</p>');
  });

  it('accepts only http(s), mailto, tel and same-site links', () => {
    expect(safeHref('https://a.example/')).toBe('https://a.example/');
    expect(safeHref('mailto:x@a.example')).toBe('mailto:x@a.example');
    expect(safeHref('tel:01060001234')).toBe('tel:01060001234');
    expect(safeHref('/site/attach?file=all/2026/x.pdf')).toBe('/site/attach?file=all/2026/x.pdf');
    for (const bad of [
      'javascript:alert(1)',
      'java\nscript:alert(1)',
      '&#106;avascript:alert(1)',
      'JaVaScRiPt&colon;alert(1)',
      'data:text/html,x',
      '//evil.example/',
      '/\\evil.example',
    ]) {
      expect(safeHref(bad), bad).toBeUndefined();
    }
  });

  it('gives the plain text of a notice for its summary', () => {
    expect(plainText('<p>第一段</p><p>第二&amp;段 &lt;b&gt;</p><script>x</script>')).toBe('第一段 第二&段 <b>');
  });
});
