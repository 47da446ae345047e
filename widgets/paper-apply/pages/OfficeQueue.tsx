/**
 * The office's part of paperApply/index (module `handle`): every application, filtered by state with the
 * count of each, newest first; each moved one step on: ready for pickup, posted with courier and tracking
 * number, picked up, delivered, or returned with a note. The backend refuses any other step (409).
 */
import { useState, type FormEvent } from 'react';
import { ApiErrorView, LoadingView, Pager, formatDate, isApiError, useApi, useApiQuery, useDialogs, useTranslation } from '../../../runtime/app/index.ts';
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
    <section className={styles.card} aria-labelledby="paper-apply-office">
      <div className={styles.itemHead}>
        <h2 id="paper-apply-office" className={styles.subheading}>
          {t('office.title')}
        </h2>
        {queue.status === 'ready' ? (
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
        <p role="status" className={styles.said}>
          {said}
        </p>
      ) : null}
      {queue.status === 'error' ? (
        <ApiErrorView error={queue.error} onRetry={queue.reload} />
      ) : queue.status === 'loading' ? (
        <LoadingView />
      ) : queue.data.list.length === 0 ? (
        <p className={styles.meta}>{t('office.none')}</p>
      ) : (
        <>
          <ul className={styles.list} data-testid="paper-apply-queue">
            {queue.data.list.map((one) => (
              <QueuedApplication
                key={one.id}
                application={one}
                couriers={queue.data.couriers}
                onDone={(message) => {
                  setSaid(message);
                  queue.reload();
                }}
              />
            ))}
          </ul>
          <Pager page={page} size={pageSize} total={queue.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function QueuedApplication({ application: one, couriers, onDone }: { application: Queued; couriers: string[]; onDone(message: string): void }) {
  const { t } = useTranslation('paper-apply');
  const api = useApi();
  const dialogs = useDialogs();
  const [asking, setAsking] = useState<'mail' | 'return'>();
  const [busy, setBusy] = useState(false);
  const names = { name: one.name, certificate: t(`certificate.${one.certificate}`) };

  const move = async (to: State, extra: { courier?: string; trackingNumber?: string; note?: string } = {}) => {
    setBusy(true);
    try {
      const answer = await api.post('paper-apply.handle', { id: one.id, to, ...extra });
      setAsking(undefined);
      onDone(t('office.done', { ...names, state: t(`state.${answer.state}`) }));
    } catch (error) {
      onDone(t('office.failed', { reason: isApiError(error) ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  const confirmed = async (to: 'ready' | 'collected' | 'delivered', message: string) => {
    if (await dialogs.confirm({ message, confirmLabel: t(`office.${to}`) })) await move(to);
  };
  const sendParcel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void move('mailed', { courier: String(data.get('courier')), trackingNumber: String(data.get('trackingNumber')) });
  };
  const sendBack = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void move('returned', { note: String(new FormData(event.currentTarget).get('note')) });
  };

  return (
    <li className={styles.item} data-id={one.id} data-state={one.state}>
      <div className={styles.itemHead}>
        <strong>
          {t(`certificate.${one.certificate}`)} ·{' '}
          {t('mine.line', { language: t(`language.${one.language}`), count: one.copies, pickup: t(`pickup.${one.pickup}`) })}
        </strong>
        <PaperState state={one.state} />
      </div>
      <p className={styles.meta}>{t('office.who', { name: one.name, className: one.className, studentNumber: one.studentNumber })}</p>
      <p className={styles.meta}>
        {t('mine.purpose', { purpose: one.purpose })} · {t('office.phone', { phone: one.phone })} ·{' '}
        {t('mine.submitted', { time: formatDate(one.submittedAt, true) })}
      </p>
      {one.address ? <p className={styles.meta}>{t('office.address', { address: one.address })}</p> : null}
      {one.trackingNumber ? <p className={styles.meta}>{t('office.parcel', { courier: one.courier ?? '', trackingNumber: one.trackingNumber })}</p> : null}
      {one.note ? <p className={styles.note}>{one.note}</p> : null}
      <div className={styles.actions}>
        {one.state === 'pending' && one.pickup === 'self' ? (
          <button
            type="button"
            className="portal-button portal-button--primary"
            disabled={busy}
            onClick={() => void confirmed('ready', t('office.confirmReady', names))}
          >
            {t('office.ready')}
          </button>
        ) : null}
        {one.state === 'pending' && one.pickup === 'mail' ? (
          <button type="button" className="portal-button portal-button--primary" disabled={busy} onClick={() => setAsking('mail')}>
            {t('office.mail')}
          </button>
        ) : null}
        {one.state === 'pending' ? (
          <button type="button" className="portal-button" disabled={busy} onClick={() => setAsking('return')}>
            {t('office.return')}
          </button>
        ) : null}
        {one.state === 'ready' ? (
          <button type="button" className="portal-button" disabled={busy} onClick={() => void confirmed('collected', t('office.confirmCollected', names))}>
            {t('office.collected')}
          </button>
        ) : null}
        {one.state === 'mailed' ? (
          <button type="button" className="portal-button" disabled={busy} onClick={() => void confirmed('delivered', t('office.confirmDelivered', names))}>
            {t('office.delivered')}
          </button>
        ) : null}
      </div>
      {asking === 'mail' ? (
        <form className={styles.ask} onSubmit={sendParcel}>
          <label>
            {t('office.courier')}
            <select name="courier" defaultValue={couriers[0]}>
              {couriers.map((courier) => (
                <option key={courier}>{courier}</option>
              ))}
            </select>
          </label>
          <label>
            {t('office.trackingNumber')}
            <input name="trackingNumber" required pattern="[A-Za-z0-9]{8,20}" autoComplete="off" />
          </label>
          <AskButtons busy={busy} onCancel={() => setAsking(undefined)} />
        </form>
      ) : null}
      {asking === 'return' ? (
        <form className={styles.ask} onSubmit={sendBack}>
          <label>
            {t('office.note')}
            <textarea name="note" required maxLength={200} rows={2} />
          </label>
          <AskButtons busy={busy} onCancel={() => setAsking(undefined)} />
        </form>
      ) : null}
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
