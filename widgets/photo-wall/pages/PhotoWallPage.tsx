import { useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadMoreFooter,
  LoadingView,
  useImageUrl,
  usePagedList,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { PhotoWallProps } from '../generated/types.ts';
import { LikeButton } from './LikeButton.tsx';
import { PhotoGrid } from './PhotoGrid.tsx';
import styles from './photoWall.module.css';

type Sort = 'latest' | 'popular';

/**
 * photowall/index: the approved photos as a grid, latest or most liked first, each with its author and
 * a like button (once per user, the count from the school); a tap previews the photo full size.
 */
export default function PhotoWallPage({ props, module, title }: WidgetPageProps<PhotoWallProps>) {
  const { t } = useTranslation('photo-wall');
  const image = useImageUrl();
  const [sort, setSort] = useState<Sort>(props.defaultSort ?? 'latest');
  const size = props.pageSize ?? 12;
  const wall = usePagedList('photo-wall.list', { sort }, size);

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
          {title}
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
            <LikeButton
              photo={photo}
              onChange={(answer) =>
                wall.update((items) => items.map((item) => (item.id === answer.id ? { ...item, likes: answer.likes, liked: answer.liked } : item)))
              }
            />
          </div>
        )}
      />
      <LoadMoreFooter paged={wall} />
    </section>
  );
}
