import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation, DetailPage, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { NoticeDetailData, NoticeProps } from '../generated/types.ts';
import { NoticeArticle } from './NoticeArticle.tsx';
import { useAcknowledge } from './useAcknowledge.ts';
import styles from './notice.module.css';

/**
 * notice/noticepage?id=…: one notice with its sanitized text and attachments. Opening it marks it read
 * (the school does so on answering). An important notice asks the reader to confirm it here too.
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
  const [acknowledged, setAcknowledged] = useState(false);
  const { state, acknowledge } = useAcknowledge(useCallback(() => setAcknowledged(true), []));
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
            <button
              type="button"
              className="portal-button portal-button--primary"
              disabled={state.status === 'sending'}
              onClick={() => void acknowledge(notice.id)}
            >
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
