/**
 * Rich HTML from a school's CMS is untrusted: it is sanitized with the one rich-text policy
 * (runtime/shared/richTextPolicy.ts), on the page's own DOM. Loaded on demand (its own chunk, see
 * loadRichTextSanitizer in SafeHtml.tsx): only pages with rich text pay for DOMPurify.
 */
import { createRichTextSanitizer } from '../../shared/richTextPolicy.ts';

export const richText = createRichTextSanitizer(window);

export const sanitizeHtml = richText.sanitize;
