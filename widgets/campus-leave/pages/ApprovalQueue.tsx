/**
 * The applications and extensions waiting for the user's decision (instructor, college leader, student
 * affairs office): each with its student and chain, a note, 同意 or 不同意 (a refusal needs its reason,
 * as the backend insists too).
 */
import { useState } from 'react';
import { ApiErrorView, LoadingView, isApiError, useApi, useApiQuery, useDialogs, useTranslation } from '../../../runtime/app/index.ts';
import { LeaveCard, type Leave } from './LeaveCard.tsx';
import styles from './campusLeave.module.css';

export function ApprovalQueue() {
  const { t } = useTranslation('campus-leave');
  const queue = useApiQuery('campus-leave.queue', {});
  if (queue.status === 'error') return <ApiErrorView error={queue.error} onRetry={queue.reload} />;
  if (queue.status === 'loading') return <LoadingView />;
  const { list, level } = queue.data;
  return (
    <section aria-labelledby="campus-leave-queue">
      <h2 id="campus-leave-queue" className={styles.subheading}>
        {t('queue.title', { level: t(`level.${level}`), count: list.length })}
      </h2>
      {list.length === 0 ? (
        <p className={styles.meta}>{t('queue.empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="campus-leave-queue">
          {list.map((leave) => (
            <li key={`${leave.id}-${leave.chain.length}`}>
              <LeaveCard leave={leave} who>
                <Decision leave={leave} onDecided={queue.reload} />
              </LeaveCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Decision({ leave, onDecided }: { leave: Leave; onDecided(): void }) {
  const { t } = useTranslation('campus-leave');
  const api = useApi();
  const dialogs = useDialogs();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const decide = async (decision: 'approve' | 'refuse') => {
    if (decision === 'refuse' && note.trim() === '') return setProblem(t('queue.noteNeeded'));
    setProblem(undefined);
    setBusy(true);
    try {
      await api.post('campus-leave.decide', { id: leave.id, decision, note: note.trim() });
      dialogs.popup(t(decision === 'approve' ? 'queue.approved' : 'queue.refused'));
      onDecided();
    } catch (error) {
      setProblem(t('leave.failed', { reason: isApiError(error) ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.editor}>
      <label>
        {t('queue.note')}
        <textarea rows={2} maxLength={200} value={note} placeholder={t('queue.notePlaceholder')} onChange={(event) => setNote(event.target.value)} />
      </label>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="portal-button portal-button--primary" disabled={busy} onClick={() => void decide('approve')}>
          {t('queue.approve')}
        </button>
        <button type="button" className="portal-button" disabled={busy} onClick={() => void decide('refuse')}>
          {t('queue.refuse')}
        </button>
      </div>
    </div>
  );
}
