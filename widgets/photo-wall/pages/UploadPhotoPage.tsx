import { Link, useNavigate } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadingView,
  useApi,
  useApiQuery,
  useDialogs,
  useImageUrl,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { PhotoWallProps } from '../generated/types.ts';
import { PhotoSubmitForm } from './PhotoSubmitForm.tsx';
import styles from './photoWall.module.css';

/**
 * photowall/uploadPhoto (login): today's quota first (none left: come back tomorrow), then the form — a
 * photo checked before sending, a title and a description. A sent photo waits for review in myPhotos.
 */
export default function UploadPhotoPage({ props, module, title }: WidgetPageProps<PhotoWallProps>) {
  const { t } = useTranslation('photo-wall');
  const api = useApi();
  const dialogs = useDialogs();
  const image = useImageUrl();
  const navigate = useNavigate();
  const quota = useApiQuery('photo-wall.quota', {});

  if (quota.status === 'loading') return <LoadingView />;
  if (quota.status === 'error') return <ApiErrorView error={quota.error} onRetry={quota.reload} />;
  const { dailyLimit, usedToday, pending } = quota.data;
  const left = Math.max(0, dailyLimit - usedToday);
  if (left === 0) {
    return (
      <section className={styles.page}>
        <EmptyView message={t('upload.quotaUsed', { limit: dailyLimit })} image={image('empty.svg')} />
        <nav className={styles.actions}>
          <Link className="portal-button" to={`/${module}/myPhotos`}>
            {t('wall.mine')}
          </Link>
        </nav>
      </section>
    );
  }

  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="upload-heading">
      <header className={styles.header}>
        <h1 id="upload-heading" className={styles.heading}>
          {title}
        </h1>
        <span className={styles.muted} data-testid="upload-quota">
          {t('upload.quota', { left })}
        </span>
      </header>
      {pending > 0 ? <p className={styles.note}>{t('upload.pending', { count: pending })}</p> : null}
      <PhotoSubmitForm
        titleMax={props.titleMaxLength ?? 30}
        descriptionMax={props.descriptionMaxLength ?? 200}
        maxImageEdge={props.maxImageEdge ?? 1600}
        labels={{ title: t('form.titleLabel'), titlePlaceholder: t('form.titlePlaceholder'), submit: t('upload.submit') }}
        submit={async ({ photo, title, description }) => {
          await api.post('photo-wall.submit', { title, description, url: photo.url });
          await dialogs.alert({ message: t('upload.done') });
          void navigate(`/${module}/myPhotos`);
        }}
      />
    </section>
  );
}
