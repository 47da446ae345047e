import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation, QueryView, WidgetPage, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { MicroStationProps, MicroStationStationsData } from '../generated/types.ts';
import styles from './microStation.module.css';

const NO_QUERY = {};

/**
 * microStation/index: the directory of micro stations, grouped by kind (学院, 职能部门…), with a name
 * filter that answers as the user types (the directory is short: it is filtered in the browser).
 */
/** The kinds the app shows (its `kinds` prop, else all) and their stations. */
function shownStations(data: MicroStationStationsData, allowed: MicroStationProps['kinds']) {
  const kinds = allowed ? data.kinds.filter((k) => allowed.includes(k.id)) : data.kinds;
  return { kinds, stations: data.list.filter((s) => kinds.some((k) => k.id === s.kind)) };
}

export default function StationDirectoryPage({ props, module, title }: WidgetPageProps<MicroStationProps>) {
  const { t } = useTranslation('micro-station');
  const answer = useApiQuery('micro-station.stations', NO_QUERY);
  const count = answer.data ? shownStations(answer.data, props.kinds).stations.length : 0;
  return (
    <WidgetPage title={title} className={styles.page} intro={count > 0 ? t('directory.count', { count }) : undefined}>
      <QueryView query={answer} empty={t('directory.empty')} isEmpty={(data) => shownStations(data, props.kinds).stations.length === 0}>
        {(data) => <Directory {...shownStations(data, props.kinds)} module={module} showIntro={props.showIntro !== false} />}
      </QueryView>
    </WidgetPage>
  );
}

function Directory({ kinds, stations, module, showIntro }: ReturnType<typeof shownStations> & { module: string; showIntro: boolean }) {
  const { t } = useTranslation('micro-station');
  const [filter, setFilter] = useState('');
  const text = filter.trim();
  const groups = kinds
    .map((kind) => ({ ...kind, stations: stations.filter((s) => s.kind === kind.id && s.name.includes(text)) }))
    .filter((group) => group.stations.length > 0);

  return (
    <>
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
        <p className="portal-no-match" data-testid="station-no-match">
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
                        {showIntro && station.intro ? <span className="portal-summary">{station.intro}</span> : null}
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
    </>
  );
}
