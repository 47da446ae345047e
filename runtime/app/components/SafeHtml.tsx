import { useEffect, useState } from 'react';
import { LoadingView } from '../screens/LoadingView.tsx';

/** Renders untrusted rich HTML only after sanitizing it; never the raw string, not even for a frame. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('./sanitizeHtml.ts').then(({ sanitizeHtml }) => live && setClean({ source: html, html: sanitizeHtml(html) }));
    return () => {
      live = false;
    };
  }, [html]);
  if (!clean || clean.source !== html) return <LoadingView />;
  return <div className={className} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
