import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadingView,
  NoDataView,
  Pager,
  formatDate,
  isRecordId,
  useApiQuery,
  useImageUrl,
  useLastData,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { MicroStationProps } from '../generated/types.ts';
import styles from './microStation.module.css';

/** microStation/list?station=…: one station's introduction and its articles, newest first, page by page. */
export default function StationArticlesPage({ props, query, module }: WidgetPageProps<MicroStationProps>) {
  const { t } = useTranslation('micro-station');
  const image = useImageUrl();
  const station = query.get('station') ?? '';
  const valid = isRecordId(station);
  const [page, setPage] = useState({ station, page: 1 });
  // A kept-alive list opened for another station starts at its first page.
  const current = page.station === station ? page.page : 1;
  const size = props.pageSize ?? 10;
  const request = useMemo(() => (valid ? { station, page: current, size } : undefined), [valid, station, current, size]);
  const answer = useApiQuery('micro-station.articles', request);

  // The next page keeps the last one on screen; another station's never shows.
  const last = useLastData(answer);
  const data = answer.status === 'ready' ? answer.data : last?.station.id === Number(station) ? last : undefined;

  if (!valid) return <NoDataView message={t('list.missingStation')} image={image('empty.svg')} />;
  if (answer.status === 'error') {
    if (answer.error.kind === 'envelope' && answer.error.detail.e === 404) return <NoDataView message={answer.error.message} image={image('empty.svg')} />;
    return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  }
  if (!data) return <LoadingView />;

  const turnPage = (next: number) => {
    setPage({ station, page: next });
    window.scrollTo?.({ top: 0 });
  };
  return (
    <section className={styles.page} aria-labelledby="station-name" aria-busy={answer.status === 'loading'}>
      <header className={styles.stationHeader}>
        <span className={styles.badgeLarge} aria-hidden="true">
          {[...data.station.name][0]}
        </span>
        <div>
          <h1 id="station-name" className={styles.heading}>
            {data.station.name}
          </h1>
          {data.station.kindName ? <p className={styles.meta}>{data.station.kindName}</p> : null}
        </div>
      </header>
      {data.station.intro ? <p className={styles.stationIntro}>{data.station.intro}</p> : null}
      {data.total === 0 ? (
        <EmptyView message={t('list.empty')} image={image('empty.svg')} />
      ) : (
        <ul className={styles.articles} data-testid="station-articles">
          {data.list.map((article) => (
            <li key={article.id}>
              <Link className={styles.entry} to={`/${module}/detail?id=${article.id}`}>
                <span className={styles.entryTitle}>{article.title}</span>
                {article.summary ? <span className={styles.intro}>{article.summary}</span> : null}
                <time className={styles.meta} dateTime={new Date(article.publishedAt * 1000).toISOString()}>
                  {formatDate(article.publishedAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.page} size={data.size} total={data.total} onPage={turnPage} busy={answer.status === 'loading'} />
      <p className={styles.back}>
        <Link to={`/${module}/index`} className="portal-button">
          {t('list.backToDirectory')}
        </Link>
      </p>
    </section>
  );
}
