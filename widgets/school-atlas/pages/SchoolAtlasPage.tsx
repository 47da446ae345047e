import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation, QueryView, WidgetPage, formatDate, useApiQuery, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { SchoolAtlasAlbumsData, SchoolAtlasProps } from '../generated/types.ts';
import { AlbumView } from './AlbumView.tsx';
import styles from './schoolAtlas.module.css';

/**
 * schoolAtlas/index: the campus albums by category; `?album=<id>` opens one album's photo grid (a real
 * address: the back button and shared links work), a tap on a photo previews it full size.
 */
export default function SchoolAtlasPage({ props, query, routePath, title }: WidgetPageProps<SchoolAtlasProps>) {
  const album = query.get('album');
  const here = `/${routePath}`;
  if (album !== null) return <AlbumView id={album} back={here} showCaptions={props.showCaptions !== false} />;
  return <AlbumList props={props} here={here} title={title} />;
}

/** The categories the app shows (its `categories` prop, else all) and their albums. */
function shownAlbums(data: SchoolAtlasAlbumsData, allowed: SchoolAtlasProps['categories']) {
  const categories = data.categories.filter((c) => !allowed || allowed.includes(c.id));
  return { categories, albums: data.list.filter((a) => categories.some((c) => c.id === a.category)) };
}

function AlbumList({ props, here, title }: { props: SchoolAtlasProps; here: string; title: string }) {
  const { t } = useTranslation('school-atlas');
  const answer = useApiQuery('school-atlas.albums', {});
  return (
    <WidgetPage title={title} className={styles.page}>
      <QueryView query={answer} empty={t('albums.empty')} isEmpty={(data) => shownAlbums(data, props.categories).albums.length === 0}>
        {(data) => <Albums {...shownAlbums(data, props.categories)} here={here} />}
      </QueryView>
    </WidgetPage>
  );
}

function Albums({ categories, albums, here }: ReturnType<typeof shownAlbums> & { here: string }) {
  const { t } = useTranslation('school-atlas');
  const image = useImageUrl();
  const [category, setCategory] = useState<string>();
  const shown = albums.filter((a) => category === undefined || a.category === category);

  return (
    <>
      {categories.length > 1 ? (
        <div className="portal-chips" role="group" aria-label={t('albums.categories')}>
          <button type="button" className="portal-chip" aria-pressed={category === undefined} onClick={() => setCategory(undefined)}>
            {t('albums.all')}
          </button>
          {categories.map((c) => (
            <button key={c.id} type="button" className="portal-chip" aria-pressed={category === c.id} onClick={() => setCategory(c.id)}>
              {c.name}
            </button>
          ))}
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="portal-no-match">{t('albums.noMatch')}</p>
      ) : (
        <ul className={styles.albums} data-testid="atlas-albums">
          {shown.map((a) => (
            <li key={a.id}>
              <Link className={styles.album} to={`${here}?album=${a.id}`}>
                <img className={styles.cover} src={image(a.cover)} alt="" loading="lazy" width={320} height={220} />
                <span className={styles.albumText}>
                  <span className={styles.albumTitle}>{a.title}</span>
                  <span className="portal-muted">
                    {t('albums.count', { count: a.count })} · {formatDate(a.updatedAt)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
