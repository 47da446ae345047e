import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  AppIcon,
  EmptyView,
  LoadingView,
  WidgetPage,
  formatDate,
  useAccess,
  useApiQuery,
  useSite,
  type WidgetPageProps,
  directoryEntries,
  searchEntries,
} from '../../../runtime/app/index.ts';
import type { AccountProps } from '../generated/types.ts';
import { appsOfWidget, guidePath, newsArticlePath } from './searchTargets.ts';
import styles from './account.module.css';

/** Typing searches after this pause; Enter searches at once. */
export const SEARCH_DELAY_MS = 300;
const NEWS_HITS = 10;
/** What search looks through when the app's props do not say (the props schema's default). */
const ALL_SOURCES: NonNullable<AccountProps['searchSources']> = ['apps', 'news', 'guides'];

function Section({ title, count, children, testId }: { title: string; count?: number; children: ReactNode; testId: string }) {
  return (
    <section className="portal-card" aria-label={title} data-testid={testId}>
      <h2 className={styles.cardTitle}>
        {title}
        {count !== undefined ? <span className={`portal-badge portal-badge--info ${styles.badge}`}>{count}</span> : null}
      </h2>
      {children}
    </section>
  );
}

/** A hit in the school's content: where it opens (an app the user may use) and a line under its title. */
interface Hit {
  id: number;
  to: string;
  title: string;
  meta?: string;
}

/** A part of the school's content searched by its own call (news, guides): its spinner, its failure, its hits. */
function HitsSection({
  title,
  count,
  testId,
  pending,
  failed,
  hits,
  children,
}: {
  title: string;
  count: number | undefined;
  testId: string;
  pending: boolean;
  failed: boolean;
  hits: Hit[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <Section title={title} count={count} testId={testId}>
      {pending ? <LoadingView /> : null}
      {failed ? (
        <p className="portal-problem" role="alert">
          {t('search.sectionError')}
        </p>
      ) : null}
      {hits.length > 0 ? (
        <ul className={styles.hits}>
          {hits.map((item) => (
            <li key={item.id}>
              <Link className={styles.hit} to={item.to}>
                <span className={styles.hitTitle}>{item.title}</span>
                {item.meta ? <span className={styles.hitMeta}>{item.meta}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </Section>
  );
}

/**
 * polymerization/search: one box for the apps the user may open (titles in the current language, as
 * the app directory lists them: hidden apps and apps without permission are never found) and for the
 * school's content: news articles (news.list q) and guides (guide.list q), each opening in the app the
 * user may use for it.
 */
export default function SearchPage({ props }: WidgetPageProps<AccountProps>) {
  const { t, i18n } = useTranslation('account');
  const site = useSite();
  const access = useAccess();
  const sources = props.searchSources ?? ALL_SOURCES;
  const [text, setText] = useState('');
  const [q, setQ] = useState('');

  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => setQ(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  const newsApps = useMemo(() => (sources.includes('news') ? appsOfWidget(site, 'news', access.mayOpen) : []), [site, access, sources]);
  const guideApps = useMemo(() => (sources.includes('guides') ? appsOfWidget(site, 'guide', access.mayOpen) : []), [site, access, sources]);
  const apps = useMemo(
    () =>
      sources.includes('apps') && q
        ? searchEntries(
            directoryEntries(site, i18n.language).filter((entry) => access.mayOpen(entry.key)),
            q,
          )
        : [],
    [site, i18n.language, access, q, sources],
  );
  const news = useApiQuery('news.list', q && newsApps.length ? { q, size: NEWS_HITS } : undefined);
  const guides = useApiQuery('guide.list', q && guideApps.length ? { q } : undefined);

  const newsHits: Hit[] =
    news.status === 'ready'
      ? news.data.list.flatMap((item) => {
          const to = newsArticlePath(newsApps, item.channel, item.id);
          return to ? [{ id: item.id, to, title: item.title, meta: `${item.source} · ${formatDate(item.publishedAt)}` }] : [];
        })
      : [];
  const guideHits: Hit[] =
    guides.status === 'ready'
      ? guides.data.list.flatMap((item) => {
          const to = guidePath(guideApps, item.category, item.id);
          return to ? [{ id: item.id, to, title: item.title, meta: item.summary }] : [];
        })
      : [];
  const newsPending = newsApps.length > 0 && news.status === 'loading';
  const guidesPending = guideApps.length > 0 && guides.status === 'loading';
  const nothing =
    !newsPending &&
    !guidesPending &&
    apps.length === 0 &&
    newsHits.length === 0 &&
    guideHits.length === 0 &&
    news.status !== 'error' &&
    guides.status !== 'error';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };

  return (
    <WidgetPage>
      <form className={styles.searchBox} role="search" onSubmit={submit}>
        <input
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={40}
          data-testid="search-input"
        />
        <button type="submit" className="portal-button portal-button--primary">
          {t('search.submit')}
        </button>
      </form>

      {q === '' ? <p className={`portal-muted ${styles.intro}`}>{t('search.hint')}</p> : null}
      {q !== '' && nothing ? <EmptyView message={t('search.noMatch', { q })} /> : null}

      {apps.length > 0 ? (
        <Section title={t('search.apps')} count={apps.length} testId="search-apps">
          <ul className={styles.appHits}>
            {apps.map((entry) => (
              <li key={entry.key}>
                <Link className={styles.app} to={entry.to} data-app={entry.key}>
                  <span className={styles.appIcon}>
                    <AppIcon name={entry.icon} />
                  </span>
                  {entry.title}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {q !== '' && newsApps.length > 0 && (newsPending || news.status === 'error' || newsHits.length > 0) ? (
        <HitsSection
          title={t('search.news')}
          count={news.status === 'ready' ? news.data.total : undefined}
          testId="search-news"
          pending={newsPending}
          failed={news.status === 'error'}
          hits={newsHits}
        >
          {news.status === 'ready' && news.data.total > newsHits.length && newsHits.length === news.data.list.length ? (
            <p className="portal-card__meta">{t('search.more', { count: news.data.total, shown: newsHits.length })}</p>
          ) : null}
        </HitsSection>
      ) : null}

      {q !== '' && guideApps.length > 0 && (guidesPending || guides.status === 'error' || guideHits.length > 0) ? (
        <HitsSection
          title={t('search.guides')}
          count={guides.status === 'ready' ? guideHits.length : undefined}
          testId="search-guides"
          pending={guidesPending}
          failed={guides.status === 'error'}
          hits={guideHits}
        />
      ) : null}
    </WidgetPage>
  );
}
