import type { ReactNode } from 'react';
import { useTranslation, useDialogs, useImageUrl } from '../../../runtime/app/index.ts';
import styles from './photoWall.module.css';

export interface GridPhoto {
  id: number;
  title: string;
  url: string;
}

/**
 * Photos as a grid of square thumbnails; a tap opens the portal's image preview, paging through every
 * photo of the grid. `footer` adds what a page shows under each photo (author and likes, status…).
 */
export function PhotoGrid<T extends GridPhoto>({ photos, footer, testId }: { photos: readonly T[]; footer: (photo: T) => ReactNode; testId: string }) {
  const { t } = useTranslation('photo-wall');
  const dialogs = useDialogs();
  const image = useImageUrl();
  const urls = photos.map((photo) => image(photo.url)).filter((url): url is string => url !== undefined);
  return (
    <ul className={styles.grid} data-testid={testId}>
      {photos.map((photo) => {
        const src = image(photo.url);
        return (
          <li key={photo.id} className={styles.tile}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={t('grid.preview', { title: photo.title })}
              onClick={() => src && dialogs.previewImage(src, { images: urls, alt: photo.title })}
            >
              <img src={src} alt="" loading="lazy" width={320} height={320} />
            </button>
            <div className={styles.caption}>
              <p className={styles.photoTitle}>{photo.title}</p>
              {footer(photo)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
