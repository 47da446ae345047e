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
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { SchoolAtlasProps } from '../generated/types.ts';
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

function AlbumList({ props, here, title }: { props: SchoolAtlasProps; here: string; title: string }) {
  const { t } = useTranslation('school-atlas');
  const image = useImageUrl();
  const answer = useApiQuery('school-atlas.albums', {});
  const [category, setCategory] = useState<string>();

  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  const allowed = props.categories;
  const categories = answer.data.categories.filter((c) => !allowed || allowed.includes(c.id));
  const albums = answer.data.list.filter((a) => categories.some((c) => c.id === a.category));
  if (albums.length === 0) return <EmptyView message={t('albums.empty')} image={image('empty.svg')} />;
  const shown = albums.filter((a) => category === undefined || a.category === category);

  return (
    <section className={styles.page} aria-labelledby="atlas-heading">
      <h1 id="atlas-heading" className={styles.heading}>
        {title}
      </h1>
      {categories.length > 1 ? (
        <nav className={styles.chips} aria-label={t('albums.categories')}>
          <button type="button" className={styles.chip} aria-pressed={category === undefined} onClick={() => setCategory(undefined)}>
            {t('albums.all')}
          </button>
          {categories.map((c) => (
            <button key={c.id} type="button" className={styles.chip} aria-pressed={category === c.id} onClick={() => setCategory(c.id)}>
              {c.name}
            </button>
          ))}
        </nav>
      ) : null}
      {shown.length === 0 ? (
        <p className={styles.note}>{t('albums.noMatch')}</p>
      ) : (
        <ul className={styles.albums} data-testid="atlas-albums">
          {shown.map((a) => (
            <li key={a.id}>
              <Link className={styles.album} to={`${here}?album=${a.id}`}>
                <img className={styles.cover} src={image(a.cover)} alt="" loading="lazy" width={320} height={220} />
                <span className={styles.albumText}>
                  <span className={styles.albumTitle}>{a.title}</span>
                  <span className={styles.muted}>
                    {t('albums.count', { count: a.count })} · {formatDate(a.updatedAt)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
