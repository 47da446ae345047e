import { useState } from 'react';
import { useTranslation, ListView, usePagedList, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { PhotoWallProps } from '../generated/types.ts';
import { LikeButton } from './LikeButton.tsx';
import { PhotoGrid } from './PhotoGrid.tsx';
import { PhotoPageFrame } from './PhotoPageFrame.tsx';
import styles from './photoWall.module.css';

type Sort = 'latest' | 'popular';

/**
 * photowall/index: the approved photos as a grid, latest or most liked first, each with its author and
 * a like button (once per user, the count from the school); a tap previews the photo full size.
 */
export default function PhotoWallPage({ props, module, title }: WidgetPageProps<PhotoWallProps>) {
  const { t } = useTranslation('photo-wall');
  const [sort, setSort] = useState<Sort>(props.defaultSort ?? 'latest');
  const wall = usePagedList('photo-wall.list', { sort }, props.pageSize ?? 12);

  return (
    <PhotoPageFrame title={title} module={module} upload={t('wall.upload')} count={wall.items.length > 0 ? t('wall.count', { count: wall.total }) : undefined}>
      <ListView list={wall} empty={t('wall.empty')}>
        {(photos) => (
          <div aria-busy={wall.status === 'loading'}>
            <div className="portal-chips" role="group" aria-label={t('wall.sort')}>
              {(['latest', 'popular'] as const).map((option) => (
                <button key={option} type="button" className="portal-chip" aria-pressed={sort === option} onClick={() => setSort(option)}>
                  {t(`wall.${option}`)}
                </button>
              ))}
            </div>
            <PhotoGrid
              photos={photos}
              testId="photo-wall"
              footer={(photo) => (
                <div className={styles.footer}>
                  <span className="portal-muted">{photo.author}</span>
                  <LikeButton
                    photo={photo}
                    onChange={(answer) =>
                      wall.update((items) => items.map((item) => (item.id === answer.id ? { ...item, likes: answer.likes, liked: answer.liked } : item)))
                    }
                  />
                </div>
              )}
            />
          </div>
        )}
      </ListView>
    </PhotoPageFrame>
  );
}
