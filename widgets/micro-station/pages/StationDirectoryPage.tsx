import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation, ApiErrorView, EmptyView, LoadingView, useApiQuery, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { MicroStationProps } from '../generated/types.ts';
import styles from './microStation.module.css';

const NO_QUERY = {};

/**
 * microStation/index: the directory of micro stations, grouped by kind (学院, 职能部门…), with a name
 * filter that answers as the user types (the directory is short: it is filtered in the browser).
 */
export default function StationDirectoryPage({ props, module, title }: WidgetPageProps<MicroStationProps>) {
  const { t } = useTranslation('micro-station');
  const image = useImageUrl();
  const answer = useApiQuery('micro-station.stations', NO_QUERY);
  const [filter, setFilter] = useState('');

  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  const allowed = props.kinds;
  const kinds = allowed ? answer.data.kinds.filter((k) => allowed.includes(k.id)) : answer.data.kinds;
  const stations = answer.data.list.filter((s) => kinds.some((k) => k.id === s.kind));
  if (stations.length === 0) return <EmptyView message={t('directory.empty')} image={image('empty.svg')} />;

  const text = filter.trim();
  const groups = kinds
    .map((kind) => ({ ...kind, stations: stations.filter((s) => s.kind === kind.id && s.name.includes(text)) }))
    .filter((group) => group.stations.length > 0);

  return (
    <section className={styles.page} aria-labelledby="station-heading">
      <header className={styles.listHeader}>
        <h1 id="station-heading" className={styles.heading}>
          {title}
        </h1>
        <span className={styles.count}>{t('directory.count', { count: stations.length })}</span>
      </header>
      <input
        type="search"
        className={styles.filter}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t('directory.filterPlaceholder')}
        aria-label={t('directory.filterLabel')}
        maxLength={40}
      />
      {groups.length === 0 ? (
        <p className={styles.noMatch} data-testid="station-no-match">
          {t('directory.noMatch', { q: text })}
        </p>
      ) : (
        <div data-testid="station-directory">
          {groups.map((group) => (
            <section key={group.id} className={styles.group} aria-labelledby={`station-kind-${group.id}`}>
              <h2 id={`station-kind-${group.id}`} className={styles.groupTitle}>
                {group.name}
              </h2>
              <ul className={styles.stations}>
                {group.stations.map((station) => (
                  <li key={station.id}>
                    <Link className={styles.station} to={`/${module}/list?station=${station.id}`}>
                      <span className={styles.badge} aria-hidden="true">
                        {[...station.name][0]}
                      </span>
                      <span className={styles.stationText}>
                        <span className={styles.stationName}>{station.name}</span>
                        {props.showIntro !== false && station.intro ? <span className={styles.intro}>{station.intro}</span> : null}
                        <span className={styles.meta}>{t('directory.articles', { count: station.articleCount })}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
