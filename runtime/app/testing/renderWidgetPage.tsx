/**
 * The one harness for component tests and stories (docs/architecture.md, "Tests and stories"): renders a widget page with a site, a
 * locale and API fixtures, through the same portal wiring the browser boot uses.
 */
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { MemoryRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import type { Language } from '../../shared/manifestProblems.ts';
import { createPortal } from '../boot/createPortal.ts';
import { createI18n } from '../i18n/i18n.ts';
import { RouteView } from '../router/RouteView.tsx';
import { Shell } from '../layout/Shell.tsx';
import { devWidgetSource } from '../registry/devWidgetSource.ts';
import type { WidgetSource } from '../registry/widgetRegistry.ts';
import { PortalProvider, type Portal } from '../site/PortalContext.tsx';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { createDialogs, type Dialogs } from '../dialogs/dialogService.ts';
import { addDialogTexts } from '../dialogs/dialogTexts.ts';
import { fixtureFetch, ok, type Fixtures } from './fixtureFetch.ts';

export interface PageSetup {
  manifest: ResolvedSiteManifest;
  /** The path to open, e.g. `/news/index` or `/news/detail?id=3`. */
  path: string;
  language?: Language;
  fixtures?: Fixtures;
  /** Render without the header and footer. */
  bare?: boolean;
  /** Where widgets come from; the widgets/ folder by default. */
  source?: WidgetSource;
  /** A logged-in user: their permission map and name (the session cookie is simulated). Anonymous when absent. */
  user?: { name: string; auth: Record<string, { module: string[] }> };
}

/** Builds the element tree for a page; call `render` (testing-library) or return it from a story. */
export async function widgetPageElement(setup: PageSetup): Promise<{ element: ReactNode; i18n: I18n; dialogs: Dialogs; portal: Portal }> {
  const i18n = await createI18n(setup.language ?? setup.manifest.languages.default, setup.manifest.labels);
  // An absolute API base: outside a browser (component tests) fetch has no page URL to resolve against.
  const base = new URL(setup.manifest.api.base, 'http://portal.test').href;
  const manifest = { ...setup.manifest, api: { ...setup.manifest.api, base } };
  addDialogTexts(i18n);
  const dialogs = createDialogs();
  const fixtures: Fixtures = {
    ...(setup.user ? { '/uc/auth/all': ok(setup.user.auth), '/uc/user/name': ok({ name: setup.user.name }) } : {}),
    ...setup.fixtures,
  };
  const portal = createPortal(manifest, setup.source ?? devWidgetSource, i18n, {
    fetch: fixtureFetch(fixtures, new URL(base).pathname),
    dialogs,
    navigate: () => undefined,
  });
  const cookies = () => (setup.user ? 'eai-sess-state=1' : '');
  const routes = <RouteView />;
  const element = (
    <I18nProvider i18n={i18n}>
      <PortalProvider portal={portal}>
        <AuthProvider cookies={cookies}>
          <MemoryRouter initialEntries={[setup.path]}>
            {setup.bare ? routes : <Shell alert={(message) => void dialogs.alert({ message })}>{routes}</Shell>}
          </MemoryRouter>
        </AuthProvider>
        <DialogHost dialogs={dialogs} />
      </PortalProvider>
    </I18nProvider>
  );
  return { element, i18n, dialogs, portal };
}
