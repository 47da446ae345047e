import { useEffect, useMemo, useState } from 'react';
import type { RichTextSanitizer } from '../../shared/richTextPolicy.ts';
import { LoadingView } from '../screens/LoadingView.tsx';

let loaded: RichTextSanitizer | undefined;

/**
 * The rich-text sanitizer (runtime/shared/richTextPolicy.ts on the browser's DOM), loaded on demand: it
 * is its own chunk, so the portal's first load carries no DOMPurify.
 */
export const loadRichTextSanitizer = (): Promise<RichTextSanitizer> => import('./sanitizeHtml.ts').then((module) => (loaded = module.richText));

// A page chunk that imports SafeHtml is about to show rich text: the sanitizer loads beside the page's data,
// not after it (a waterfall that also moved the page's end down when the text came). This
// module is never part of the shell's first load (shellFirstLoad.test.ts).
void loadRichTextSanitizer().catch(() => undefined);

/**
 * Renders untrusted rich HTML only after sanitizing it; never the raw string, not even for a frame. It is
 * typeset by `.portal-rich-text` (portal.css: images that fit, tables that scroll), the same in every
 * widget; `className` adds the widget's own layout.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [sanitizer, setSanitizer] = useState(loaded);
  useEffect(() => {
    if (sanitizer) return;
    let live = true;
    void loadRichTextSanitizer().then((richText) => live && setSanitizer(richText));
    return () => {
      live = false;
    };
  }, [sanitizer]);
  // Sanitized in the render that first has both: no frame of the loading view once the sanitizer is here.
  const clean = useMemo(() => (sanitizer ? { html: sanitizer.sanitize(html) } : undefined), [sanitizer, html]);
  if (!clean) return <LoadingView />;
  return (
    <div
      className={className ? `portal-rich-text ${className}` : 'portal-rich-text'}
      data-testid="rich-text"
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}
