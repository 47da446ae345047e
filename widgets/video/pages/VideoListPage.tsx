import { useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadingView,
  formatDate,
  useApiQuery,
  useImageUrl,
  useLastData,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { VideoProps } from '../generated/types.ts';
import { formatDuration } from './formatDuration.ts';
import styles from './video.module.css';

/**
 * video/list: the campus videos, newest first, as a grid of posters with their length and views,
 * filtered by category chips and paged by the school's page size.
 */
export default function VideoListPage({ props, module, title }: WidgetPageProps<VideoProps>) {
  const { t } = useTranslation('video');
  const image = useImageUrl();
  const size = props.pageSize ?? 12;
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<string>();
  const answer = useApiQuery('video.list', { page, size, ...(category ? { category } : {}) });

  // Turning a page keeps the last one on screen instead of flashing the loading view.
  const data = useLastData(answer);

  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  if (!data) return <LoadingView />;
  const all = data.categories.reduce((sum, c) => sum + c.count, 0);
  if (all === 0) return <EmptyView message={t('list.empty')} image={image('empty.svg')} />;

  const pages = Math.max(1, Math.ceil(data.total / size));
  const choose = (next: string | undefined) => {
    setCategory(next);
    setPage(1);
  };
  const turn = (next: number) => {
    setPage(next);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <section className={styles.page} aria-labelledby="video-heading" aria-busy={answer.status === 'loading'}>
      <header className={styles.listHeader}>
        <h1 id="video-heading" className={styles.heading}>
          {title}
        </h1>
        <span className={styles.muted}>{t('list.count', { count: data.total })}</span>
      </header>
      <nav className={styles.chips} aria-label={t('list.categories')}>
        <button type="button" className={styles.chip} aria-pressed={category === undefined} onClick={() => choose(undefined)}>
          {t('list.all')}
        </button>
        {data.categories.map((c) => (
          <button key={c.id} type="button" className={styles.chip} aria-pressed={category === c.id} onClick={() => choose(c.id)}>
            {c.name}
            <span className={styles.chipCount}>{c.count}</span>
          </button>
        ))}
      </nav>
      {data.list.length === 0 ? (
        <p className={styles.noMatch}>{t('list.noMatch')}</p>
      ) : (
        <ul className={styles.grid} data-testid="video-list">
          {data.list.map((video) => (
            <li key={video.id}>
              <Link className={styles.card} to={`/${module}/detail?id=${video.id}`}>
                <span className={styles.poster}>
                  <img src={image(video.cover)} alt="" loading="lazy" width={320} height={180} />
                  <span className={styles.duration}>{formatDuration(video.duration)}</span>
                </span>
                <span className={styles.cardTitle}>{video.title}</span>
                <span className={styles.meta}>
                  {props.showViews !== false ? <span>{t('list.views', { count: video.views })}</span> : null}
                  <time dateTime={new Date(video.publishedAt * 1000).toISOString()}>{formatDate(video.publishedAt)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('list.pager')}>
          <button type="button" className="portal-button" disabled={page <= 1} onClick={() => turn(page - 1)}>
            {t('list.prev')}
          </button>
          <span className={styles.muted}>{t('list.page', { page, pages })}</span>
          <button type="button" className="portal-button" disabled={page >= pages} onClick={() => turn(page + 1)}>
            {t('list.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
