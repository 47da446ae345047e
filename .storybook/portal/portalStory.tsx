/**
 * Stories are pages of the real portal: each one is built by the component tests' harness
 * (`widgetPageElement`, docs/architecture.md, "Tests and stories") for the school and language of Storybook's toolbar, with its API
 * answers from fixtures (fixtureFetch, the one mechanism). Switching the school rebuilds the story from
 * that school's resolved manifest: its branding, labels, app titles and props, API paths.
 *
 * A story says which element shows it is in its state (`ready`); the wrapper then carries
 * `data-portal-story="ready"`, which the Storybook e2e test waits for before its checks.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import NProgress from 'nprogress';
import { finishProgress } from '../../runtime/app/progress/routeProgress.ts';
import type { ResolvedSiteManifest } from '../../runtime/shared/generated/resolvedSiteManifest.ts';
import type { Language } from '../../runtime/shared/manifestProblems.ts';
import { applyBranding } from '../../runtime/app/branding/applyBranding.ts';
import type { Dialogs } from '../../runtime/app/dialogs/dialogService.ts';
import { applyNarrowLayout } from '../../runtime/app/layout/narrowLayout.ts';
import type { WidgetSource } from '../../runtime/app/registry/widgetRegistry.ts';
import { officeDb } from '../../runtime/app/storage/officeDb.ts';
import type { Fixtures } from '../../runtime/app/testing/fixtureFetch.ts';
import { widgetPageElement, type PageSetup } from '../../runtime/app/testing/renderWidgetPage.tsx';
import { fixturesForSite } from './fixturesForSite.ts';
import { codeFails, codeNeverArrives } from './storySources.ts';
import { siteManifest } from './sites.ts';

export interface PortalStorySetup {
  /** The path a student opens, e.g. `/news/index` or `/news/detail?id=1`; or one chosen for the school. */
  path?: string | ((site: ResolvedSiteManifest) => string);
  /** API answers by default path below the API base (moved to a school's overridden paths by itself). */
  fixtures?: Fixtures;
  /** A logged-in user (permission map and name); anonymous when absent. */
  user?: PageSetup['user'];
  /** Without header and footer. */
  bare?: boolean;
  /** Where widgets come from: storySources.ts has a page whose code never arrives, or fails to. */
  source?: WidgetSource;
  /** A variation of the school's manifest this state needs (e.g. a school offering no app). */
  site?: (manifest: ResolvedSiteManifest) => ResolvedSiteManifest;
  /** Instead of a portal page: what the boot shows when there is no portal (the invalid-manifest page). */
  boot?: (context: { language: Language }) => Promise<ReactNode>;
  /** Before the page is built (e.g. storage the state needs). */
  before?: () => void;
  /** Once the page is mounted, with its dialogs (to open one). */
  afterMount?: (portal: { dialogs: Dialogs; i18n: I18n; language: Language }) => void;
  /** A CSS selector present once the story shows its state (`[data-testid="news-list"] li`). */
  ready: string;
  /** Console errors this state logs on purpose (regular expressions), e.g. a page-error report. */
  expectedConsoleErrors?: string[];
}

/** The device is fresh for every story: no cached login, language choice or reload marker of another. */
export const chunkReloadMarker = 'portal.chunkReloadAt';
function freshDevice() {
  officeDb.clear();
  sessionStorage.removeItem(chunkReloadMarker);
}

const brandingVariables = ['--portal-primary', '--portal-on-primary', '--portal-background', '--portal-surface', '--portal-text'];

export function PortalStory({
  setup,
  storyId,
  school,
  locale,
}: {
  setup: PortalStorySetup;
  storyId: string;
  school: string | undefined;
  locale: string | undefined;
}) {
  const [mounted, setMounted] = useState<{ element: ReactNode; afterMount?: () => void }>();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    setMounted(undefined);
    setReady(false);
    freshDevice();
    setup.before?.();
    const manifest = (setup.site ?? ((m) => m))(siteManifest(school));
    // As the portal does: a language the school does not offer falls back to its default.
    const language = manifest.languages.available.includes(locale as Language) ? (locale as Language) : manifest.languages.default;
    if (setup.boot) {
      for (const variable of brandingVariables) document.documentElement.style.removeProperty(variable);
      void setup.boot({ language }).then((element) => live && setMounted({ element }));
    } else {
      applyBranding(manifest);
      void widgetPageElement({
        manifest,
        path: typeof setup.path === 'function' ? setup.path(manifest) : (setup.path ?? '/'),
        language,
        fixtures: fixturesForSite(manifest, setup.fixtures ?? {}),
        ...(setup.user ? { user: setup.user } : {}),
        ...(setup.bare ? { bare: true } : {}),
        ...(setup.source ? { source: setup.source } : {}),
      }).then(({ element, dialogs, i18n }) => live && setMounted({ element, afterMount: () => setup.afterMount?.({ dialogs, i18n, language }) }));
    }
    return () => {
      live = false;
      // The route progress of a page that never finished loading must not run on into the next story.
      finishProgress();
      NProgress.remove();
      applyNarrowLayout(undefined);
      freshDevice();
    };
  }, [setup, school, locale]);

  useEffect(() => mounted?.afterMount?.(), [mounted]);

  useEffect(() => {
    if (!mounted) return;
    const check = () => {
      if (!document.querySelector(setup.ready)) return false;
      setReady(true);
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    return () => observer.disconnect();
  }, [mounted, setup.ready]);

  return (
    <div
      style={{ display: 'contents' }}
      data-portal-story={ready ? 'ready' : 'pending'}
      data-story-id={storyId}
      data-expected-console-errors={JSON.stringify(setup.expectedConsoleErrors ?? [])}
    >
      {mounted?.element}
    </div>
  );
}

/** A story showing the portal as `setup` says, in the toolbar's school and language. */
export function portalStory(setup: PortalStorySetup, story: Omit<StoryObj, 'render'> = {}): StoryObj {
  return {
    ...story,
    parameters: {
      ...story.parameters,
      portal: { path: typeof setup.path === 'string' ? setup.path : undefined, ready: setup.ready, expectedConsoleErrors: setup.expectedConsoleErrors ?? [] },
    },
    // Keyed by story: switching stories builds a new portal, never reuses the last one's state.
    render: (_args, context) => (
      <PortalStory
        key={context.id}
        setup={setup}
        storyId={context.id}
        school={context.globals.school as string | undefined}
        locale={context.globals.locale as string | undefined}
      />
    ),
  };
}

import type { ApiPageStates, PageWithoutApiStates } from '../../runtime/app/testing/pageStates.ts';

/**
 * The stories of one widget page whose data comes from its API, from its entry in the widget's
 * pageStates.ts (the fixtures its component tests use): one per state. Export them as Loading, Empty,
 * ErrorNetwork, ErrorEnvelope and Data: the Storybook e2e test checks every page of every widget.json has them.
 */
export function widgetPageStates(page: Pick<ApiPageStates, 'path' | 'fixtures' | 'user' | 'ready'>) {
  const state = (fixtures: Fixtures, ready: string) => portalStory({ path: page.path, fixtures, ready, ...(page.user ? { user: page.user } : {}) });
  return {
    Loading: state(page.fixtures.loading, page.ready.loading ?? '[data-testid="loading"]'),
    Empty: state(page.fixtures.empty, page.ready.empty ?? '[data-testid="empty"]'),
    ErrorNetwork: state(page.fixtures.networkError, page.ready.networkError ?? '[data-testid="network-error"]'),
    ErrorEnvelope: state(page.fixtures.envelopeError, page.ready.envelopeError ?? '[data-testid="api-error"]'),
    Data: state(page.fixtures.data, page.ready.data),
  };
}

/**
 * The states of a page that calls no API of its own (its widget.json `api` is empty), such as the app
 * directory. What a student can still meet there: the page's code arriving slowly (loading) or not at
 * all (network error: the page-load error panel), a school offering nothing to list (empty), the data.
 * There is no envelope error without a call; the Storybook e2e test exempts such pages from it, reading
 * widget.json, so the exemption cannot outlive the page's first API key.
 */
export function pageWithoutApiStates(page: Omit<PageWithoutApiStates, 'withoutApi'>) {
  const base = { path: page.path, ...(page.user ? { user: page.user } : {}) };
  return {
    Loading: portalStory({ ...base, source: codeNeverArrives(page.widget), ready: '[data-testid="loading"]' }),
    Empty: portalStory({ ...base, site: page.emptySite, ready: page.ready.empty ?? '[data-testid="empty"]' }),
    ErrorNetwork: portalStory({
      ...base,
      source: codeFails(page.widget),
      // The portal reloads once for a chunk that failed to load (a redeploy); a story shows the panel after it.
      before: () => sessionStorage.setItem(chunkReloadMarker, String(Date.now())),
      ready: '[data-testid="chunk-error"]',
      expectedConsoleErrors: pageFailureReports,
    }),
    Data: portalStory({ ...base, ready: page.ready.data }),
  };
}

/** What the page-error boundary (and React, for a caught error) write to the console for a failed page (legacy-portal §8). */
export const pageFailureReports = ['\\[portal\\] a page failed', 'Failed to fetch dynamically imported module', 'The above error occurred', 'error boundary'];
export { codeFails, codeNeverArrives } from './storySources.ts';
