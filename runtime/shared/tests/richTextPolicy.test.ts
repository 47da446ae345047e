// @vitest-environment jsdom
/** The rich-text policy's own rules: addresses, the one style kept, links, refused images, plain text. */
import { describe, expect, it } from 'vitest';
import { allowedStyle, allowedUrl, createRichTextSanitizer } from '../richTextPolicy.ts';

const richText = createRichTextSanitizer(window);

describe('allowedUrl', () => {
  it('lets links go to http(s), mailto, tel and this site; images to http(s) and this site', () => {
    for (const url of ['https://a.example/x?y=1&z=2', 'http://a.example', 'mailto:x@a.example', 'tel:01060001234', '/site/attach?file=a.pdf'])
      expect(allowedUrl(url, 'link'), url).toBe(url);
    for (const url of ['https://a.example/x.png', '/static/images/a.png']) expect(allowedUrl(url, 'image'), url).toBe(url);
    for (const url of ['mailto:x@a.example', 'tel:1']) expect(allowedUrl(url, 'image'), url).toBeUndefined();
  });

  it('reads an address as a browser does before checking it', () => {
    expect(allowedUrl('  https://a.example/\n', 'link')).toBe('https://a.example/');
    for (const url of [
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:x',
      'data:text/html,x',
      'data:image/png;base64,AAAA',
    ]) {
      expect(allowedUrl(url, 'link'), url).toBeUndefined();
      expect(allowedUrl(url, 'image'), url).toBeUndefined();
    }
  });

  it('refuses what leaves the site from a path, and what has no host', () => {
    for (const url of [
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      'https://',
      'https:///x',
      'https:\\\\evil.example',
      'relative/page.html',
      '#top',
      '?q=1',
    ])
      expect(allowedUrl(url, 'link'), url).toBeUndefined();
  });
});

describe('allowedStyle', () => {
  it('keeps text-align only, normalized; nothing else survives', () => {
    expect(allowedStyle('text-align: Right')).toBe('text-align:right');
    expect(allowedStyle('color:red; text-align:center; position:fixed')).toBe('text-align:center');
    for (const style of ['position:fixed;inset:0', 'text-align:right url(x)', 'background:url(javascript:alert(1))', 'text-align:expression(alert(1))', ''])
      expect(allowedStyle(style), style).toBeUndefined();
  });
});

describe('createRichTextSanitizer', () => {
  it('opens every kept link in a new tab that cannot reach its opener; a refused address leaves a bare <a>', () => {
    expect(richText.sanitize('<a href="/news/detail?id=3" target="_self" rel="opener">站内</a>')).toBe(
      '<a href="/news/detail?id=3" target="_blank" rel="noopener noreferrer">站内</a>',
    );
    expect(richText.sanitize('<a href="javascript:alert(1)" target="_blank">x</a>')).toBe('<a>x</a>');
  });

  it('keeps only the attributes listed for each element', () => {
    expect(richText.sanitize('<p class="x" id="y" title="t" src="/a.png" href="/b">段</p>')).toBe('<p>段</p>');
    expect(richText.sanitize('<td colspan="2" width="9">格</td>')).toBe('格');
    expect(richText.sanitize('<table><tr><td colspan="2" rowspan="3" width="9" style="text-align:center">格</td></tr></table>')).toBe(
      '<table><tbody><tr><td colspan="2" rowspan="3" style="text-align:center">格</td></tr></tbody></table>',
    );
    expect(richText.sanitize('<img src="/a.png" width="120" height="80" alt="图" title="t">')).toBe('<img src="/a.png" width="120" height="80" alt="图">');
  });

  it('drops an image whose address is refused, and unwraps unknown elements keeping their text', () => {
    expect(richText.sanitize('<p>前<img src="//evil.example/x.png">后</p>')).toBe('<p>前后</p>');
    expect(richText.sanitize('<p><span style="color:red">红</span><font size="7">大</font><abbr>中</abbr></p>')).toBe('<p>红大中</p>');
  });

  it('drops code, documents and form controls with their content', () => {
    expect(richText.sanitize('<p>a<script>x</script>b<textarea>c</textarea>d<button>e</button>f<select><option>g</option></select>h</p>')).toBe('<p>abdfh</p>');
  });

  it('parses as the portal’s pages do (no quirks), so its HTML means the same when parsed again', () => {
    expect(richText.sanitize('<p>前<table><tr><td>格</td></tr></table>后</p>')).toBe('<p>前</p><table><tbody><tr><td>格</td></tr></tbody></table>后<p></p>');
    for (const html of ['<p>a<table><tr><td>b</td></tr></table></p>', '<ul><li>一<p>二</ul>', '<a href="/x"><p>块</p></a>', 'a & b > c']) {
      const clean = richText.sanitize(html);
      expect(richText.sanitize(clean), html).toBe(clean);
    }
  });

  it('gives the plain text a reader sees: one space between blocks, cells and lines', () => {
    expect(
      richText.plainText('<h3>标题</h3><p>一<br>二</p><ul><li>三</li><li>四</li></ul><table><tr><td>五</td><td>六</td></tr></table><script>x</script>'),
    ).toBe('标题 一 二 三 四 五 六');
    expect(richText.plainText('<p> &nbsp;</p><br><img src="/a.png">')).toBe('');
  });
});
