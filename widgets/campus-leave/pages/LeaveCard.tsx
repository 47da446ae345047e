/** One leave as a card: where and why, when and how long, its state, a pending extension, and its approval chain. */
import type { ReactNode } from 'react';
import { formatDate, useTranslation } from '../../../runtime/app/index.ts';
import type { CampusLeaveDecideData } from '../generated/types.ts';
import styles from './campusLeave.module.css';

export type Leave = CampusLeaveDecideData;

/** The badge of each state: waiting amber, going ahead green, gone wrong red, over (back, cancelled) plain. */
const BADGE: Record<Leave['state'], string> = {
  pending: 'portal-badge--warning',
  approved: 'portal-badge--success',
  out: 'portal-badge--success',
  overdue: 'portal-badge--error',
  refused: 'portal-badge--error',
  back: '',
  cancelled: '',
};

export function LeaveState({ state }: { state: Leave['state'] }) {
  const { t } = useTranslation('campus-leave');
  return (
    <span className={`portal-badge ${BADGE[state]}`.trim()} data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}

export function LeaveCard({ leave, who, children }: { leave: Leave; who?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('campus-leave');
  return (
    <article className="portal-card" data-leave={leave.id} aria-label={`${leave.studentName} ${leave.start}`}>
      <div className={styles.cardTop}>
        <span className={styles.title}>
          {who ? `${leave.studentName} · ` : ''}
          {t(`reasonType.${leave.reasonType}`)} · {leave.destination}
        </span>
        <LeaveState state={leave.state} />
      </div>
      {who ? (
        <p className="portal-card__meta">{t('leave.student', { className: leave.className, number: leave.studentNumber, college: leave.collegeName })}</p>
      ) : null}
      <p className="portal-card__meta" data-testid="leave-period">
        {t('leave.period', { start: leave.start, end: leave.end, count: leave.days })}
        {leave.extended ? ` · ${t('leave.extended')}` : ''}
      </p>
      <p className="portal-card__meta">
        {leave.reason} · {t('leave.transport', { transport: [t(`transport.${leave.transport}`), leave.transportNo].filter(Boolean).join(' ') })}
      </p>
      {who ? <p className="portal-card__meta">{t('leave.contact', { phone: leave.phone, emergency: leave.emergencyContact })}</p> : null}
      {leave.extension ? (
        <p className="portal-card__meta" data-testid="leave-extension">
          {t('leave.extension', { end: leave.extension.end, count: leave.extension.days, reason: leave.extension.reason })}
        </p>
      ) : null}
      {leave.backAt ? <p className="portal-card__meta">{t('leave.backAt', { time: formatDate(leave.backAt, true) })}</p> : null}
      {leave.chain.length > 0 ? (
        <ol className={styles.chain} aria-label={t('leave.chain')}>
          {leave.chain.map((step) => (
            <li key={`${step.round}-${step.level}`} data-state={step.state}>
              {step.round > 0 ? `${t('leave.round', { count: step.round })} ` : ''}
              {t('leave.step', { level: t(`level.${step.level}`), name: step.approver, state: t(`chain.${step.state}`) })}
              {step.decidedAt ? ` · ${formatDate(step.decidedAt, true)}` : ''}
              {step.note ? ` · ${step.note}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
      {children}
    </article>
  );
}
