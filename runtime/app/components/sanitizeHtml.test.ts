// @vitest-environment jsdom
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.ts';

// path.join: under jsdom, URL is jsdom's and cannot resolve file: URLs.
const corpusFile = join(dirname(fileURLToPath(import.meta.url)), '../../../../shared/corpus/html-payloads.txt');
const corpus = existsSync(corpusFile) ? readFileSync(corpusFile, 'utf8').split('\n').filter(Boolean) : [];
// The project's own cases, so the test means something without shared/ beside the repo.
const ownCases = [
  '<p onclick="alert(1)">点我</p>',
  '<a href=" javascript:alert(1)">x</a>',
  '<img src="x" onerror="alert(1)">',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<script>alert(1)</script><p>正文</p>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
];

function inspect(html: string) {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  const elements = [...host.querySelectorAll('*')];
  return {
    scripts: host.querySelectorAll('script, iframe, object, embed, form, base, meta, style, link').length,
    handlers: elements.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name))).length,
    jsUrls: elements.flatMap((el) => [...el.attributes].filter((a) => /^\s*(javascript|vbscript|data):/i.test(a.value.replace(/[\u0000-\u001f]/g, '')))).length,
    clobbered: host.querySelectorAll('[id="location"], [name="location"]').length,
  };
}

describe('rich HTML is sanitized (DOMPurify): hostile corpus', () => {
  it.each([...corpus, ...ownCases])('%s → no script, handler or javascript: URL', (payload) => {
    expect(inspect(payload)).toEqual({ scripts: 0, handlers: 0, jsUrls: 0, clobbered: 0 });
  });

  it('keeps the formatting a news office writes', () => {
    const html = sanitizeHtml('<h3>通知</h3><p>请<strong>全体</strong>同学</p><ul><li>一</li></ul><table><tr><td>时间</td></tr></table><img src="/static/images/news/cover-1.svg" alt="图"><a href="https://www.school.example/a">链接</a>');
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
