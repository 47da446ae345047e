/**
 * leave/index: a student's leaves with their state and approval chain, and what each allows (cancel while
 * pending, 销假 and 延期 while away); for an instructor, a college leader or the student affairs office, the
 * applications and extensions waiting for their decision. Who is who is the backend's answer (campus-leave.mine).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ApiErrorView,
  EmptyView,
  LoadingView,
  isApiError,
  useApi,
  useApiQuery,
  useDialogs,
  useImageUrl,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { CampusLeaveMineData, CampusLeaveProps } from '../generated/types.ts';
import { LeaveCard, type Leave } from './LeaveCard.tsx';
import { ApprovalQueue } from './ApprovalQueue.tsx';
import styles from './campusLeave.module.css';

export default function LeavePage({ module, title }: WidgetPageProps<CampusLeaveProps>) {
  const { t } = useTranslation('campus-leave');
  const image = useImageUrl();
  const mine = useApiQuery('campus-leave.mine', {});
  if (mine.status === 'error') return <ApiErrorView error={mine.error} onRetry={mine.reload} />;
  if (mine.status === 'loading') return <LoadingView />;
  const { role, list, rules } = mine.data;
  const student = role === 'student';
  return (
    <section className={styles.page} aria-labelledby="campus-leave-heading">
      <header className={styles.header}>
        <h1 id="campus-leave-heading" className={styles.heading}>
          {title}
        </h1>
        {student ? (
          <Link className="portal-button portal-button--primary" to={`/${module}/apply`}>
            {t('leave.apply')}
          </Link>
        ) : null}
      </header>
      <RuleNote rules={rules} />
      {student ? (
        list.length === 0 ? (
          <EmptyView message={t('leave.empty')} image={image('empty.svg')} />
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
        <EmptyView message={t('leave.notStudent')} image={image('empty.svg')} />
      ) : (
        <>
          <ApprovalQueue />
          <p className={styles.links}>
            <Link to={`/${module}/data`}>{t('queue.toStats')}</Link>
            <Link to={`/${module}/return`}>{t('queue.toReturns')}</Link>
          </p>
        </>
      )}
    </section>
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
    <p className={styles.rule} data-testid="campus-leave-rule">
      {t('rule.title')}
      {lines.join(t('rule.separator'))}
    </p>
  );
}

/** What a student may do with a leave now: cancel while pending, report back or ask for more days while away. */
function LeaveActions({ leave, onChanged }: { leave: Leave; onChanged(): void }) {
  const { t } = useTranslation('campus-leave');
  const api = useApi();
  const dialogs = useDialogs();
  const [extending, setExtending] = useState(false);
  const [busy, setBusy] = useState(false);
  const away = leave.state === 'out' || leave.state === 'overdue';

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      dialogs.popup(done);
      setExtending(false);
      onChanged();
    } catch (error) {
      await dialogs.alert({ message: t('leave.failed', { reason: isApiError(error) ? error.message : String(error) }) });
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    if (await dialogs.confirm({ message: t('leave.confirmCancel'), confirmLabel: t('leave.cancel') }))
      await act(() => api.post('campus-leave.cancel', { id: leave.id }), t('leave.cancelled'));
  };
  const back = async () => {
    if (await dialogs.confirm({ message: t('leave.confirmBack'), confirmLabel: t('leave.back') }))
      await act(() => api.post('campus-leave.back', { id: leave.id }), t('leave.backDone'));
  };

  if (leave.state !== 'pending' && !away) return null;
  return (
    <>
      <div className={styles.actions}>
        {leave.state === 'pending' ? (
          <button type="button" className="portal-button" disabled={busy} onClick={() => void cancel()}>
            {t('leave.cancel')}
          </button>
        ) : null}
        {away ? (
          <button type="button" className="portal-button portal-button--primary" disabled={busy} onClick={() => void back()}>
            {t('leave.back')}
          </button>
        ) : null}
        {away && !leave.extension && !extending ? (
          <button type="button" className="portal-button" disabled={busy} onClick={() => setExtending(true)}>
            {t('leave.extend')}
          </button>
        ) : null}
      </div>
      {extending ? (
        <ExtendEditor
          leave={leave}
          busy={busy}
          onCancel={() => setExtending(false)}
          onSend={(end, reason) => act(() => api.post('campus-leave.extend', { id: leave.id, end, reason }), t('leave.extendDone'))}
        />
      ) : null}
    </>
  );
}

function ExtendEditor({
  leave,
  busy,
  onCancel,
  onSend,
}: {
  leave: Leave;
  busy: boolean;
  onCancel(): void;
  onSend(end: string, reason: string): Promise<void>;
}) {
  const { t } = useTranslation('campus-leave');
  const [end, setEnd] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = () => {
    const text = end.replace('T', ' ').slice(0, 16);
    if (!text || text <= leave.end) return setProblem(t('leave.extendLater', { end: leave.end }));
    if (reason.trim().length < 2) return setProblem(t('leave.extendWhy'));
    setProblem(undefined);
    void onSend(text, reason.trim());
  };
  return (
    <div className={styles.editor} data-testid="campus-leave-extend">
      <label>
        {t('leave.extendEnd')}
        <input type="datetime-local" value={end} min={leave.end.replace(' ', 'T')} onChange={(event) => setEnd(event.target.value)} />
      </label>
      <label>
        {t('leave.extendReason')}
        <textarea rows={2} maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="portal-button portal-button--primary" disabled={busy} onClick={send}>
          {t('leave.extendSend')}
        </button>
        <button type="button" className="portal-button" onClick={onCancel}>
          {t('leave.extendCancel')}
        </button>
      </div>
    </div>
  );
}
