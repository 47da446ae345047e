/**
 * The composer's own sanitizing, before anything is sent (the school sanitizes again on its side, and
 * every reader's page a third time): the editor's DOM is rebuilt from an allow-list, so what a
 * contentEditable, a paste or a browser quirk left there (spans with styles, fonts, images, scripts)
 * never leaves the page. Bold, italics, lists, links and paragraphs stay.
 */

/** Element → what it becomes. Anything else is unwrapped (its text kept) unless dropped below. */
const KEEP: Record<string, string> = {
  P: 'p',
  DIV: 'p',
  BR: 'br',
  B: 'strong',
  STRONG: 'strong',
  I: 'em',
  EM: 'em',
  U: 'u',
  UL: 'ul',
  OL: 'ol',
  LI: 'li',
  A: 'a',
  H3: 'h3',
  H4: 'h4',
  BLOCKQUOTE: 'blockquote',
};

/** Dropped with their content: code, embedded documents, form controls, media. */
const DROP = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'TEXTAREA', 'SELECT', 'BUTTON', 'INPUT', 'FORM', 'HEAD', 'TITLE', 'META', 'LINK', 'BASE', 'IMG', 'VIDEO', 'AUDIO', 'CANVAS']);

/** An http(s) or mailto link; anything else (javascript:, data:, relative tricks) is no link. */
export function safeLink(raw: string | null): string | undefined {
  // eslint-disable-next-line no-control-regex
  const href = (raw ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^(https?:\/\/[^/]|mailto:)/i.test(href) ? href : undefined;
}

function copyInto(from: Node, to: Element, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROP.has(tag)) continue;
    const name = Object.hasOwn(KEEP, tag) ? KEEP[tag] : undefined;
    if (!name) {
      copyInto(element, to, doc);
      continue;
    }
    const clean = doc.createElement(name);
    if (name === 'a') {
      const href = safeLink(element.getAttribute('href'));
      if (href) {
        clean.setAttribute('href', href);
        clean.setAttribute('target', '_blank');
        clean.setAttribute('rel', 'noopener noreferrer');
      }
    }
    copyInto(element, clean, doc);
    to.appendChild(clean);
  }
}

/** The allowed HTML of a DOM subtree (the editor's element). */
export function cleanRichText(root: Node): string {
  const doc = root.ownerDocument ?? document;
  const out = doc.createElement('div');
  copyInto(root, out, doc);
  return out.innerHTML;
}

/** The allowed HTML of an HTML string (parsed inertly: nothing in it loads or runs). */
export function cleanRichHtml(html: string): string {
  return cleanRichText(new DOMParser().parseFromString(html, 'text/html').body);
}

/** The text a reader would see, for "is there any content at all". */
export function richTextIsEmpty(html: string): boolean {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim() === '';
}
