/**
 * document/waitpage (待阅): documents circulated to me (传阅), unread first. Each is confirmed as read, or
 * its receipt signed where the sender asked for one (the log records which); the text is a link away.
 */
import { ActionButton, formatDate, useAction, useApi, useTranslation } from '../../../runtime/app/index.ts';
import { boxPage, type DocumentItem } from './documentParts.tsx';
import styles from './document.module.css';

function ReadConfirm({ item, reload }: { item: DocumentItem; reload(): void }) {
  const { t } = useTranslation('document');
  const api = useApi();
  const confirm = useAction((id: number, call) => api.post('document.act', { id, action: 'read' }, call), {
    onDone: reload,
    failed: (reason) => t('list.failed', { reason }),
  });
  if (item.doneAt) return <p className="portal-card__meta">{t('list.readAt', { time: formatDate(item.doneAt, true) })}</p>;
  return (
    <div className={styles.actions}>
      <ActionButton action={confirm} input={item.id} primary>
        {item.receiptRequired ? t('list.confirmReceipt') : t('list.confirmRead')}
      </ActionButton>
      {confirm.succeeded ? (
        <p role="status" className="portal-card__meta">
          {t('list.confirmed', { title: item.title })}
        </p>
      ) : null}
    </div>
  );
}

export default boxPage('read', 'officialpage', ReadConfirm);
