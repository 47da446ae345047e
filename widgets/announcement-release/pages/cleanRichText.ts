/**
 * The composer's own sanitizing, before anything is sent (the school sanitizes again on its side, and
 * every reader's page a third time), with the one rich-text policy (runtime/shared/richTextPolicy.ts,
 * through the runtime's sanitizer): what a contentEditable, a drop or a browser quirk left in the editor
 * (scripts, handlers, styles, refused links) never leaves the page. Then the editor's own markup is
 * tidied: the browser's editing commands write div, b and i; the notice keeps p, strong and em.
 */
import { loadRichTextSanitizer, type RichTextSanitizer } from '../../../runtime/app/index.ts';

/**
 * The runtime's sanitizer, asked for as soon as this page loads (it is its own chunk: only pages with
 * rich text load it). The editor waits for it (React `use`), then cleans every change synchronously.
 */
export const richTextReady: Promise<RichTextSanitizer> = loadRichTextSanitizer();

/** What the editing commands write → what the notice keeps. */
const TIDY: Readonly<Record<string, string>> = { DIV: 'p', B: 'strong', I: 'em' };

/** A link the link tool accepts: what the policy allows, but a full address (a bare path would point into the portal). */
export function safeLink(richText: RichTextSanitizer, raw: string | null): string | undefined {
  const href = richText.allowedUrl(raw ?? '', 'link');
  return href && !href.startsWith('/') ? href : undefined;
}

/** The allowed HTML of an HTML string (sanitized by the policy, then tidied). */
export function cleanRichHtml(richText: RichTextSanitizer, html: string): string {
  const template = document.createElement('template');
  template.innerHTML = richText.sanitize(html);
  for (const element of template.content.querySelectorAll('div, b, i')) {
    const tidy = document.createElement(TIDY[element.tagName]!);
    for (const { name, value } of element.attributes) tidy.setAttribute(name, value);
    tidy.append(...element.childNodes);
    element.replaceWith(tidy);
  }
  return template.innerHTML;
}

/** The allowed HTML of the editor's content. */
export function cleanRichText(richText: RichTextSanitizer, root: Element): string {
  return cleanRichHtml(richText, root.innerHTML);
}

/** The text a reader would see in HTML the editor already cleaned, for "is there any content at all". */
export function richTextIsEmpty(html: string): boolean {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim() === '';
}
