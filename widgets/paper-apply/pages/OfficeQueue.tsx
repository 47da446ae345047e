/**
 * The office's part of paperApply/index (module `handle`): every application, filtered by state with the
 * count of each, newest first; each moved one step on: ready for pickup, posted with courier and tracking
 * number, picked up, delivered, or returned with a note. The backend refuses any other step (409); the
 * refusal shows on the application.
 */
import { useState, type FormEvent } from 'react';
import { ActionMessage, Pager, QueryView, formatDate, useAction, useApi, useApiQuery, useTranslation } from '../../../runtime/app/index.ts';
import type { PaperApplyQueueData, State } from '../generated/types.ts';
import { PaperState } from './PaperState.tsx';
import styles from './paperApply.module.css';

type Queued = PaperApplyQueueData['list'][number];
const STATES: readonly State[] = ['pending', 'ready', 'mailed', 'collected', 'delivered', 'returned'];

export function OfficeQueue({ pageSize }: { pageSize: number }) {
  const { t } = useTranslation('paper-apply');
  const [state, setState] = useState<State | ''>('pending');
  const [page, setPage] = useState(1);
  const [said, setSaid] = useState<string>();
  const queue = useApiQuery('paper-apply.queue', { ...(state ? { state } : {}), page, size: pageSize });

  return (
    <section className={`portal-card ${styles.queue}`} aria-labelledby="paper-apply-office">
      <div className="portal-toolbar">
        <h2 id="paper-apply-office" className={styles.cardHeading}>
          {t('office.title')}
        </h2>
        {queue.data ? (
          <label className={styles.filter}>
            {t('office.filter')}
            <select
              value={state}
              onChange={(event) => {
                setState(event.target.value as State | '');
                setPage(1);
                setSaid(undefined);
              }}
            >
              <option value="">{t('office.all', { count: STATES.reduce((sum, one) => sum + queue.data.counts[one], 0) })}</option>
              {STATES.map((one) => (
                <option key={one} value={one}>
                  {t('office.count', { state: t(`state.${one}`), count: queue.data.counts[one] })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {said ? (
        <p role="status" className={`portal-notice portal-notice--success ${styles.said}`}>
          {said}
        </p>
      ) : null}
      <QueryView query={queue}>
        {(data, reload) =>
          data.list.length === 0 ? (
            <p className="portal-card__meta">{t('office.none')}</p>
          ) : (
            <>
              <ul className="portal-stack" data-testid="paper-apply-queue">
                {data.list.map((one) => (
                  <QueuedApplication
                    key={one.id}
                    application={one}
                    couriers={data.couriers}
                    onDone={(message) => {
                      setSaid(message);
                      reload();
                    }}
                  />
                ))}
              </ul>
              <Pager page={page} size={pageSize} total={data.total} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </section>
  );
}

/** One step of an application: where it goes, what the office adds, and the question asked first. */
interface Step {
  to: State;
  extra?: { courier?: string; trackingNumber?: string; note?: string };
  confirm?: string;
}

function QueuedApplication({ application: one, couriers, onDone }: { application: Queued; couriers: string[]; onDone(message: string): void }) {
  const { t } = useTranslation('paper-apply');
  const api = useApi();
  const [asking, setAsking] = useState<'mail' | 'return'>();
  const names = { name: one.name, certificate: t(`certificate.${one.certificate}`) };
  const move = useAction((step: Step, call) => api.post('paper-apply.handle', { id: one.id, to: step.to, ...step.extra }, call), {
    confirm: (step) => (step.confirm ? { message: step.confirm, confirmLabel: t(`office.${step.to}`) } : undefined),
    onDone: (answer) => {
      setAsking(undefined);
      onDone(t('office.done', { ...names, state: t(`state.${answer.state}`) }));
    },
    failed: (reason) => t('office.failed', { reason }),
  });
  const sendParcel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void move.run({ to: 'mailed', extra: { courier: String(data.get('courier')), trackingNumber: String(data.get('trackingNumber')) } });
  };
  const sendBack = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void move.run({ to: 'returned', extra: { note: String(new FormData(event.currentTarget).get('note')) } });
  };
  const step = (to: 'ready' | 'collected' | 'delivered', question: string, primary = false) => (
    <button
      type="button"
      className={`portal-button${primary ? ' portal-button--primary' : ''}`}
      disabled={move.busy}
      onClick={() => void move.run({ to, confirm: question })}
    >
      {t(`office.${to}`)}
    </button>
  );

  return (
    <li className={`portal-card ${styles.item}`} data-id={one.id} data-state={one.state}>
      <div className="portal-toolbar">
        <strong>
          {t(`certificate.${one.certificate}`)} ·{' '}
          {t('mine.line', { language: t(`language.${one.language}`), count: one.copies, pickup: t(`pickup.${one.pickup}`) })}
        </strong>
        <PaperState state={one.state} />
      </div>
      <p className="portal-card__meta">{t('office.who', { name: one.name, className: one.className, studentNumber: one.studentNumber })}</p>
      <p className="portal-card__meta">
        {t('mine.purpose', { purpose: one.purpose })} · {t('office.phone', { phone: one.phone })} ·{' '}
        {t('mine.submitted', { time: formatDate(one.submittedAt, true) })}
      </p>
      {one.address ? <p className="portal-card__meta">{t('office.address', { address: one.address })}</p> : null}
      {one.trackingNumber ? (
        <p className="portal-card__meta">{t('office.parcel', { courier: one.courier ?? '', trackingNumber: one.trackingNumber })}</p>
      ) : null}
      {one.note ? <p className={styles.note}>{one.note}</p> : null}
      <div className={styles.actions}>
        {one.state === 'pending' && one.pickup === 'self' ? step('ready', t('office.confirmReady', names), true) : null}
        {one.state === 'pending' && one.pickup === 'mail' ? (
          <button type="button" className="portal-button portal-button--primary" disabled={move.busy} onClick={() => setAsking('mail')}>
            {t('office.mail')}
          </button>
        ) : null}
        {one.state === 'pending' ? (
          <button type="button" className="portal-button" disabled={move.busy} onClick={() => setAsking('return')}>
            {t('office.return')}
          </button>
        ) : null}
        {one.state === 'ready' ? step('collected', t('office.confirmCollected', names)) : null}
        {one.state === 'mailed' ? step('delivered', t('office.confirmDelivered', names)) : null}
      </div>
      {asking === 'mail' ? (
        <form className={styles.ask} onSubmit={sendParcel}>
          <label className="portal-field">
            {t('office.courier')}
            <select name="courier" defaultValue={couriers[0]}>
              {couriers.map((courier) => (
                <option key={courier}>{courier}</option>
              ))}
            </select>
          </label>
          <label className="portal-field">
            {t('office.trackingNumber')}
            <input name="trackingNumber" required pattern="[A-Za-z0-9]{8,20}" autoComplete="off" />
          </label>
          <AskButtons busy={move.busy} onCancel={() => setAsking(undefined)} />
        </form>
      ) : null}
      {asking === 'return' ? (
        <form className={styles.ask} onSubmit={sendBack}>
          <label className="portal-field">
            {t('office.note')}
            <textarea name="note" required maxLength={200} rows={2} />
          </label>
          <AskButtons busy={move.busy} onCancel={() => setAsking(undefined)} />
        </form>
      ) : null}
      <ActionMessage action={move} />
    </li>
  );
}

function AskButtons({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  const { t } = useTranslation('paper-apply');
  return (
    <div className={styles.actions}>
      <button type="submit" className="portal-button portal-button--primary" disabled={busy}>
        {t('office.send')}
      </button>
      <button type="button" className="portal-button" onClick={onCancel}>
        {t('office.cancel')}
      </button>
    </div>
  );
}
