import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  EmptyView,
  NoDataView,
  Pager,
  QueryView,
  WidgetPage,
  formatDate,
  isRecordId,
  useApiQuery,
  useLastData,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { MicroStationProps } from '../generated/types.ts';
import styles from './microStation.module.css';

/** microStation/list?station=…: one station's introduction and its articles, newest first, page by page. */
export default function StationArticlesPage({ props, query, module, title }: WidgetPageProps<MicroStationProps>) {
  const { t } = useTranslation('micro-station');
  const station = query.get('station') ?? '';
  const valid = isRecordId(station);
  const [page, setPage] = useState({ station, page: 1 });
  // A kept-alive list opened for another station starts at its first page.
  const current = page.station === station ? page.page : 1;
  const size = props.pageSize ?? 10;
  const request = useMemo(() => (valid ? { station: Number(station), page: current, size } : undefined), [valid, station, current, size]);
  const answer = useApiQuery('micro-station.articles', request);

  // The next page keeps the last one on screen; another station's never shows.
  const last = useLastData(answer);
  const data = answer.status === 'ready' ? answer.data : last?.station.id === Number(station) ? last : undefined;

  const shown = answer.status === 'error' || !data ? answer : { status: 'ready' as const, data, reload: answer.reload };

  const turnPage = (next: number) => {
    setPage({ station, page: next });
    window.scrollTo?.({ top: 0 });
  };
  return (
    <WidgetPage title={data?.station.name ?? title}>
      {valid ? (
        <QueryView query={shown}>
          {(found) => (
            <div aria-busy={answer.status === 'loading'}>
              <header className={styles.stationHeader}>
                <span className={styles.badgeLarge} aria-hidden="true">
                  {[...found.station.name][0]}
                </span>
                <div>
                  {found.station.kindName ? <p className={styles.meta}>{found.station.kindName}</p> : null}
                  {found.station.intro ? <p className={styles.stationIntro}>{found.station.intro}</p> : null}
                </div>
              </header>
              {found.total === 0 ? (
                <EmptyView message={t('list.empty')} />
              ) : (
                <ul className="portal-entries" data-testid="station-articles">
                  {found.list.map((article) => (
                    <li key={article.id}>
                      <Link className="portal-entry" to={`/${module}/detail?id=${article.id}`}>
                        <span className="portal-entry__title">{article.title}</span>
                        {article.summary ? <span className="portal-summary">{article.summary}</span> : null}
                        <time className={styles.meta} dateTime={new Date(article.publishedAt * 1000).toISOString()}>
                          {formatDate(article.publishedAt)}
                        </time>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <Pager page={found.page} size={found.size} total={found.total} onPage={turnPage} busy={answer.status === 'loading'} />
            </div>
          )}
        </QueryView>
      ) : (
        <NoDataView message={t('list.missingStation')} />
      )}
      <p className={styles.back}>
        <Link to={`/${module}/index`} className="portal-button">
          {t('list.backToDirectory')}
        </Link>
      </p>
    </WidgetPage>
  );
}
