/**
 * The one harness for component tests and stories (STYLE.md §8): renders a widget page with a site, a
 * locale and API fixtures, through the same portal wiring the browser boot uses.
 */
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
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
import { PortalProvider } from '../site/PortalContext.tsx';
import { fixtureFetch, type Fixtures } from './fixtureFetch.ts';

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
}

/** Builds the element tree for a page; call `render` (testing-library) or return it from a story. */
export async function widgetPageElement(setup: PageSetup): Promise<{ element: ReactNode; i18n: I18n }> {
  const i18n = await createI18n(setup.language ?? setup.manifest.languages.default, setup.manifest.labels);
  // An absolute API base: outside a browser (component tests) fetch has no page URL to resolve against.
  const base = new URL(setup.manifest.api.base, 'http://portal.test').href;
  const manifest = { ...setup.manifest, api: { ...setup.manifest.api, base } };
  const portal = createPortal(manifest, setup.source ?? devWidgetSource, i18n, { fetch: fixtureFetch(setup.fixtures ?? {}, new URL(base).pathname) });
  const routes = <RouteView />;
  const element = (
    <I18nextProvider i18n={i18n}>
      <PortalProvider portal={portal}>
        <MemoryRouter initialEntries={[setup.path]}>{setup.bare ? routes : <Shell>{routes}</Shell>}</MemoryRouter>
      </PortalProvider>
    </I18nextProvider>
  );
  return { element, i18n };
}
