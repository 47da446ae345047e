/**
 * leave/index: a student's leaves with their state and approval chain, and what each allows (cancel while
 * pending, 销假 and 延期 while away); for an instructor, a college leader or the student affairs office (the app's
 * `approve` module), the applications and extensions waiting for their decision. Who is a student is the
 * backend's answer (campus-leave.mine).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActionButton,
  ActionMessage,
  EmptyView,
  QueryView,
  WidgetPage,
  useAccess,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type Action,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { CampusLeaveMineData, CampusLeaveProps } from '../generated/types.ts';
import { LeaveCard, type Leave } from './LeaveCard.tsx';
import { ApprovalQueue } from './ApprovalQueue.tsx';
import styles from './campusLeave.module.css';

export default function LeavePage({ module, title }: WidgetPageProps<CampusLeaveProps>) {
  const { t } = useTranslation('campus-leave');
  const mine = useApiQuery('campus-leave.mine', {});
  const access = useAccess();
  return (
    <QueryView query={mine}>
      {({ role, list, rules }) => {
        const student = role === 'student';
        return (
          // A student applies from beside the heading; who is a student is the backend's answer.
          <WidgetPage
            title={title}
            actions={
              student ? (
                <Link className="portal-button portal-button--primary" to={`/${module}/apply`}>
                  {t('leave.apply')}
                </Link>
              ) : undefined
            }
          >
            <RuleNote rules={rules} />
            {student ? (
              list.length === 0 ? (
                <EmptyView message={t('leave.empty')} />
              ) : (
                <ul className={styles.list} data-testid="campus-leave-mine">
                  {list.map((leave) => (
                    <li key={leave.id}>
                      <LeaveCard leave={leave}>
                        <LeaveActions leave={leave} onChanged={mine.reload} />
                      </LeaveCard>
                    </li>
                  ))}
                </ul>
              )
            ) : role === 'other' ? (
              <EmptyView message={t('leave.notStudent')} />
            ) : (
              <>
                {/* What an approver may do is the app's modules (the backend answers the same); whose leaves, the campus directory's. */}
                {access.canUse(module, 'approve') ? <ApprovalQueue /> : <EmptyView message={t('leave.notStudent')} />}
                <p className={styles.links}>
                  {access.canUse(module, 'data') ? <Link to={`/${module}/data`}>{t('queue.toStats')}</Link> : null}
                  <Link to={`/${module}/return`}>{t('queue.toReturns')}</Link>
                </p>
              </>
            )}
          </WidgetPage>
        );
      }}
    </QueryView>
  );
}

/** The approval rule as the backend states it: up to 3 days the instructor, and so on. */
function RuleNote({ rules }: { rules: CampusLeaveMineData['rules'] }) {
  const { t } = useTranslation('campus-leave');
  const lines = rules.map((rule, index) => {
    const levels = rule.levels.map((level) => t(`level.${level}`)).join(' → ');
    const before = rules[index - 1]?.maxDays;
    if (!rule.maxDays) return t('rule.longer', { count: before ?? 0, levels });
    return before ? t('rule.between', { from: before + 1, count: rule.maxDays, levels }) : t('rule.upTo', { count: rule.maxDays, levels });
  });
  return (
    <p className="portal-notice" data-testid="campus-leave-rule">
      {t('rule.title')}
      {lines.join(t('rule.separator'))}
    </p>
  );
}

/** What a student may do with a leave now: cancel while pending, report back or ask for more days while away. */
function LeaveActions({ leave, onChanged }: { leave: Leave; onChanged(): void }) {
  const { t } = useTranslation('campus-leave');
  const api = useApi();
  const [extending, setExtending] = useState(false);
  const away = leave.state === 'out' || leave.state === 'overdue';
  const changed = () => {
    setExtending(false);
    onChanged();
  };
  const failed = (reason: string) => t('leave.failed', { reason });
  const cancel = useAction((_: void, call) => api.post('campus-leave.cancel', { id: leave.id }, call), {
    confirm: { message: t('leave.confirmCancel'), confirmLabel: t('leave.cancel') },
    done: t('leave.cancelled'),
    onDone: changed,
    failed,
  });
  const back = useAction((_: void, call) => api.post('campus-leave.back', { id: leave.id }, call), {
    confirm: { message: t('leave.confirmBack'), confirmLabel: t('leave.back') },
    done: t('leave.backDone'),
    onDone: changed,
    failed,
  });
  const extend = useAction(({ end, reason }: { end: string; reason: string }, call) => api.post('campus-leave.extend', { id: leave.id, end, reason }, call), {
    done: t('leave.extendDone'),
    onDone: changed,
    failed,
  });
  // One change of a leave at a time.
  const busy = cancel.busy || back.busy || extend.busy;

  if (leave.state !== 'pending' && !away) return null;
  return (
    <>
      <div className={styles.actions}>
        {leave.state === 'pending' ? (
          <ActionButton action={cancel} disabled={busy}>
            {t('leave.cancel')}
          </ActionButton>
        ) : null}
        {away ? (
          <ActionButton action={back} primary disabled={busy}>
            {t('leave.back')}
          </ActionButton>
        ) : null}
        {away && !leave.extension && !extending ? (
          <button type="button" className="portal-button" disabled={busy} onClick={() => setExtending(true)}>
            {t('leave.extend')}
          </button>
        ) : null}
      </div>
      {extending ? <ExtendEditor leave={leave} action={extend} onCancel={() => setExtending(false)} /> : null}
    </>
  );
}

function ExtendEditor({ leave, action, onCancel }: { leave: Leave; action: Action<{ end: string; reason: string }, unknown>; onCancel(): void }) {
  const { t } = useTranslation('campus-leave');
  const [end, setEnd] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = () => {
    const text = end.replace('T', ' ').slice(0, 16);
    const problemNow = !text || text <= leave.end ? t('leave.extendLater', { end: leave.end }) : reason.trim().length < 2 ? t('leave.extendWhy') : undefined;
    setProblem(problemNow);
    if (problemNow) return action.reset();
    void action.run({ end: text, reason: reason.trim() });
  };
  return (
    <div className={styles.editor} data-testid="campus-leave-extend">
      <label className="portal-field">
        {t('leave.extendEnd')}
        <input type="datetime-local" value={end} min={leave.end.replace(' ', 'T')} onChange={(event) => setEnd(event.target.value)} />
      </label>
      <label className="portal-field">
        {t('leave.extendReason')}
        <textarea rows={2} maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      {problem ? (
        <p role="alert" className="portal-problem">
          {problem}
        </p>
      ) : (
        <ActionMessage action={action} />
      )}
      <div className={styles.actions}>
        <button type="button" className="portal-button portal-button--primary" disabled={action.busy} aria-busy={action.busy || undefined} onClick={send}>
          {t('leave.extendSend')}
        </button>
        <button type="button" className="portal-button" onClick={onCancel}>
          {t('leave.extendCancel')}
        </button>
      </div>
    </div>
  );
}
