import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ResolvedRoute } from '../../shared/generated/resolvedSiteManifest.ts';
import { finishProgress } from '../progress/routeProgress.ts';
import type { WidgetDefinition, WidgetPageProps } from '../registry/widgetDefinition.ts';
import type { LoadedPage, WidgetRegistry } from '../registry/widgetRegistry.ts';
import { LoadingView } from '../screens/LoadingView.tsx';
import { PageErrorBoundary } from '../screens/PageErrorBoundary.tsx';
import { usePortal } from '../site/PortalContext.tsx';
import { pageTitle, tabTitle } from './pageTitle.ts';
import { PageFrameContext } from '../pageKit/pageFrame.ts';

/** What PageHost hands the lazy page: the widget page's props without its title, plus the route to title it by. */
type HostedPageProps = Omit<WidgetPageProps<never>, 'title'> & { route: ResolvedRoute };
type LazyPage = LazyExoticComponent<ComponentType<HostedPageProps>>;
/** Per registry (one per mounted portal), so two portals on a page never share a loaded page. */
const lazyPagesByRegistry = new WeakMap<WidgetRegistry, Map<string, LazyPage>>();

function lazyPagesOf(registry: WidgetRegistry): Map<string, LazyPage> {
  let pages = lazyPagesByRegistry.get(registry);
  if (!pages) lazyPagesByRegistry.set(registry, (pages = new Map()));
  return pages;
}

/**
 * A thenable that calls back at once. React's lazy calls `then` and reads the result right after: a page
 * already loaded (the first page of a visit, loaded before the first render) renders in that same pass,
 * without the loading view and without React's 300 ms hold before it reveals suspended content.
 */
function settledNow<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => resolve(value) } as unknown as Promise<T>;
}

/** One lazy component per widget page, made once, so React keeps its loaded state across visits. */
function lazyPage(registry: WidgetRegistry, widget: string, page: string): LazyPage {
  const key = `${widget}/${page}`;
  const lazyPages = lazyPagesOf(registry);
  let component = lazyPages.get(key);
  if (!component) {
    const asModule = ({ definition, Page }: LoadedPage) => ({ default: titled(Page, definition) });
    component = lazy(() => {
      const loaded = registry.loadedPage(widget, page);
      return loaded ? settledNow(asModule(loaded)) : registry.page(widget, page).then(asModule);
    });
    lazyPages.set(key, component);
  }
  return component;
}

/**
 * The page with its title (pageTitle: the one text for heading, tab and share). Computed here, where the
 * widget's definition is loaded, and again when the language changes.
 */
function titled(Page: ComponentType<WidgetPageProps<never>>, definition: WidgetDefinition) {
  return function TitledPage({ route, ...props }: HostedPageProps) {
    const { i18n } = useTranslation();
    const { manifest } = usePortal();
    const title = pageTitle(i18n, manifest, route, definition);
    const frame = useMemo(
      () => ({ widget: definition.meta, page: route.page, module: props.module, title, appKey: props.appKey }),
      [route.page, props.module, props.appKey, title],
    );
    return (
      <PageFrameContext.Provider value={frame}>
        <Page {...props} title={title} />
      </PageFrameContext.Provider>
    );
  };
}

/** Finishes the progress bar once the active page has rendered, on each navigation to it. */
function Rendered({ active, navigation }: { active: boolean; navigation: string }) {
  useEffect(() => {
    if (active) finishProgress();
  }, [active, navigation]);
  return null;
}

/**
 * Mounts one widget page: loads its definition and chunk (each page its own chunk), sets the document
 * title while the page is the active one, and isolates failures in an error panel with a retry.
 */
export function PageHost(props: { routePath: string; route: ResolvedRoute; search: string; active: boolean; navigation: string }) {
  const { routePath, route, search, active, navigation } = props;
  const { registry, manifest } = usePortal();
  const { t, i18n } = useTranslation('portal');
  const [attempt, setAttempt] = useState(0);
  // lazyPage hands back the one React.lazy component of this widget page (cached per registry), so it is
  // not a component made anew each render; a retry (attempt) drops the cache entry and asks again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the retry's signal to call lazyPage again
  const Page = useMemo(() => lazyPage(registry, route.widget, route.page), [registry, route.widget, route.page, attempt]);
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const app = route.app ? manifest.apps[route.app] : undefined;

  useEffect(() => {
    if (!active) return;
    let current = true;
    const loaded = registry.loaded(route.widget);
    if (loaded) document.title = tabTitle(pageTitle(i18n, manifest, route, loaded), manifest, i18n.language);
    else {
      document.title = t('loading');
      registry.definition(route.widget).then(
        (definition) => current && (document.title = tabTitle(pageTitle(i18n, manifest, route, definition), manifest, i18n.language)),
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [active, registry, manifest, route, i18n, i18n.language, t]);

  return (
    <PageErrorBoundary
      resetKey={`${routePath}#${attempt}`}
      onRetry={() => {
        registry.forget(route.widget);
        lazyPagesOf(registry).delete(`${route.widget}/${route.page}`);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<LoadingView />}>
        {/* eslint-disable-next-line react-hooks/static-components -- Page is the cached lazy component (see above) */}
        <Page
          route={route}
          appKey={route.app}
          app={app}
          props={(app?.props ?? {}) as never}
          routePath={routePath}
          module={routePath.split('/')[0]!}
          query={query}
        />
        <Rendered active={active} navigation={navigation} />
      </Suspense>
    </PageErrorBoundary>
  );
}
