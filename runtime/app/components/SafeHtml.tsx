import { useEffect, useState } from 'react';
import type { RichTextSanitizer } from '../../shared/richTextPolicy.ts';
import { LoadingView } from '../screens/LoadingView.tsx';

/**
 * The rich-text sanitizer (runtime/shared/richTextPolicy.ts on the browser's DOM), loaded on demand: it
 * is its own chunk, so the portal's first load carries no DOMPurify.
 */
export const loadRichTextSanitizer = (): Promise<RichTextSanitizer> => import('./sanitizeHtml.ts').then((module) => module.richText);

/**
 * Renders untrusted rich HTML only after sanitizing it; never the raw string, not even for a frame. It is
 * typeset by `.portal-rich-text` (portal.css: images that fit, tables that scroll), the same in every
 * widget; `className` adds the widget's own layout.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void loadRichTextSanitizer().then((richText) => live && setClean({ source: html, html: richText.sanitize(html) }));
    return () => {
      live = false;
    };
  }, [html]);
  if (!clean || clean.source !== html) return <LoadingView />;
  return (
    <div
      className={className ? `portal-rich-text ${className}` : 'portal-rich-text'}
      data-testid="rich-text"
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}
