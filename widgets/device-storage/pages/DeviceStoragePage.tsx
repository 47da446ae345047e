import { useCallback, useEffect, useState } from 'react';
import { useTranslation, EmptyView, WidgetPage, useAccess, useDialogs, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DeviceStorageProps } from '../generated/types.ts';
import { formatBytes, readStoredEntries, removeStoredEntry, type StoredEntry } from '../storedEntries.ts';
import styles from './deviceStorage.module.css';

/**
 * localStoragepage/index: what the portal keeps on this device, with readable names and sizes, and
 * clearing one item or all of them (after a confirm). Clearing everything while logged in also ends
 * the session, so the device is left holding nothing of the user and the portal shows them logged out.
 */
export default function DeviceStoragePage({ props }: WidgetPageProps<DeviceStorageProps>) {
  const { t } = useTranslation('device-storage');
  const access = useAccess();
  const dialogs = useDialogs();
  const withSession = props.showSessionStorage !== false;
  const [entries, setEntries] = useState<StoredEntry[]>(() => readStoredEntries(withSession));
  const reread = useCallback(() => setEntries(readStoredEntries(withSession)), [withSession]);

  // The login caches are written when the login state settles: read again when it does (before that
  // render, as React keeps information from previous renders). Other tabs write too.
  const [readFor, setReadFor] = useState({ status: access.status, withSession });
  if (readFor.status !== access.status || readFor.withSession !== withSession) {
    setReadFor({ status: access.status, withSession });
    setEntries(readStoredEntries(withSession));
  }
  useEffect(() => {
    window.addEventListener('storage', reread);
    return () => window.removeEventListener('storage', reread);
  }, [reread]);

  const labelOf = (entry: StoredEntry) => t(entry.label, { detail: entry.detail });
  const loggedIn = access.status === 'ready';

  const clearOne = async (entry: StoredEntry) => {
    if (!(await dialogs.confirm({ message: t('confirmOne', { label: labelOf(entry) }), confirmLabel: t('clear') }))) return;
    removeStoredEntry(entry);
    reread();
    // A cleared login cache is loaded again from the school; nothing is left half-known.
    if (entry.login) access.refresh();
    dialogs.popup(t('cleared'));
  };

  const clearAll = async () => {
    const logsOut = loggedIn;
    const message = logsOut ? `${t('confirmAll')}${t('confirmLogout')}` : t('confirmAll');
    if (!(await dialogs.confirm({ message, confirmLabel: t('clearAll') }))) return;
    for (const entry of readStoredEntries(true)) removeStoredEntry(entry);
    reread();
    if (logsOut) await access.logout();
    else dialogs.popup(t('clearedAll'));
  };

  const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  return (
    <WidgetPage intro={t('intro')}>
      {entries.length === 0 ? (
        <EmptyView message={t('empty')} />
      ) : (
        <>
          <div className={styles.bar}>
            <span data-testid="storage-total">{t('total', { count: entries.length, size: formatBytes(total) })}</span>
            <button type="button" className="portal-button" onClick={() => void clearAll()} data-testid="clear-all">
              {t('clearAll')}
            </button>
          </div>
          <ul className={`portal-card ${styles.list}`} data-testid="storage-list">
            {entries.map((entry) => (
              <li key={`${entry.store}:${entry.key}`} className={styles.entry} data-key={entry.key}>
                <span className={styles.text}>
                  <span className={styles.label}>
                    {labelOf(entry)}
                    {entry.login ? <span className={`portal-badge portal-badge--warning ${styles.badge}`}>{t('loginBadge')}</span> : null}
                  </span>
                  <span className={styles.meta}>
                    <code>{entry.key}</code>
                    {` · ${formatBytes(entry.bytes)} · ${t(entry.store)}`}
                  </span>
                </span>
                <button type="button" className="portal-button" onClick={() => void clearOne(entry)} aria-label={`${t('clear')} ${labelOf(entry)}`}>
                  {t('clear')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </WidgetPage>
  );
}
