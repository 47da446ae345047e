// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HOSTILE_HTML } from '../../../tests/corpus/hostileHtml.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

function inspect(html: string) {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  const elements = [...host.querySelectorAll('*')];
  return {
    scripts: host.querySelectorAll('script, iframe, object, embed, form, input, button, base, meta, style, link, svg, math, template').length,
    handlers: elements.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name))).length,
    jsUrls: elements.flatMap((el) =>
      [...el.attributes].filter((a) => /^\s*(javascript|vbscript|data):/i.test([...a.value].filter((ch) => ch.charCodeAt(0) > 0x1f).join(''))),
    ).length,
    clobbered: host.querySelectorAll('[id="location"], [name="location"]').length,
    // Only text-align survives in a style: no overlay, no url().
    styles: elements.filter((el) => el.hasAttribute('style') && !/^text-align:(left|right|center|justify)$/.test(el.getAttribute('style')!)).length,
    // Links and images stay on http(s), mailto, tel or this site: no //host.
    offSite: elements.flatMap((el) => [...el.attributes].filter((a) => (a.name === 'href' || a.name === 'src') && /^\s*[/\\]{2}/.test(a.value))).length,
  };
}

describe('rich HTML is sanitized (DOMPurify): hostile corpus', () => {
  it.each(HOSTILE_HTML)('%s → no script, handler or javascript: URL', (payload) => {
    expect(inspect(payload)).toEqual({ scripts: 0, handlers: 0, jsUrls: 0, clobbered: 0, styles: 0, offSite: 0 });
  });

  it('keeps the formatting a news office writes', () => {
    const html = sanitizeHtml(
      '<h3>通知</h3><p>请<strong>全体</strong>同学</p><ul><li>一</li></ul><table><tr><td>时间</td></tr></table><img src="/static/images/news/cover-1.svg" alt="图"><a href="https://www.school.example/a">链接</a>',
    );
    expect(html).toContain('<h3>通知</h3>');
    expect(html).toContain('<strong>全体</strong>');
    expect(html).toContain('<td>时间</td>');
    expect(html).toContain('src="/static/images/news/cover-1.svg"');
    expect(html).toContain('href="https://www.school.example/a"');
  });

  it('an image without a description is marked decorative', () => {
    expect(sanitizeHtml('<img src="/static/images/news/cover-1.svg">')).toBe('<img src="/static/images/news/cover-1.svg" alt="">');
  });

  it('a link opening a new tab cannot reach its opener', () => {
    expect(sanitizeHtml('<a href="https://evil.example/" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
