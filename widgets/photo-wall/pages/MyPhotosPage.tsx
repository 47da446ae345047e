import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadMoreFooter,
  LoadingView,
  formatDate,
  isApiError,
  useApi,
  useDialogs,
  useImageUrl,
  usePagedList,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { PhotoWallProps } from '../generated/types.ts';
import { PhotoGrid } from './PhotoGrid.tsx';
import styles from './photoWall.module.css';

/** photowall/myPhotos: the user's own photos with their review status (待审核 / 已通过 / 未通过) and a delete. */
export default function MyPhotosPage({ props, module, title }: WidgetPageProps<PhotoWallProps>) {
  const { t } = useTranslation('photo-wall');
  const api = useApi();
  const dialogs = useDialogs();
  const image = useImageUrl();
  const size = props.pageSize ?? 12;
  const mine = usePagedList('photo-wall.mine', {}, size);

  const remove = async (photo: { id: number; title: string }) => {
    const sure = await dialogs.confirm({
      title: t('mine.deleteTitle'),
      message: t('mine.deleteConfirm', { title: photo.title }),
      confirmLabel: t('mine.delete'),
    });
    if (!sure) return;
    try {
      await api.post('photo-wall.delete', { id: photo.id });
      mine.remove(photo.id);
      dialogs.popup(t('mine.deleted'));
    } catch (error) {
      if (isApiError(error) && error.kind !== 'login-required') dialogs.popup(error.message);
    }
  };

  const upload = (
    <Link className="portal-button" to={`/${module}/uploadPhoto`}>
      {t('mine.upload')}
    </Link>
  );

  if (mine.status === 'loading' && mine.items.length === 0) return <LoadingView />;
  if (mine.status === 'error' && mine.error) return <ApiErrorView error={mine.error} onRetry={mine.retry} />;
  if (mine.items.length === 0) {
    return (
      <section className={styles.page}>
        <EmptyView message={t('mine.empty')} image={image('empty.svg')} />
        <nav className={styles.actions}>{upload}</nav>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="myphotos-heading">
      <header className={styles.header}>
        <h1 id="myphotos-heading" className={styles.heading}>
          {title}
        </h1>
        <span className={styles.muted}>{t('mine.count', { count: mine.total })}</span>
      </header>
      <nav className={styles.actions}>
        {upload}
        <Link className={styles.textLink} to={`/${module}/index`}>
          {t('mine.toWall')}
        </Link>
      </nav>
      <PhotoGrid
        photos={mine.items}
        testId="my-photos"
        footer={(photo) => (
          <>
            <div className={styles.footer}>
              <span className={styles.status} data-status={photo.status}>
                {t(`mine.status.${photo.status}`)}
              </span>
              <time className={styles.muted} dateTime={new Date(photo.createdAt * 1000).toISOString()}>
                {formatDate(photo.createdAt)}
              </time>
            </div>
            {photo.status === 'rejected' && photo.reason ? <p className={styles.reason}>{t('mine.reason', { reason: photo.reason })}</p> : null}
            <div className={styles.footer}>
              <span className={styles.muted}>{photo.status === 'approved' ? t('mine.likes', { count: photo.likes }) : ''}</span>
              <button type="button" className={styles.delete} onClick={() => void remove(photo)}>
                {t('mine.delete')}
              </button>
            </div>
          </>
        )}
      />
      <LoadMoreFooter paged={mine} />
    </section>
  );
}
