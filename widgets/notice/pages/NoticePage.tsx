import { Link } from 'react-router';
import { useTranslation, ActionButton, DetailPage, WidgetPage, useAction, useApi, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { NoticeDetailData, NoticeProps } from '../generated/types.ts';
import { NoticeArticle } from './NoticeArticle.tsx';
import styles from './notice.module.css';

/**
 * notice/noticepage?id=…: one notice with its sanitized text and attachments, headed by its title.
 * Opening it marks it read (the school does so on answering). An important notice asks the reader to
 * confirm it here too.
 */
export default function NoticePage({ query, module }: WidgetPageProps<NoticeProps>) {
  const { t } = useTranslation('notice');
  return (
    <DetailPage apiKey="notice.detail" query={query} missingMessage={t('detail.missingId')}>
      {(notice) => <Notice notice={notice} module={module} />}
    </DetailPage>
  );
}

function Notice({ notice, module }: { notice: NoticeDetailData; module: string }) {
  const { t } = useTranslation('notice');
  const api = useApi();
  const acknowledge = useAction((id: number, call) => api.post('notice.acknowledge', { id }, call), {
    failed: (reason) => t('tip.failed', { message: reason }),
  });
  const done = notice.acknowledged || acknowledge.succeeded;
  return (
    <WidgetPage title={notice.title} actions={notice.important ? <span className="portal-badge portal-badge--error">{t('list.important')}</span> : undefined}>
      <NoticeArticle notice={notice} />
      {notice.important ? (
        done ? (
          <p className={`portal-notice portal-notice--success ${styles.ack}`} role="status" data-testid="notice-acknowledged">
            {t('detail.acknowledged')}
          </p>
        ) : (
          <div className={`portal-notice portal-notice--warning ${styles.ack}`}>
            <span>{t('detail.needsAcknowledge')}</span>
            <ActionButton action={acknowledge} input={notice.id} primary busyLabel={t('tip.confirming')}>
              {t('detail.acknowledge')}
            </ActionButton>
          </div>
        )
      ) : null}
      <p className={styles.actions}>
        <Link to={`/${module}/index`} className="portal-button">
          {t('detail.backToList')}
        </Link>
      </p>
    </WidgetPage>
  );
}
