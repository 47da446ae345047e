/**
 * Browser entry. Loads the site's manifest and widget index, validates them, then mounts the portal —
 * or a clear, translated page saying what is wrong. Only the shell is in this chunk; every widget page
 * is loaded when first opened.
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from './i18n/useTranslation.tsx';
import { loadSite } from './boot/loadSite.ts';
import { createPortal } from './boot/createPortal.ts';
import { loadFirstPage } from './boot/firstPage.ts';
import { PortalApp } from './boot/PortalApp.tsx';
import { applyBranding } from './branding/applyBranding.ts';
import { createI18n, initialLanguage, preloadRuntimeTexts } from './i18n/i18n.ts';
import { indexWidgetSource, type WidgetSource } from './registry/widgetRegistry.ts';
import { officeDb, storedKeys } from './storage/officeDb.ts';
import { currentPath, isLoginReturn } from './auth/returnPath.ts';
import './styles/portal.css';

/** An operator's preview stays on while the tab lives, across reloads. */
const previewKey = 'portal.preview';

async function boot() {
  // Spec §2: the entry URL is remembered and a stored login flag is cleared. The flag names the page a
  // login under way was to come back to: read first, so coming back there without a session shows a
  // message instead of looping, while leaving the login page by the back button just lands where one was.
  officeDb.set(storedKeys.entryUrl, location.href);
  const returningFromLogin = isLoginReturn(officeDb.get(storedKeys.loginFlag), currentPath());
  officeDb.remove(storedKeys.loginFlag);

  const root = createRoot(document.getElementById('root')!);
  preloadRuntimeTexts(initialLanguage());
  const previewToken = new URLSearchParams(location.search).get('_preview') ?? sessionStorage.getItem(previewKey) ?? undefined;
  if (previewToken) sessionStorage.setItem(previewKey, previewToken);
  const site = await loadSite(fetch, previewToken);
  if (site.kind !== 'ready') {
    // The problem catalogue and these screens load only for a broken site: a valid one never downloads them.
    const [i18n, { SiteFailurePage }] = await Promise.all([createI18n(initialLanguage()), import('./boot/SiteFailurePage.tsx')]);
    root.render(
      <I18nProvider i18n={i18n}>
        <SiteFailurePage site={site} />
      </I18nProvider>,
    );
    return;
  }

  const { manifest } = site;
  const i18n = await createI18n(initialLanguage(manifest.languages.available, manifest.languages.default), manifest.labels);
  applyBranding(manifest);
  const source: WidgetSource = import.meta.env.DEV ? (await import('./registry/devWidgetSource.ts')).devWidgetSource : indexWidgetSource(site.widgets);
  const portal = createPortal(manifest, source, i18n);
  await loadFirstPage(portal);
  // A transition renders in slices of a few ms, yielding between them: the first render of the shell and
  // page (~40 ms on a desktop, four times that on a phone) no longer blocks a tap in one long task (TBT).
  // Nothing is on screen yet, so there is no old content for the transition to keep.
  startTransition(() =>
    root.render(
      <PortalApp portal={portal} i18n={i18n} returningFromLogin={returningFromLogin} {...(site.preview ? { previewUser: site.preview.user } : {})} />,
    ),
  );
}

// Back from the school's login page may bring this page back from the browser's back-forward cache, frozen
// at "going to login": boot again, so it says the login did not complete and offers a way out.
window.addEventListener('pageshow', (event) => {
  if (event.persisted && officeDb.get<boolean>(storedKeys.loginFlag) === true) location.reload();
});

void boot();
