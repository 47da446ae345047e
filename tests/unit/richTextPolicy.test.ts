// @vitest-environment jsdom
/**
 * One rich-text policy, three users: the reader's pages (runtime/app sanitizeHtml), the notice composer
 * (announcement-release cleanRichHtml) and the sandbox's notice API (sandbox/notices sanitizeRichText, on its
 * own jsdom window) give the same HTML for every hostile sample and for ordinary formatting.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../runtime/app/components/sanitizeHtml.ts';
import { cleanRichHtml, richTextReady } from '../../widgets/announcement-release/pages/cleanRichText.ts';
import { sanitizeRichText } from '../../sandbox/notices/sanitizeRichText.ts';
import { HOSTILE_HTML } from '../corpus/hostileHtml.ts';

const composerSanitizer = await richTextReady;
// The sandbox's jsdom loads on first use: most of a second, several on a busy machine; not inside one test's 5 s.
beforeAll(() => void sanitizeRichText(''), 30_000);
const outputs = (html: string) => ({ browser: sanitizeHtml(html), composer: cleanRichHtml(composerSanitizer, html), sandbox: sanitizeRichText(html) });

// The composer also tidies what editing commands write (div, b, i → p, strong, em): the samples below use none of them.
const FORMATTING = [
  '<h3>通知</h3><p>请<strong>全体</strong>同学<em>按时</em>到场</p><ul><li>一</li></ul><ol><li>二</li></ol>',
  '<table><tr><th>时间</th><td colspan="2">第18周</td></tr></table><img src="/static/images/news/cover-1.svg" alt="图">',
  '<p style="text-align:right">教务处<br>2026年6月1日</p><blockquote>引文</blockquote>',
  '<a href="https://www.school.example/a">链接</a><a href="/site/attach?file=a.pdf">附件</a><a href="mailto:jwc@school.example">邮件</a>',
  'a < b > c & d <strong>粗',
];

describe('the browser, the composer and the sandbox sanitize alike', () => {
  it.each(HOSTILE_HTML)('%s', (payload) => {
    const { browser, composer, sandbox } = outputs(`<p>前${payload}后</p>`);
    expect(composer).toBe(browser);
    expect(sandbox).toBe(browser);
    // What the sandbox stores, the reader's page sanitizes again: it must come out the same.
    expect(sanitizeHtml(sandbox)).toBe(sandbox);
  });

  it.each(FORMATTING)('%s', (html) => {
    const { browser, composer, sandbox } = outputs(html);
    expect(composer).toBe(browser);
    expect(sandbox).toBe(browser);
  });

  it('has samples to compare', () => {
    expect(HOSTILE_HTML.length).toBeGreaterThan(30);
  });
});
