// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HOSTILE_HTML_FRAGMENTS } from '../../../runtime/app/testing/index.ts';
import { cleanRichHtml as cleanWith, richTextIsEmpty, richTextReady, safeLink as safeLinkWith } from '../pages/cleanRichText.ts';

const richText = await richTextReady;
const cleanRichHtml = (html: string) => cleanWith(richText, html);
const safeLink = (raw: string) => safeLinkWith(richText, raw);

describe("the composer's cleaning", () => {
  it('keeps bold, lists, links and paragraphs; turns the editor’s divs and b/i into p, strong, em; unwraps the rest', () => {
    expect(cleanRichHtml('<div>一<b>二</b><i>三</i></div><ul><li><span style="color:red">四</span></li></ul><a href="https://www.demo.edu.cn/">五</a>')).toBe(
      '<p>一<strong>二</strong><em>三</em></p><ul><li>四</li></ul><a href="https://www.demo.edu.cn/" target="_blank" rel="noopener noreferrer">五</a>',
    );
  });

  it.each(HOSTILE_HTML_FRAGMENTS)('defuses %s', (fragment) => {
    const clean = cleanRichHtml(`<p>前${fragment}后</p>`);
    expect(clean).not.toMatch(/<(script|img|svg|iframe|style|object|form|button|details|base|meta|math|noscript)\b/i);
    expect(clean).not.toMatch(/\son\w+\s*=|javascript:/i);
  });

  it('accepts only http(s) and mailto links', () => {
    expect(safeLink('https://a.example/x')).toBe('https://a.example/x');
    expect(safeLink('mailto:x@a.example')).toBe('mailto:x@a.example');
    for (const bad of ['javascript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,x', '//evil.example', '/relative', 'https://'])
      expect(safeLink(bad), bad).toBeUndefined();
  });

  it('knows a text with nothing to read', () => {
    expect(richTextIsEmpty('<p> </p><br>')).toBe(true);
    expect(richTextIsEmpty('<p>有内容</p>')).toBe(false);
  });
});
