import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation, DetailPage, WidgetPage, formatDate, useDialogs, useImageUrl } from '../../../runtime/app/index.ts';
import type { SchoolAtlasAlbumData } from '../generated/types.ts';
import styles from './schoolAtlas.module.css';

/** One album: its facts and its photos as a grid; a tap opens the portal's preview, paging through the album. */
export function AlbumView({ id, back, showCaptions }: { id: string; back: string; showCaptions: boolean }) {
  const { t } = useTranslation('school-atlas');
  // The page's `?album=` is the `id` the school's album key takes.
  const query = useMemo(() => new URLSearchParams({ id }), [id]);
  return (
    <DetailPage apiKey="school-atlas.album" query={query} missingMessage={t('album.missing')}>
      {(album) => <Album album={album} back={back} showCaptions={showCaptions} />}
    </DetailPage>
  );
}

function Album({ album, back, showCaptions }: { album: SchoolAtlasAlbumData; back: string; showCaptions: boolean }) {
  const { t } = useTranslation('school-atlas');
  const image = useImageUrl();
  const dialogs = useDialogs();
  const urls = album.photos.map((p) => image(p.url)).filter((url): url is string => url !== undefined);

  return (
    <WidgetPage
      title={album.title}
      className={styles.page}
      actions={
        <Link to={back} className={styles.back}>
          {t('album.back')}
        </Link>
      }
      intro={
        <>
          {t('album.photographer', { name: album.photographer })} · {t('album.updated', { date: formatDate(album.updatedAt) })} ·{' '}
          {t('album.photos', { count: album.photos.length })}
        </>
      }
    >
      {album.description ? <p className={styles.description}>{album.description}</p> : null}
      {album.photos.length === 0 ? (
        <p className="portal-no-match">{t('album.empty')}</p>
      ) : (
        <ul className={styles.photos} data-testid="atlas-photos">
          {album.photos.map((photo) => {
            const src = image(photo.url);
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  className={styles.photo}
                  aria-label={t('album.preview', { caption: photo.caption || album.title })}
                  onClick={() => src && dialogs.previewImage(src, { images: urls, alt: photo.caption || album.title })}
                >
                  <img src={src} alt="" loading="lazy" width={320} height={220} />
                </button>
                {showCaptions && photo.caption ? <p className={styles.caption}>{photo.caption}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </WidgetPage>
  );
}
