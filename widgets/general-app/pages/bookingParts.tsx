/**
 * What the appointment pages share: times of a booking in China time, the state badge, a booking's card
 * and its facts, the paged booking lists, the keeper's decision on a pending booking, and the notice shown
 * to those who are not keepers. The page frame and the links between the pages are the page kit's
 * (WidgetPage, widget.json's `navigation`).
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DecisionForm,
  EmptyView,
  Facts,
  Pager,
  QueryView,
  formatDate,
  formatTime,
  useAccess,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
  useKeptQuery,
} from '../../../runtime/app/index.ts';
import type { Booking, GeneralAppMineQuery } from '../generated/types.ts';
import styles from './generalApp.module.css';

export type PageProps = WidgetPageProps<{ pageSize?: number }>;

/** "2026-05-12 14:00–16:00": a booking's day and hours (one day: a slot never crosses midnight). */
export const whenOf = (start: number, end: number) => `${formatDate(start, true)}–${formatTime(end, 'HH:mm')}`;

/**
 * The keeper of the spaces: module `manage` of the app the page is opened through (the same module
 * widget.json's `navigation` names for the keepers' pages).
 */
export function useKeeper({ appKey, module }: Pick<PageProps, 'appKey' | 'module'>): boolean {
  return useAccess().canUse(appKey ?? module, 'manage');
}

const BADGE: Record<Booking['state'], string> = {
  pending: 'portal-badge--warning',
  approved: 'portal-badge--success',
  rejected: 'portal-badge--error',
  cancelled: '',
};

export function StateBadge({ booking }: { booking: Pick<Booking, 'state'> }) {
  const { t } = useTranslation('general-app');
  return (
    <span className={`portal-badge ${BADGE[booking.state]} ${styles.badge}`} data-state={booking.state} data-testid="booking-state">
      {t(`state.${booking.state}`)}
    </span>
  );
}

/** A booking in a list: place, time, purpose and state; the whole card leads to its page. */
export function BookingCard({ booking, to, showBooker = false, children }: { booking: Booking; to: string; showBooker?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('general-app');
  return (
    <li className="portal-card" data-booking={booking.id}>
      <Link to={to} className={styles.cardLink}>
        <strong>{booking.spaceName}</strong>
        <StateBadge booking={booking} />
        <span className="portal-card__meta">{whenOf(booking.start, booking.end)}</span>
        <span className="portal-card__meta">
          {showBooker ? `${booking.bookerName}（${booking.booker}）· ` : ''}
          {booking.purpose} · {t('facts.peopleCount', { count: booking.people })}
        </span>
        {booking.state === 'rejected' && booking.reason ? <span className="portal-card__meta">{t('facts.reasonLine', { reason: booking.reason })}</span> : null}
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
  return <Facts facts={facts} className={`portal-card ${styles.facts}`} testId="booking-facts" />;
}

/**
 * One booking by the address's id, for its booker or a keeper; `children` draws it. A missing id says so
 * without a call; the backend's "not found" is the no-data view with its words.
 */
export function BookingLoader({ id, children }: { id: number; children: (booking: Booking, reload: () => void) => ReactNode }) {
  const { t } = useTranslation('general-app');
  const valid = Number.isInteger(id) && id > 0;
  const answer = useApiQuery('general-app.booking', valid ? { id } : undefined);
  if (!valid) return <EmptyView message={t('details.noId')} />;
  return <QueryView query={answer}>{(data, reload) => children(data.booking, reload)}</QueryView>;
}

/** A paged list of bookings from `general-app.mine` or `general-app.pending`, a page at a time. */
export function BookingPages({
  apiKey,
  query,
  size,
  empty,
  testId,
  item,
}: {
  apiKey: 'general-app.mine' | 'general-app.pending';
  query?: Pick<GeneralAppMineQuery, 'scope'>;
  size: number;
  empty: string;
  testId: string;
  item: (booking: Booking, reload: () => void) => ReactNode;
}) {
  const { t } = useTranslation('general-app');
  const [page, setPage] = useState(1);
  const list = useKeptQuery(useApiQuery(apiKey, { ...query, page, size }));
  return (
    <QueryView query={list} empty={empty} isEmpty={(data) => data.total === 0}>
      {(data) => (
        <section aria-busy={list.refreshing}>
          <p className="portal-card__meta" data-testid={`${testId}-count`}>
            {t('list.count', { count: data.total })}
          </p>
          <ul className={styles.list} data-testid={testId}>
            {data.list.map((booking) => item(booking, list.reload))}
          </ul>
          <Pager page={page} size={size} total={data.total} onPage={setPage} busy={list.refreshing} />
        </section>
      )}
    </QueryView>
  );
}

/**
 * The keeper's decision on a pending booking: approve at once, or reject with a reason (at least 2
 * characters, as the backend asks). What the backend refuses (an overlap already approved) shows beside
 * the buttons.
 */
export function BookingDecision({ booking, onDecided }: { booking: Booking; onDecided(next: Booking): void }) {
  const { t } = useTranslation('general-app');
  const api = useApi();
  return (
    <div className={styles.decision}>
      <DecisionForm
        choices={[
          { action: 'approve', label: t('decide.approve'), primary: true },
          { action: 'reject', label: t('decide.reject'), needsNote: true },
        ]}
        noteLabel={t('decide.reason')}
        notePlaceholder={t('decide.reasonHint')}
        noteMissing={t('decide.needReason')}
        minNoteLength={2}
        maxNoteLength={100}
        onDecide={async (action, note, call) => {
          const approve = action === 'approve';
          const answer = await api.post('general-app.decide', { id: booking.id, approve, ...(approve ? {} : { reason: note }) }, call);
          onDecided(answer.booking);
        }}
        failed={(reason) => reason}
      />
    </div>
  );
}

/** What a page of the keepers shows to anyone else: no call is made (the backend would refuse it). */
export function KeeperOnly() {
  const { t } = useTranslation('general-app');
  return <EmptyView message={t('admin.keeperOnly')} />;
}
