/**
 * The one rich-text policy: what HTML from a school's CMS or a notice's author may keep. The reader's
 * pages (runtime/app SafeHtml), the notice composer (widgets/announcement-release) and the sandbox's
 * notice API (sandbox/notices) all sanitize with it, through DOMPurify on a window of their own (the
 * browser's, or jsdom's in Node), so the three give the same HTML for the same input.
 *
 * Constructive: an element is kept only when listed here, with only the attributes listed for it;
 * every other element is unwrapped (its text kept) or, when it holds code, a document or a form
 * control, dropped with its content. Links and images keep only http(s), mailto/tel (links) and
 * same-site addresses; every link opens a new tab that cannot reach its opener.
 */
import createDOMPurify, { type Config, type UponSanitizeAttributeHookEvent, type WindowLike } from 'dompurify';

/** Element → the attributes it may keep. Formatting a news office writes: text, lists, headings, tables, images, links. */
export const RICH_TEXT_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  p: ['style'],
  div: ['style'],
  h1: ['style'],
  h2: ['style'],
  h3: ['style'],
  h4: ['style'],
  h5: ['style'],
  h6: ['style'],
  blockquote: [],
  pre: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  small: [],
  code: [],
  ul: [],
  ol: [],
  li: ['style'],
  dl: [],
  dt: [],
  dd: [],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  colgroup: [],
  col: ['span'],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'style'],
  td: ['colspan', 'rowspan', 'style'],
};

/**
 * Dropped with everything inside them, on top of DOMPurify's own list (script, style, svg, math,
 * noscript, template, iframe…): what a reader should not see as stray text either.
 */
export const RICH_TEXT_DROPPED_WITH_CONTENT: readonly string[] = ['textarea', 'select', 'option', 'button', 'object', 'embed', 'frame', 'frameset', 'canvas'];

/** The one CSS declaration kept (CMS signatures and dates are right-aligned); any other style is dropped whole. */
const TEXT_ALIGN = /^\s*text-align\s*:\s*(left|right|center|justify)\s*$/i;

/** Links: http(s) with a host, mailto, tel, or a same-site path (not `//host` nor `/\host`, which leave the site). */
const LINK_URL = /^(?:https?:\/\/[^/\\]|mailto:|tel:|\/(?![/\\]))/i;
/** Images: http(s) with a host or a same-site path; no data: or other schemes. */
const IMAGE_URL = /^(?:https?:\/\/[^/\\]|\/(?![/\\]))/i;

/**
 * The URL as a browser would read it, when the policy allows it for a link or an image; else undefined.
 * Browsers ignore leading and trailing controls and spaces, and tabs and newlines anywhere
 * (`java\tscript:`), so the check sees what they will.
 */
export function allowedUrl(raw: string, use: 'link' | 'image'): string | undefined {
  // eslint-disable-next-line no-control-regex -- the control characters are what it strips: browsers ignore them in a URL
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return (use === 'link' ? LINK_URL : IMAGE_URL).test(url) ? url : undefined;
}

/** The kept part of a `style` attribute (its text-align), or undefined when nothing is kept. */
export function allowedStyle(style: string): string | undefined {
  const aligns = style.split(';').flatMap((declaration) => TEXT_ALIGN.exec(declaration)?.[1]?.toLowerCase() ?? []);
  return aligns.length > 0 ? `text-align:${aligns.at(-1)}` : undefined;
}

/**
 * Put before the HTML so it is parsed as the page that shows it will parse it: the portal's pages have a
 * doctype (no-quirks), and DOMParser without one uses quirks mode, where, say, a table stays inside a p.
 * The clean HTML then means the same when it is parsed again, on the page or by another sanitizer.
 */
const NO_QUIRKS = '<!DOCTYPE html>';

/** Elements that end a line for a reader: the plain text puts a space after each. */
const BREAKS = 'p, div, h1, h2, h3, h4, h5, h6, blockquote, pre, br, hr, li, dt, dd, figcaption, caption, tr, th, td';

const CONFIG = {
  ALLOWED_TAGS: Object.keys(RICH_TEXT_ELEMENTS),
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ELEMENTS).flat())],
  ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
} satisfies Config;

export interface RichTextSanitizer {
  /** The allowed HTML of untrusted rich text. */
  sanitize(html: string): string;
  /** The text a reader sees (after sanitizing), one space between blocks, whitespace collapsed: for summaries and "is there any content". */
  plainText(html: string): string;
  /** The policy's URL check (see allowedUrl), for code that has the sanitizer rather than this module (a widget's link tool). */
  allowedUrl: typeof allowedUrl;
}

/**
 * A sanitizer applying the policy with DOMPurify on `window` (the browser's, or a jsdom window in
 * Node). Each call makes its own DOMPurify instance: the policy's hooks are the only ones on it.
 */
export function createRichTextSanitizer(window: WindowLike): RichTextSanitizer {
  const purify = createDOMPurify(window);
  if (!purify.isSupported) throw new Error('DOMPurify cannot run on this window: rich text would go out unsanitized');

  purify.addHook('uponSanitizeAttribute', (node: Element, data: UponSanitizeAttributeHookEvent) => {
    const tag = node.nodeName.toLowerCase();
    if (!Object.hasOwn(RICH_TEXT_ELEMENTS, tag) || !RICH_TEXT_ELEMENTS[tag]!.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    const kept =
      data.attrName === 'href'
        ? allowedUrl(data.attrValue, 'link')
        : data.attrName === 'src'
          ? allowedUrl(data.attrValue, 'image')
          : data.attrName === 'style'
            ? allowedStyle(data.attrValue)
            : data.attrValue;
    if (kept === undefined) data.keepAttr = false;
    else data.attrValue = kept;
  });

  purify.addHook('afterSanitizeAttributes', (node: Element) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.nodeName === 'IMG') {
      // An image whose address was refused shows nothing but a broken frame: it goes.
      if (!node.hasAttribute('src')) node.remove();
      // CMS images rarely carry a description: mark them decorative rather than let screen readers spell the file name.
      else if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });

  return {
    sanitize: (html) => purify.sanitize(NO_QUIRKS + html, CONFIG),
    plainText(html) {
      const fragment = purify.sanitize(NO_QUIRKS + html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
      for (const element of fragment.querySelectorAll(BREAKS)) element.after(' ');
      return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
    },
    allowedUrl,
  };
}
