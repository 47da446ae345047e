/**
 * document/waitpage (待阅): documents circulated to me (传阅), unread first. Each is confirmed as read, or
 * its receipt signed where the sender asked for one (the log records which); the text is a link away.
 */
import { useState } from 'react';
import { formatDate, isApiError, useApi, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps } from '../generated/types.ts';
import { DocumentBox, DocumentPage, type DocumentItem } from './documentKit.tsx';
import styles from './document.module.css';

export default function WaitPage({ module, title, props }: WidgetPageProps<DocumentProps>) {
  return (
    <DocumentPage title={title} module={module} page="waitpage">
      <DocumentBox
        box="read"
        pageSize={props.pageSize ?? 10}
        link={(item) => `/${module}/officialpage?id=${item.id}`}
        extra={(item, reload) => <ReadConfirm item={item} onDone={reload} />}
      />
    </DocumentPage>
  );
}

function ReadConfirm({ item, onDone }: { item: DocumentItem; onDone(): void }) {
  const { t } = useTranslation('document');
  const api = useApi();
  const [said, setSaid] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  if (item.doneAt) return <p className={styles.meta}>{t('list.readAt', { time: formatDate(item.doneAt, true) })}</p>;
  const confirm = async () => {
    setBusy(true);
    try {
      await api.post('document.act', { id: item.id, action: 'read' });
      setSaid({ ok: true, text: t('list.confirmed', { title: item.title }) });
      onDone();
    } catch (error) {
      setSaid({ ok: false, text: t('list.failed', { reason: isApiError(error) ? error.message : String(error) }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions}>
      <button type="button" className="portal-button portal-button--primary" disabled={busy} onClick={() => void confirm()}>
        {item.receiptRequired ? t('list.confirmReceipt') : t('list.confirmRead')}
      </button>
      {said ? (
        <p role={said.ok ? 'status' : 'alert'} className={said.ok ? styles.meta : styles.problem}>
          {said.text}
        </p>
      ) : null}
    </div>
  );
}
