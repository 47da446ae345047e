/** 版本历史: every published version with who, when and why; the differences between any two; restore. */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { JsonChange } from '../../shared/jsonDiff.ts';
import { currentVersion } from '../../shared/operatorHistory.ts';
import { formatTime } from '../format/formatTime.ts';
import { DiffView } from './DiffView.tsx';
import { errorText } from './errorText.ts';
import type { HistoryEntry, OperatorApi, OperatorApiError } from './operatorApi.ts';
import { ReasonDialog } from './ReasonDialog.tsx';

export interface HistoryViewProps {
  api: OperatorApi;
  siteId: string;
  /** The published version's ETag: the newest entry with it is marked current and cannot be restored onto itself. */
  currentEtag: string;
  /** Changes after each publish or restore, to load the list again. */
  revision: number;
  onRestore(version: number, reason: string): Promise<OperatorApiError | undefined>;
}

export function HistoryView({ api, siteId, currentEtag, revision, onRestore }: HistoryViewProps) {
  const { t } = useTranslation('operator');
  const [entries, setEntries] = useState<HistoryEntry[]>();
  const [error, setError] = useState<string>();
  const [from, setFrom] = useState<number>();
  const [to, setTo] = useState<number>();
  const [diff, setDiff] = useState<{ from: number; to: number; changes: JsonChange[] }>();
  const [restoring, setRestoring] = useState<number>();
  const fromId = useId();
  const toId = useId();

  useEffect(() => {
    let live = true;
    setError(undefined);
    api.history(siteId).then(
      (list) => {
        if (!live) return;
        setEntries(list);
        setTo(list[0]?.version);
        setFrom(list[1]?.version ?? list[0]?.version);
      },
      (e: unknown) => live && setError(errorText(t, e)),
    );
    return () => {
      live = false;
    };
  }, [api, siteId, revision, t]);

  const compare = async () => {
    if (from === undefined || to === undefined) return;
    setError(undefined);
    try {
      const { changes } = await api.diff(siteId, from, to);
      setDiff({ from, to, changes });
    } catch (e) {
      setError(errorText(t, e));
    }
  };

  if (!entries && !error) return <p className="portal-loading">{t('loading')}</p>;
  const current = entries ? currentVersion(entries, currentEtag) : undefined;
  return (
    <section className="operator-section" aria-labelledby="history-heading" data-testid="history-view">
      <h2 id="history-heading">{t('history.heading')}</h2>
      {error ? (
        <p className="operator-error" role="alert">
          {error}
        </p>
      ) : null}
      {entries?.length === 0 ? <p className="operator-muted">{t('history.empty')}</p> : null}
      {entries && entries.length > 1 ? (
        <div className="operator-compare">
          <h3>{t('history.compare')}</h3>
          <label htmlFor={fromId}>{t('history.from')}</label>
          <select id={fromId} value={from ?? ''} onChange={(event) => setFrom(Number(event.target.value))}>
            {entries.map((entry) => (
              <option key={entry.version} value={entry.version}>
                {entry.version}
              </option>
            ))}
          </select>
          <label htmlFor={toId}>{t('history.to')}</label>
          <select id={toId} value={to ?? ''} onChange={(event) => setTo(Number(event.target.value))}>
            {entries.map((entry) => (
              <option key={entry.version} value={entry.version}>
                {entry.version}
              </option>
            ))}
          </select>
          <button type="button" className="portal-button" onClick={() => void compare()} disabled={from === undefined || to === undefined || from === to}>
            {t('history.showDiff')}
          </button>
        </div>
      ) : null}
      {diff ? (
        <DiffView heading={t('diff.versionsHeading', { from: diff.from, to: diff.to })} changes={diff.changes} onClose={() => setDiff(undefined)} />
      ) : null}
      <ol className="operator-history">
        {entries?.map((entry) => {
          const isCurrent = entry.version === current;
          return (
            <li key={entry.version} className="operator-history__entry" data-version={entry.version} aria-current={isCurrent ? 'true' : undefined}>
              <div className="operator-history__head">
                <strong>{t('history.version', { version: entry.version })}</strong>
                {isCurrent ? <span className="operator-badge">{t('history.current')}</span> : null}
                {entry.restoredFrom !== undefined ? <span className="operator-muted">{t('history.restoredFrom', { version: entry.restoredFrom })}</span> : null}
              </div>
              <dl className="operator-history__facts">
                <dt>{t('history.author')}</dt>
                <dd>{entry.author}</dd>
                <dt>{t('history.at')}</dt>
                <dd>
                  <time dateTime={entry.at}>{formatTime(new Date(entry.at), 'YYYY-MM-DD HH:mm:ss')}</time>
                </dd>
                <dt>{t('history.reason')}</dt>
                <dd>{entry.reason}</dd>
              </dl>
              {isCurrent ? null : (
                <button
                  type="button"
                  className="portal-button"
                  onClick={() => setRestoring(entry.version)}
                  aria-label={`${t('history.restore')}: ${t('history.version', { version: entry.version })}`}
                >
                  {t('history.restore')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {restoring !== undefined ? (
        <ReasonDialog
          testId="restore-dialog"
          title={t('history.restoreHeading', { version: restoring })}
          intro={t('history.restoreIntro')}
          label={t('history.restoreReason')}
          submitText={t('history.restoreSubmit')}
          onSubmit={(reason) => onRestore(restoring, reason)}
          onClose={() => setRestoring(undefined)}
        />
      ) : null}
    </section>
  );
}
