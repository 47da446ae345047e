import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { useNavigationServices } from '../services/useNavigationServices.ts';
import { afterFirstPaint } from '../boot/afterFirstPaint.ts';
import { faviconOf, footerCopyright, loadSiteSettings, setFavicon, type SiteSettings } from '../services/siteSettings.ts';
import { usePortal } from '../site/PortalContext.tsx';
import { applyNarrowLayout, narrowWidth } from './narrowLayout.ts';
import { PortalHeader } from './PortalHeader.tsx';

/**
 * The frame around every page: header, content, copyright. Applies the narrow desktop layout on
 * navigation (legacy-portal §2), loads the site settings once (legacy-portal §7), runs the access log and share setup.
 */
export function Shell({ children, alert }: { children: ReactNode; alert: (text: string) => void }) {
  const { manifest: site, api } = usePortal();
  const { pathname } = useLocation();
  const { i18n } = useTranslation('portal');
  const [settings, setSettings] = useState<SiteSettings>();
  useNavigationServices(alert);

  useEffect(() => {
    const apply = () =>
      applyNarrowLayout(
        narrowWidth({
          settings: site.narrowDesktop,
          userAgent: navigator.userAgent,
          windowWidth: window.innerWidth,
          screenHeight: window.screen.height,
          pathname,
        }),
      );
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, [site.narrowDesktop, pathname]);

  useEffect(() => {
    let live = true;
    void afterFirstPaint()
      .then(() => loadSiteSettings(api))
      .then((loaded) => {
        if (!live || !loaded) return;
        setSettings(loaded);
        setFavicon(faviconOf(site.branding, loaded));
      });
    return () => {
      live = false;
    };
  }, [api, site.branding]);

  const copyright = footerCopyright(site.branding, settings, i18n.language);
  return (
    <div className="portal-shell">
      <PortalHeader />
      <main className="portal-main">{children}</main>
      {copyright ? <footer className="portal-footer">{copyright}</footer> : null}
    </div>
  );
}
