/** activity/activityphoto?id=: the activity's photo albums, each with its latest photo and count, opening its photos. */
import { Link } from 'react-router';
import { DetailPage, WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { ActivityHeader } from './activityKit.tsx';
import styles from './activity.module.css';

export default function AlbumsPage({ module, query, title }: WidgetPageProps) {
  const { t } = useTranslation('activity');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="activity.albums" query={query} missingMessage={t('detail.missingId')}>
        {(albums) => (
          <>
            <ActivityHeader activity={albums.activity} module={module} manage={false} here="activityphoto" />
            {albums.list.length === 0 ? (
              <p className="portal-muted">{t('albums.none')}</p>
            ) : (
              <ul className={styles.grid} data-testid="activity-albums">
                {albums.list.map((album) => (
                  <li key={album.id} className="portal-card">
                    <Link to={`/${module}/activityphotochild?id=${album.id}`}>
                      {album.cover ? <img className={styles.photo} src={album.cover} alt="" loading="lazy" /> : null}
                      <span className="portal-card__title">{album.title}</span>
                    </Link>
                    <p className="portal-card__meta">{t('albums.count', { count: album.count })}</p>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </DetailPage>
    </WidgetPage>
  );
}
