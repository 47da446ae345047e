import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, LoadingView, NoDataView, useApiQuery, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { NoticeProps } from '../generated/types.ts';
import { NoticeArticle } from './NoticeArticle.tsx';
import { useAcknowledge } from './useAcknowledge.ts';
import styles from './notice.module.css';

/**
 * notice/noticepage?id=…: one notice with its sanitized text and attachments. Opening it marks it read
 * (the school does so on answering). An important notice asks the reader to confirm it here too.
 */
export default function NoticePage({ query, routePath }: WidgetPageProps<NoticeProps>) {
  const { t } = useTranslation('notice');
  const image = useImageUrl();
  const module = routePath.split('/')[0];
  const id = query.get('id') ?? '';
  const validId = /^[1-9]\d{0,9}$/.test(id);
  const answer = useApiQuery('notice.detail', validId ? { id } : undefined);
  const [acknowledged, setAcknowledged] = useState(false);
  const { state, acknowledge } = useAcknowledge(useCallback(() => setAcknowledged(true), []));

  if (!validId) return <NoDataView message={t('detail.missingId')} image={image('empty.svg')} />;
  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') {
    if (answer.error.kind === 'envelope' && answer.error.detail.e === 404) return <NoDataView message={answer.error.message} image={image('empty.svg')} />;
    return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  }
  const notice = answer.data;
  const done = notice.acknowledged || acknowledged;
  return (
    <div className={styles.detail}>
      <NoticeArticle notice={notice} headingId="notice-title" />
      {notice.important ? (
        done ? (
          <p className={`${styles.ack} ${styles.ackDone}`} role="status" data-testid="notice-acknowledged">
            {t('detail.acknowledged')}
          </p>
        ) : (
          <div className={styles.ack}>
            <span>{t('detail.needsAcknowledge')}</span>
            <button type="button" className="portal-button portal-button--primary" disabled={state.status === 'sending'} onClick={() => void acknowledge(notice.id)}>
              {state.status === 'sending' ? t('tip.confirming') : t('detail.acknowledge')}
            </button>
            {state.status === 'failed' ? (
              <p className={styles.problem} role="alert">
                {state.message}
              </p>
            ) : null}
          </div>
        )
      ) : null}
      <p className={styles.actions}>
        <Link to={`/${module}/index`} className="portal-button">
          {t('detail.backToList')}
        </Link>
      </p>
    </div>
  );
}
