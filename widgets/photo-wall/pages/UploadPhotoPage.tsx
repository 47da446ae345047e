import { useNavigate } from 'react-router';
import { useTranslation, EmptyView, QueryView, WidgetPage, useApi, useApiQuery, useDialogs, type WidgetPageProps } from '../../../runtime/app/index.ts';
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
  const navigate = useNavigate();
  const quota = useApiQuery('photo-wall.quota', {});

  return (
    <WidgetPage title={title}>
      <QueryView query={quota}>
        {({ dailyLimit, usedToday, pending }) => {
          const left = Math.max(0, dailyLimit - usedToday);
          if (left === 0) return <EmptyView message={t('upload.quotaUsed', { limit: dailyLimit })} />;
          return (
            <>
              <p className="portal-page__intro" data-testid="upload-quota">
                {t('upload.quota', { left })}
              </p>
              {pending > 0 ? <p className={styles.note}>{t('upload.pending', { count: pending })}</p> : null}
              <PhotoSubmitForm
                titleMax={props.titleMaxLength ?? 30}
                descriptionMax={props.descriptionMaxLength ?? 200}
                maxImageEdge={props.maxImageEdge ?? 1600}
                labels={{ title: t('form.titleLabel'), titlePlaceholder: t('form.titlePlaceholder'), submit: t('upload.submit') }}
                submit={async ({ photo, title: photoTitle, description }, call) => {
                  await api.post('photo-wall.submit', { title: photoTitle, description, url: photo.url }, call);
                  await dialogs.alert({ message: t('upload.done') });
                  void navigate(`/${module}/myPhotos`);
                }}
              />
            </>
          );
        }}
      </QueryView>
    </WidgetPage>
  );
}
