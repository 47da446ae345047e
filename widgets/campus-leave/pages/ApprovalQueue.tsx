/**
 * The applications and extensions waiting for the user's decision (instructor, college leader, student
 * affairs office): each with its student and chain, a note, 同意 or 不同意 (a refusal needs its reason,
 * as the backend insists too).
 */
import { DecisionForm, QueryView, useApi, useApiQuery, useDialogs, useTranslation } from '../../../runtime/app/index.ts';
import { LeaveCard, type Leave } from './LeaveCard.tsx';
import styles from './campusLeave.module.css';

export function ApprovalQueue() {
  const { t } = useTranslation('campus-leave');
  const queue = useApiQuery('campus-leave.queue', {});
  return (
    <QueryView query={queue}>
      {({ list, level }, reload) => (
        <section aria-labelledby="campus-leave-queue">
          <h2 id="campus-leave-queue" className={styles.subheading}>
            {level ? t('queue.title', { level: t(`level.${level}`), count: list.length }) : t('queue.titleNoLevel', { count: list.length })}
          </h2>
          {list.length === 0 ? (
            <p className="portal-card__meta">{t('queue.empty')}</p>
          ) : (
            <ul className={styles.list} data-testid="campus-leave-queue">
              {list.map((leave) => (
                <li key={`${leave.id}-${leave.chain.length}`}>
                  <LeaveCard leave={leave} who>
                    <Decision leave={leave} onDecided={reload} />
                  </LeaveCard>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </QueryView>
  );
}

function Decision({ leave, onDecided }: { leave: Leave; onDecided(): void }) {
  const { t } = useTranslation('campus-leave');
  const api = useApi();
  const dialogs = useDialogs();
  return (
    <DecisionForm
      choices={[
        { action: 'approve', label: t('queue.approve'), primary: true },
        { action: 'refuse', label: t('queue.refuse'), needsNote: true },
      ]}
      noteLabel={t('queue.note')}
      notePlaceholder={t('queue.notePlaceholder')}
      noteMissing={t('queue.noteNeeded')}
      failed={(reason) => t('leave.failed', { reason })}
      onDecide={async (decision, note, call) => {
        await api.post('campus-leave.decide', { id: leave.id, decision, note }, call);
        dialogs.popup(t(decision === 'approve' ? 'queue.approved' : 'queue.refused'));
        onDecided();
      }}
    />
  );
}
