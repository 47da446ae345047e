/**
 * The server's own sanitizing of a notice's rich text (the composer sanitizes too, but a request can be
 * made without the composer): the one rich-text policy (runtime/shared/richTextPolicy.ts), with the
 * same DOMPurify the browser runs, on a jsdom window. jsdom is loaded on first use (importing it takes
 * most of a second), not each time the sandbox's modules are imported.
 */
import { createRequire } from 'node:module';
import { allowedUrl, createRichTextSanitizer, type RichTextSanitizer } from '../../runtime/shared/richTextPolicy.ts';

type JsdomWindow = Parameters<typeof createRichTextSanitizer>[0] & { document: Document };
// jsdom ships no types (and @types/jsdom trails its versions): the one constructor used here, typed.
type Jsdom = { JSDOM: new (html: string) => { window: JsdomWindow } };

let jsdomWindow: JsdomWindow | undefined;
let richText: RichTextSanitizer | undefined;

function serverWindow(): JsdomWindow {
  jsdomWindow ??= new (createRequire(import.meta.url)('jsdom') as Jsdom).JSDOM('<!doctype html><body></body>').window;
  return jsdomWindow;
}

const sanitizer = () => (richText ??= createRichTextSanitizer(serverWindow()));

/**
 * Answers already worked out, by input: the seeded notices are the same at every start, and the tests
 * start hundreds of sandboxes in one process (DOMPurify on jsdom takes a few milliseconds a notice).
 * Bounded: the oldest go first.
 */
const remembered = new Map<string, string>();
function remember(key: string, work: () => string): string {
  let answer = remembered.get(key);
  if (answer === undefined) {
    answer = work();
    if (remembered.size >= 200) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, answer);
  }
  return answer;
}

/** An http(s), mailto, tel or same-site link, as the policy allows; everything else (javascript:, data:, //host) is refused. */
export function safeHref(raw: string): string | undefined {
  // `raw` as written in HTML source: its character references (`&colon;`, `&#106;`) read as a parser reads them.
  const textarea = serverWindow().document.createElement('textarea');
  textarea.innerHTML = raw;
  return allowedUrl(textarea.value, 'link');
}

export function sanitizeRichText(html: string): string {
  return remember(`html:${html}`, () => sanitizer().sanitize(html));
}

/** The text a reader sees, whitespace collapsed: for summaries and for "is there any content at all". */
export function plainText(html: string): string {
  return remember(`text:${html}`, () => sanitizer().plainText(html));
}
