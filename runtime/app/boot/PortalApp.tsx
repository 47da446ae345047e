import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { Shell } from '../layout/Shell.tsx';
import { RouteView } from '../router/RouteView.tsx';
import { PortalProvider, type Portal } from '../site/PortalContext.tsx';

/** The mounted portal: i18n, the site's services, the router, the shell. */
export function PortalApp({ portal, i18n }: { portal: Portal; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <PortalProvider portal={portal}>
        <BrowserRouter>
          <Shell>
            <RouteView />
          </Shell>
        </BrowserRouter>
      </PortalProvider>
    </I18nextProvider>
  );
}
