/**
 * What the appointment pages share: times of a booking in China time, the state badge, a booking's card
 * and its facts, the paged booking lists, the keeper's approve / reject form, the notice shown to those
 * who are not keepers, and the links between the pages.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ApiErrorView,
  EmptyView,
  LoadingView,
  Pager,
  formatDate,
  formatTime,
  isApiError,
  useAccess,
  useApi,
  useApiQuery,
  useLastData,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { Booking } from '../generated/types.ts';
import styles from './generalApp.module.css';

export type PageProps = WidgetPageProps<{ pageSize?: number }>;

/** "2026-05-12 14:00–16:00": a booking's day and hours (one day: a slot never crosses midnight). */
export const whenOf = (start: number, end: number) => `${formatDate(start, true)}–${formatTime(end, 'HH:mm')}`;

/** The keeper of the spaces: module `manage` of the app the page is opened through. */
export function useKeeper({ appKey, module }: Pick<PageProps, 'appKey' | 'module'>): boolean {
  return useAccess().canUse(appKey ?? module, 'manage');
}

export function StateBadge({ booking }: { booking: Pick<Booking, 'state'> }) {
  const { t } = useTranslation('general-app');
  return (
    <span className={styles.state} data-state={booking.state} data-testid="booking-state">
      {t(`state.${booking.state}`)}
    </span>
  );
}

/** A booking in a list: place, time, purpose and state; the whole card leads to its page. */
export function BookingCard({ booking, to, showBooker = false, children }: { booking: Booking; to: string; showBooker?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('general-app');
  return (
    <li className={styles.card} data-booking={booking.id}>
      <Link to={to} className={styles.cardLink}>
        <strong>{booking.spaceName}</strong>
        <StateBadge booking={booking} />
        <span className={styles.meta}>{whenOf(booking.start, booking.end)}</span>
        <span className={styles.meta}>
          {showBooker ? `${booking.bookerName}（${booking.booker}）· ` : ''}
          {booking.purpose} · {t('facts.peopleCount', { count: booking.people })}
        </span>
        {booking.state === 'rejected' && booking.reason ? <span className={styles.meta}>{t('facts.reasonLine', { reason: booking.reason })}</span> : null}
      </Link>
      {children}
    </li>
  );
}

/** Every fact of one booking; `keeper` adds the booker's account and the decision's trail. */
export function BookingFacts({ booking, keeper = false }: { booking: Booking; keeper?: boolean }) {
  const { t } = useTranslation('general-app');
  const facts: Array<[string, string]> = [
    [t('facts.space'), booking.spaceName],
    [t('facts.location'), booking.location],
    [t('facts.time'), whenOf(booking.start, booking.end)],
    [t('facts.purpose'), booking.purpose],
    [t('facts.people'), t('facts.peopleCount', { count: booking.people })],
    [t('facts.booker'), keeper ? `${booking.bookerName}（${booking.booker}）` : booking.bookerName],
    [t('facts.createdAt'), formatDate(booking.createdAt, true)],
  ];
  if (booking.decidedAt !== null)
    facts.push([
      t('facts.decided'),
      booking.decidedBy ? t('facts.decidedBy', { by: booking.decidedBy, time: formatDate(booking.decidedAt, true) }) : t('facts.auto'),
    ]);
  if (booking.reason) facts.push([t('facts.reason'), booking.reason]);
  if (booking.state === 'approved' || booking.signedAt !== null)
    facts.push([
      t('facts.signIn'),
      booking.signedAt === null
        ? t('facts.notSigned')
        : t(booking.late ? 'facts.signedLate' : 'facts.signedOnTime', { time: formatDate(booking.signedAt, true) }),
    ]);
  return (
    <dl className={styles.facts} data-testid="booking-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd data-fact={term}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One booking by the address's id, for its booker or a keeper; `children` draws it. */
export function BookingLoader({ id, children }: { id: number; children: (booking: Booking, reload: () => void) => ReactNode }) {
  const { t } = useTranslation('general-app');
  const answer = useApiQuery('general-app.booking', Number.isInteger(id) && id > 0 ? { id } : undefined);
  if (!(Number.isInteger(id) && id > 0)) return <EmptyView message={t('details.noId')} />;
  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  if (answer.status === 'loading') return <LoadingView />;
  return <>{children(answer.data.booking, answer.reload)}</>;
}

/** A paged list of bookings from `general-app.mine`, `pending` (or another key answering `{ total, list }`). */
export function BookingPages({
  apiKey,
  query,
  size,
  empty,
  testId,
  item,
}: {
  apiKey: 'general-app.mine' | 'general-app.pending';
  query?: Record<string, string>;
  size: number;
  empty: string;
  testId: string;
  item: (booking: Booking, reload: () => void) => ReactNode;
}) {
  const { t } = useTranslation('general-app');
  const [page, setPage] = useState(1);
  const list = useApiQuery(apiKey, { ...query, page, size });
  const data = useLastData(list);
  if (list.status === 'error') return <ApiErrorView error={list.error} onRetry={list.reload} />;
  if (!data) return <LoadingView />;
  if (data.total === 0) return <EmptyView message={empty} />;
  return (
    <section aria-busy={list.status === 'loading'}>
      <p className={styles.meta} data-testid={`${testId}-count`}>
        {t('list.count', { count: data.total })}
      </p>
      <ul className={styles.list} data-testid={testId}>
        {data.list.map((booking) => item(booking, list.reload))}
      </ul>
      <Pager page={page} size={size} total={data.total} onPage={setPage} busy={list.status === 'loading'} />
    </section>
  );
}

/**
 * The keeper's decision on a pending booking: approve at once, or reject with a reason (needed, as the
 * backend asks). What the backend refuses (an overlap already approved) shows beside the buttons.
 */
export function DecisionForm({ booking, onDecided }: { booking: Booking; onDecided(next: Booking): void }) {
  const { t } = useTranslation('general-app');
  const api = useApi();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const decide = async (approve: boolean) => {
    if (!approve && reason.trim().length < 2) return setProblem(t('decide.needReason'));
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await api.post('general-app.decide', { id: booking.id, approve, ...(approve ? {} : { reason: reason.trim() }) });
      onDecided(answer.booking);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const reasonId = `reject-reason-${booking.id}`;
  return (
    <div className={styles.decision} data-testid="decision">
      {rejecting ? (
        <label htmlFor={reasonId} className={styles.field}>
          {t('decide.reason')}
          <textarea
            id={reasonId}
            value={reason}
            maxLength={100}
            rows={2}
            placeholder={t('decide.reasonHint')}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        {rejecting ? (
          <>
            <button type="button" className="portal-button portal-button--primary" disabled={busy} onClick={() => void decide(false)}>
              {t('decide.confirmReject')}
            </button>
            <button type="button" className="portal-button" disabled={busy} onClick={() => setRejecting(false)}>
              {t('decide.back')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="portal-button portal-button--primary" disabled={busy} onClick={() => void decide(true)}>
              {t('decide.approve')}
            </button>
            <button type="button" className="portal-button" disabled={busy} onClick={() => setRejecting(true)}>
              {t('decide.reject')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/** What a page of the keepers shows to anyone else: no call is made (the backend would refuse it). */
export function KeeperOnly() {
  const { t } = useTranslation('general-app');
  return <EmptyView message={t('admin.keeperOnly')} />;
}

/** The app's pages for the user: the booker's, and the keeper's when they are one. */
export function AppointNav({ module, keeper }: { module: string; keeper: boolean }) {
  const { t } = useTranslation('general-app');
  const pages = ['index', 'myAppointment', 'history', 'message', ...(keeper ? ['approval', 'appointAdmin', 'signmanage', 'signlog'] : [])];
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {pages.map((page) => (
        <Link key={page} to={`/${module}/${page}`} className={styles.navLink}>
          {t(`pages.${page}`)}
        </Link>
      ))}
    </nav>
  );
}

/** A page's frame: its heading, the navigation, the content. */
export function AppointPage({
  title,
  module,
  keeper,
  children,
  labelledBy,
}: {
  title: string;
  module: string;
  keeper: boolean;
  children: ReactNode;
  labelledBy: string;
}) {
  return (
    <section className={styles.page} aria-labelledby={labelledBy}>
      <h1 id={labelledBy} className={styles.heading}>
        {title}
      </h1>
      <AppointNav module={module} keeper={keeper} />
      {children}
    </section>
  );
}
