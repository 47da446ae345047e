/**
 * The server's own sanitizing of a notice's rich text (the composer sanitizes too, but a request can be
 * made without the composer). Constructive, not filtering: the output is rebuilt from tokens, and only
 * the allowed tags are ever written, by this code, with the one attribute it checks (`href` of `a`).
 * Text is escaped; comments, unknown tags' markup and the whole content of script-like elements are dropped.
 */

/** What the composer makes (bold, lists, links, paragraphs) plus a little the schools' CMS exports hold. */
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'div']);
const VOID = new Set(['br']);
/** Dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select', 'svg', 'math', 'title', 'head', 'xmp', 'noembed', 'noframes', 'plaintext']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\w[^>]*>?|<\/?([A-Za-z][A-Za-z0-9-]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (text: string) =>
  text.replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d{1,7});?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');

/** An http(s), mailto or same-site link; everything else (javascript:, data:, //host) is refused. */
export function safeHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (/^\/(?![/\\])/.test(href)) return href;
  return undefined;
}

function hrefOf(attributes: string): string | undefined {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]!.toLowerCase() === 'href') return safeHref(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return undefined;
}

export function sanitizeRichText(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(html)) !== null) {
    const [token, rawName, attributes = ''] = match;
    if (rawName === undefined) {
      if (token.startsWith('<!')) continue;
      out.push(token === '<' ? '&lt;' : escapeText(token));
      continue;
    }
    const name = rawName.toLowerCase();
    const closing = token.startsWith('</');
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (closing) continue;
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = TOKEN.lastIndex;
      const found = end.exec(html);
      TOKEN.lastIndex = found ? end.lastIndex : html.length;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const href = hrefOf(attributes);
      out.push(href ? `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer">` : '<a>');
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** The text a reader sees, whitespace collapsed: for summaries and for "is there any content at all". */
export function plainText(html: string): string {
  return decodeEntities(
    sanitizeRichText(html)
      .replace(/<\/(p|div|li|h3|h4|blockquote)>|<br>/g, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, ' ')
      .replace(/&quot;/g, '"'),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
