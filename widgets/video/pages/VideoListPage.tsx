import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation, Pager, QueryView, WidgetPage, formatDate, useApiQuery, useKeptQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { VideoListData, VideoProps } from '../generated/types.ts';
import { VideoPoster } from './VideoPoster.tsx';
import styles from './video.module.css';

/**
 * video/list: the campus videos, newest first, as a grid of posters with their length and views,
 * filtered by category chips and paged by the school's page size.
 */
export default function VideoListPage({ props, module, title }: WidgetPageProps<VideoProps>) {
  const { t } = useTranslation('video');
  const size = props.pageSize ?? 12;
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<string>();
  // A new search or page keeps the last answer on screen.
  const shown = useKeptQuery(useApiQuery('video.list', { page, size, ...(category ? { category } : {}) }));
  const data = shown.data;
  // Turning a page keeps the last one on screen instead of flashing the loading view.
  const choose = (next: string | undefined) => {
    setCategory(next);
    setPage(1);
  };
  const turn = (next: number) => {
    setPage(next);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <WidgetPage title={title} className={styles.page} intro={data?.categories.some((c) => c.count > 0) ? t('list.count', { count: data.total }) : undefined}>
      <QueryView query={shown} empty={t('list.empty')} isEmpty={(list) => list.categories.every((c) => c.count === 0)}>
        {(list) => (
          <div aria-busy={shown.refreshing}>
            <div className="portal-chips" role="group" aria-label={t('list.categories')}>
              <button type="button" className="portal-chip" aria-pressed={category === undefined} onClick={() => choose(undefined)}>
                {t('list.all')}
              </button>
              {list.categories.map((c) => (
                <button key={c.id} type="button" className="portal-chip" aria-pressed={category === c.id} onClick={() => choose(c.id)}>
                  {c.name}
                  <span className="portal-chip__count">{c.count}</span>
                </button>
              ))}
            </div>
            {list.list.length === 0 ? <p className="portal-no-match">{t('list.noMatch')}</p> : <VideoGrid videos={list.list} module={module} props={props} />}
            <Pager page={page} size={size} total={list.total} onPage={turn} busy={shown.refreshing} />
          </div>
        )}
      </QueryView>
    </WidgetPage>
  );
}

function VideoGrid({ videos, module, props }: { videos: VideoListData['list']; module: string; props: VideoProps }) {
  const { t } = useTranslation('video');
  return (
    <ul className={styles.grid} data-testid="video-list">
      {videos.map((video) => (
        <li key={video.id}>
          <Link className={styles.card} to={`/${module}/detail?id=${video.id}`}>
            <VideoPoster cover={video.cover} duration={video.duration} className={styles.poster} width={320} />
            <span className={styles.cardTitle}>{video.title}</span>
            <span className={styles.meta}>
              {props.showViews !== false ? <span>{t('list.views', { count: video.views })}</span> : null}
              <time dateTime={new Date(video.publishedAt * 1000).toISOString()}>{formatDate(video.publishedAt)}</time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
