import { useTranslation, ActionButton, ListView, formatDate, useAction, useApi, usePagedList, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { PhotoWallProps } from '../generated/types.ts';
import { PhotoGrid } from './PhotoGrid.tsx';
import { PhotoPageFrame } from './PhotoPageFrame.tsx';
import styles from './photoWall.module.css';

/** The review states' badges: waiting, shown on the wall, refused. */
const BADGE = { pending: 'portal-badge portal-badge--warning', approved: 'portal-badge portal-badge--success', rejected: 'portal-badge' } as const;

/** photowall/myPhotos: the user's own photos with their review status (待审核 / 已通过 / 未通过) and a delete. */
export default function MyPhotosPage({ props, module, title }: WidgetPageProps<PhotoWallProps>) {
  const { t } = useTranslation('photo-wall');
  const mine = usePagedList('photo-wall.mine', {}, props.pageSize ?? 12);

  return (
    <PhotoPageFrame title={title} module={module} upload={t('mine.upload')} count={mine.items.length > 0 ? t('mine.count', { count: mine.total }) : undefined}>
      <ListView list={mine} empty={t('mine.empty')}>
        {(photos) => (
          <PhotoGrid
            photos={photos}
            testId="my-photos"
            footer={(photo) => (
              <>
                <div className={styles.footer}>
                  <span className={BADGE[photo.status]}>{t(`mine.status.${photo.status}`)}</span>
                  <time className="portal-muted" dateTime={new Date(photo.createdAt * 1000).toISOString()}>
                    {formatDate(photo.createdAt)}
                  </time>
                </div>
                {photo.status === 'rejected' && photo.reason ? <p className={styles.reason}>{t('mine.reason', { reason: photo.reason })}</p> : null}
                <div className={styles.footer}>
                  <span className="portal-muted">{photo.status === 'approved' ? t('mine.likes', { count: photo.likes }) : ''}</span>
                  <DeleteButton photo={photo} onDeleted={() => mine.remove(photo.id)} />
                </div>
              </>
            )}
          />
        )}
      </ListView>
    </PhotoPageFrame>
  );
}

/** Deletes one photo after the user confirmed it. */
function DeleteButton({ photo, onDeleted }: { photo: { id: number; title: string }; onDeleted: () => void }) {
  const { t } = useTranslation('photo-wall');
  const api = useApi();
  const remove = useAction((id: number, call) => api.post('photo-wall.delete', { id }, call), {
    confirm: { title: t('mine.deleteTitle'), message: t('mine.deleteConfirm', { title: photo.title }), confirmLabel: t('mine.delete') },
    done: t('mine.deleted'),
    onDone: onDeleted,
  });
  return (
    <ActionButton action={remove} input={photo.id} className={`portal-button--text ${styles.delete}`}>
      {t('mine.delete')}
    </ActionButton>
  );
}
