import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, EmptyView, LoadingView, useApi, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { PhotoWallProps } from '../generated/types.ts';
import { LikeButton } from './LikeButton.tsx';
import { MoreButton } from './MoreButton.tsx';
import { PhotoGrid } from './PhotoGrid.tsx';
import { usePagedList } from './usePagedList.ts';
import styles from './photoWall.module.css';

type Sort = 'latest' | 'popular';

/**
 * photowall/index: the approved photos as a grid, latest or most liked first, each with its author and
 * a like button (once per user, the count from the school); a tap previews the photo full size.
 */
export default function PhotoWallPage({ props, routePath }: WidgetPageProps<PhotoWallProps>) {
  const { t } = useTranslation('photo-wall');
  const api = useApi();
  const image = useImageUrl();
  const module = routePath.split('/')[0];
  const [sort, setSort] = useState<Sort>(props.defaultSort ?? 'latest');
  const size = props.pageSize ?? 12;
  const wall = usePagedList(sort, (page) => api.get('photowall.list', { page, size, sort }));

  const actions = (
    <nav className={styles.actions}>
      <Link className="portal-button" to={`/${module}/uploadPhoto`}>
        {t('wall.upload')}
      </Link>
      <Link className={styles.textLink} to={`/${module}/myPhotos`}>
        {t('wall.mine')}
      </Link>
      <Link className={styles.textLink} to={`/${module}/collection`}>
        {t('wall.collection')}
      </Link>
    </nav>
  );

  if (wall.status === 'loading' && wall.items.length === 0) return <LoadingView />;
  if (wall.status === 'error' && wall.error) return <ApiErrorView error={wall.error} onRetry={wall.retry} />;
  if (wall.items.length === 0) {
    return (
      <section className={styles.page}>
        <EmptyView message={t('wall.empty')} image={image('empty.svg')} />
        {actions}
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="photowall-heading" aria-busy={wall.status === 'loading'}>
      <header className={styles.header}>
        <h1 id="photowall-heading" className={styles.heading}>
          {t('pages.index')}
        </h1>
        <span className={styles.muted}>{t('wall.count', { count: wall.total })}</span>
      </header>
      {actions}
      <div className={styles.tabs} role="group" aria-label={t('wall.sort')}>
        {(['latest', 'popular'] as const).map((option) => (
          <button key={option} type="button" className={styles.chip} aria-pressed={sort === option} onClick={() => setSort(option)}>
            {t(`wall.${option}`)}
          </button>
        ))}
      </div>
      <PhotoGrid
        photos={wall.items}
        testId="photo-wall"
        footer={(photo) => (
          <div className={styles.footer}>
            <span className={styles.muted}>{photo.author}</span>
            <LikeButton photo={photo} onChange={(answer) => wall.update(answer.id, (item) => ({ ...item, likes: answer.likes, liked: answer.liked }))} />
          </div>
        )}
      />
      <MoreButton pages={wall} />
    </section>
  );
}
