import { lazy, Suspense, useCallback } from 'react';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { BrowserRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import type { PreviewUser } from './loadSite.ts';
import { LazyDialogHost } from '../dialogs/LazyDialogHost.tsx';
import { Shell } from '../layout/Shell.tsx';
import { RouteView } from '../router/RouteView.tsx';
import { PortalProvider, type Portal } from '../site/PortalContext.tsx';

/** Only an operator's preview shows it: its code loads then. */
const PreviewBanner = lazy(() => import('./PreviewBanner.tsx').then((m) => ({ default: m.PreviewBanner })));

/** The mounted portal: i18n, the site's services, login state, the router, the shell, the dialogs. */
export function PortalApp({
  portal,
  i18n,
  returningFromLogin = false,
  previewUser,
}: {
  portal: Portal;
  i18n: I18n;
  returningFromLogin?: boolean;
  previewUser?: PreviewUser;
}) {
  const { dialogs } = portal;
  const alert = useCallback((message: string) => void dialogs.alert({ message }), [dialogs]);
  return (
    <I18nProvider i18n={i18n}>
      <PortalProvider portal={portal}>
        <AuthProvider returningFromLogin={returningFromLogin} {...(previewUser !== undefined ? { previewUser: previewUser as never } : {})}>
          {previewUser !== undefined ? (
            <Suspense fallback={null}>
              <PreviewBanner user={previewUser} />
            </Suspense>
          ) : null}
          <BrowserRouter>
            <Shell alert={alert}>
              <RouteView />
            </Shell>
          </BrowserRouter>
        </AuthProvider>
        <LazyDialogHost dialogs={dialogs} />
      </PortalProvider>
    </I18nProvider>
  );
}
