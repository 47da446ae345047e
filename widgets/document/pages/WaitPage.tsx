/**
 * document/waitpage (待阅): documents circulated to me (传阅), unread first. Each is confirmed as read, or
 * its receipt signed where the sender asked for one (the log records which); the text is a link away.
 */
import { ActionButton, WidgetPage, formatDate, useAction, useApi, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps } from '../generated/types.ts';
import { DocumentBox, type DocumentItem } from './documentParts.tsx';
import styles from './document.module.css';

export default function WaitPage({ module, title, props }: WidgetPageProps<DocumentProps>) {
  return (
    <WidgetPage title={title}>
      <DocumentBox
        box="read"
        pageSize={props.pageSize ?? 10}
        link={(item) => `/${module}/officialpage?id=${item.id}`}
        extra={(item, reload) => <ReadConfirm item={item} onDone={reload} />}
      />
    </WidgetPage>
  );
}

function ReadConfirm({ item, onDone }: { item: DocumentItem; onDone(): void }) {
  const { t } = useTranslation('document');
  const api = useApi();
  const confirm = useAction((id: number, call) => api.post('document.act', { id, action: 'read' }, call), {
    onDone,
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
