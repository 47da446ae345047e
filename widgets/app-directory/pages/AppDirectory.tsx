import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  AppIcon,
  EmptyView,
  WidgetPage,
  localize,
  useAccess,
  useImageUrl,
  useSite,
  directoryEntries,
  groupByCategory,
  searchEntries,
  type DirectoryEntry,
} from '../../../runtime/app/index.ts';
import type { AppDirectoryProps } from '../generated/types.ts';
import styles from './appDirectory.module.css';

export type DirectoryLayout = {
  /** The school banner and welcome line (home page). */
  banner?: boolean;
  /** The props' featured apps first. */
  featured?: boolean;
  /** Only the featured apps, with a link to all (composition/index). */
  featuredOnly?: boolean;
  /** Category tabs instead of grouped sections (applicationSquare/index). */
  tabs?: boolean;
};

function AppGrid({ entries, columns }: { entries: DirectoryEntry[]; columns: number }) {
  return (
    <ul className={styles.grid} style={{ ['--columns' as string]: columns }}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link className={styles.app} to={entry.to} data-app={entry.key} title={entry.title}>
            <span className={styles.icon}>
              <AppIcon name={entry.icon} />
            </span>
            <span className={styles.appTitle}>{entry.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The app directory every home-like page is made of (under the page's title): search, featured apps, apps by category. */
export function AppDirectory({ props, layout }: { props: AppDirectoryProps; layout: DirectoryLayout }) {
  const site = useSite();
  const { t, i18n } = useTranslation('app-directory');
  const image = useImageUrl();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<string>('');
  const language = i18n.language;
  const columns = props.columns ?? 4;

  const access = useAccess();
  // Spec §6: entries of apps the user may not use are not shown.
  const entries = useMemo(() => directoryEntries(site, language).filter((entry) => access.mayOpen(entry.key)), [site, language, access]);
  const matches = useMemo(() => searchEntries(entries, query), [entries, query]);
  const groups = useMemo(() => groupByCategory(site, matches, language), [site, matches, language]);
  const featured = useMemo(
    () => (props.featured ?? []).map((key) => entries.find((e) => e.key === key)).filter((e): e is DirectoryEntry => e !== undefined),
    [entries, props.featured],
  );
  const searching = query.trim() !== '';

  return (
    // With the banner, the welcome is what the reader sees first; the page's title stays for screen readers.
    <WidgetPage headingHidden={layout.banner}>
      {layout.banner ? (
        <div className={styles.banner} style={props.banner ? { backgroundImage: `url("${image(props.banner)}")` } : undefined}>
          <p className={styles.welcome}>{t('welcome', { name: localize(site.name, language) })}</p>
        </div>
      ) : null}
      {props.showSearch !== false && !layout.featuredOnly ? (
        <div className={styles.search} role="search">
          <input
            type="search"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            data-testid="app-search"
          />
        </div>
      ) : null}

      {entries.length === 0 ? <EmptyView message={t('noApps')} /> : null}
      {entries.length > 0 && searching && matches.length === 0 ? <EmptyView message={t('noMatch', { query: query.trim() })} /> : null}

      {(layout.featured || layout.featuredOnly) && !searching && featured.length > 0 ? (
        <div className={`portal-card ${styles.group}`}>
          <h2 className={`portal-card__title ${styles.groupTitle}`}>{t('featured')}</h2>
          <AppGrid entries={featured} columns={columns} />
        </div>
      ) : null}

      {layout.featuredOnly ? (
        <p className={styles.more}>
          <Link to="/composition/all" className="portal-button">
            {t('allApps')}
          </Link>
        </p>
      ) : layout.tabs ? (
        <>
          <div className={styles.tabs} role="tablist" aria-label={t('allApps')}>
            {[{ category: '', title: t('allCategories') }, ...groups].map((group) => (
              <button
                key={group.category}
                type="button"
                role="tab"
                aria-selected={tab === group.category}
                className={styles.tab}
                onClick={() => setTab(group.category)}
              >
                {group.title}
              </button>
            ))}
          </div>
          <div role="tabpanel">
            <AppGrid entries={tab ? matches.filter((e) => e.category === tab) : matches} columns={columns} />
          </div>
        </>
      ) : (
        groups.map((group) => (
          <div key={group.category} className={`portal-card ${styles.group}`} data-category={group.category}>
            <h2 className={`portal-card__title ${styles.groupTitle}`}>{group.title}</h2>
            <AppGrid entries={group.entries} columns={columns} />
          </div>
        ))
      )}
    </WidgetPage>
  );
}
