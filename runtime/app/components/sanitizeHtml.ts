/**
 * Rich HTML from a school's CMS is untrusted: DOMPurify keeps the formatting and drops every script,
 * event handler, `javascript:` URL, form, frame, base and meta tag. Links opening a new tab get
 * `rel="noopener noreferrer"`. Loaded on demand (its own chunk): only pages with rich text pay for it.
 */
import DOMPurify from 'dompurify';

const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  // CMS images rarely carry a description: mark them decorative rather than let screen readers spell the file name.
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'base', 'meta', 'link', 'iframe', 'frame', 'object', 'embed', 'noscript', 'svg', 'math'],
    ADD_ATTR: ['target'],
    FORBID_ATTR: ['formaction', 'srcset'],
    SANITIZE_NAMED_PROPS: true,
  });
}
