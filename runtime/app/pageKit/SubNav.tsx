import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../auth/AuthProvider.tsx';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { usePortal } from '../site/PortalContext.tsx';
import type { PageFrame } from './pageFrame.ts';

/** The route of the school's that opens `page` of this widget, preferring the module the user came by. */
function routeTo(frame: PageFrame, page: string, routes: Record<string, { widget: string; page: string; app?: string }>): string | undefined {
  const same = (path: string) => routes[path]?.widget === frame.widget.id && routes[path]?.page === page;
  const direct = `${frame.module}/${page}`;
  if (same(direct)) return direct;
  const paths = Object.keys(routes).filter(same);
  return paths.find((path) => routes[path]!.app === frame.appKey) ?? paths[0];
}

/** The group of widget.json's `navigation` this page shows: its `nav`, else the first group listing it. */
export function navigationOf(frame: PageFrame) {
  const groups = frame.widget.navigation ?? {};
  const named = frame.widget.pages[frame.page]?.nav;
  if (named) return groups[named];
  return Object.values(groups).find((entries) => entries.some((entry) => entry.page === frame.page));
}

/**
 * The widget's sub-navigation, declared in widget.json and drawn here: a link per page the user may open
 * and the school routes, the current one marked. Nothing when fewer than two are left.
 */
export function SubNav({ frame }: { frame: PageFrame }) {
  const { t } = useTranslation(frame.widget.id);
  const { t: portal } = useTranslation('portal');
  const { manifest } = usePortal();
  const access = useAccess();
  const nav = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: the current page is brought into view, not left off the edge.
  useLayoutEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const left = current.offsetLeft; // the row is positioned (pageKit.css): its links' offsets are its own
    if (left < row.scrollLeft || left + current.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = Math.max(0, left - 16);
  }, [frame.page]);
  const entries = (navigationOf(frame) ?? []).flatMap((entry) => {
    if (entry.module && !(frame.appKey && access.canUse(frame.appKey, entry.module))) return [];
    const path = routeTo(frame, entry.page, manifest.routes);
    const title = frame.widget.pages[entry.page]?.title;
    return path && title ? [{ path, label: t(title), page: entry.page }] : [];
  });
  if (entries.length < 2) return null;
  return (
    <nav ref={nav} className="portal-subnav" aria-label={portal('subnav', { title: frame.title })}>
      {entries.map((entry) => (
        <Link key={entry.page} to={`/${entry.path}`} className="portal-subnav__link" aria-current={entry.page === frame.page ? 'page' : undefined}>
          {entry.label}
        </Link>
      ))}
    </nav>
  );
}
