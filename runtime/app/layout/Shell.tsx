import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localize } from '../i18n/i18n.ts';
import { useSite } from '../site/PortalContext.tsx';
import { applyNarrowLayout, narrowWidth } from './narrowLayout.ts';
import { PortalHeader } from './PortalHeader.tsx';

/** The frame around every page: header, content, copyright; applies the narrow desktop layout on navigation. */
export function Shell({ children }: { children: ReactNode }) {
  const site = useSite();
  const { pathname } = useLocation();
  const { i18n } = useTranslation('portal');

  useEffect(() => {
    const apply = () =>
      applyNarrowLayout(
        narrowWidth({ settings: site.narrowDesktop, userAgent: navigator.userAgent, windowWidth: window.innerWidth, screenHeight: window.screen.height, pathname }),
      );
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, [site.narrowDesktop, pathname]);

  return (
    <div className="portal-shell">
      <PortalHeader />
      <main className="portal-main">{children}</main>
      {site.branding.copyright ? <footer className="portal-footer">{localize(site.branding.copyright, i18n.language)}</footer> : null}
    </div>
  );
}
