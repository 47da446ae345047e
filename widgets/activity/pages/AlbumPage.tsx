/**
 * activity/activityphotochild?id=<album>: one album's photos, latest first. Those who took part and the
 * organiser add photos once the activity has ended; before, the page says when they open.
 */
import { Link } from 'react-router';
import {
  ActionMessage,
  DetailPage,
  IMAGE_UPLOAD,
  WidgetPage,
  uploadFile,
  useAction,
  useApi,
  useDialogs,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import { AfterEventNotice } from './CommentsPage.tsx';
import styles from './activity.module.css';

export default function AlbumPage({ module, query, title }: WidgetPageProps) {
  const { t } = useTranslation('activity');
  const dialogs = useDialogs();
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="activity.album" query={query} missingMessage={t('detail.missingId')}>
        {(album, reload) => (
          <>
            <h2 className={styles.title}>
              {album.activity.title} · {album.album.title}
            </h2>
            <p>
              <Link to={`/${module}/activityphoto?id=${album.activity.id}`}>{t('album.back')}</Link>
            </p>
            {album.mayAdd ? <AddPhoto album={album.album.id} onAdded={reload} /> : <AfterEventNotice activity={album.activity} what="photos" />}
            {album.photos.length === 0 ? (
              <p className="portal-muted">{t('album.none')}</p>
            ) : (
              <ul className={styles.grid} data-testid="activity-photos">
                {album.photos.map((photo) => (
                  <li key={photo.id}>
                    <button
                      type="button"
                      className={styles.photoButton}
                      onClick={() => dialogs.previewImage(photo.url, { images: album.photos.map((one) => one.url) })}
                    >
                      <img className={styles.photo} src={photo.url} alt={t('album.photoBy', { name: photo.by })} loading="lazy" />
                    </button>
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

function AddPhoto({ album, onAdded }: { album: number; onAdded(): void }) {
  const { t } = useTranslation('activity');
  const api = useApi();
  const add = useAction(
    async (file: File, call) => {
      const uploaded = await uploadFile(api, file, IMAGE_UPLOAD);
      return api.post('activity.addPhoto', { album, url: uploaded.url }, call);
    },
    { done: t('album.added'), onDone: onAdded },
  );
  return (
    <div className={styles.actions}>
      <label className="portal-button portal-button--primary" aria-busy={add.busy || undefined}>
        {add.busy ? t('album.adding') : t('album.add')}
        <input
          type="file"
          accept="image/*"
          hidden
          disabled={add.busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void add.run(file);
          }}
        />
      </label>
      <ActionMessage action={add} />
    </div>
  );
}
