/**
 * ticket/detail?id=: one event. Before the sale opens, a countdown by the server's clock (serverClock.ts)
 * with the grab button disabled until it reaches zero; on sale, 抢票 (a seat from the seat map where the
 * event has seats), waiting while the server decides and never saying success before it did; sold out
 * or not yet open, 订阅/取消订阅; the prerequisite event (前置活动) and the information form (信息采集)
 * a held ticket needs. With a ticket: its redemption code and QR code, and 退票 inside the refund window.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ActionButton,
  DetailPage,
  Facts,
  FormRunner,
  WidgetPage,
  formatTime,
  useAccess,
  useAction,
  useApi,
  useLocalize,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { TicketDetailData } from '../generated/types.ts';
import { SeatMap, type Seat } from './SeatMap.tsx';
import { countdownParts, useCountdown, useServerClock } from './serverClock.ts';
import { SaleBadge, TicketCard, shortTime } from './ticketParts.tsx';
import styles from './ticket.module.css';

export default function EventDetailPage({ query, module }: WidgetPageProps) {
  const { t } = useTranslation('ticket');
  return (
    <DetailPage apiKey="ticket.detail" query={query} missingMessage={t('detail.missingId')}>
      {(event, reload) => <EventView event={event} module={module} reload={reload} />}
    </DetailPage>
  );
}

interface EventProps {
  event: TicketDetailData;
  module: string;
  reload: () => void;
}

function EventView({ event, module, reload }: EventProps) {
  const { t } = useTranslation('ticket');
  const localize = useLocalize();
  const access = useAccess();
  return (
    <WidgetPage title={localize(event.title)} intro={localize(event.place)}>
      <section className="portal-card" data-testid="ticket-event">
        <p className={styles.eventState}>
          <span className="portal-badge">{t(`kind.${event.kind}`)}</span>
          <SaleBadge state={event.state} />
        </p>
        <Facts
          className={styles.facts}
          facts={[
            [t('facts.time'), formatTime(event.startsAt, 'YYYY-MM-DD HH:mm'), 'time'],
            [t('facts.place'), localize(event.place), 'place'],
            [t('facts.sale'), t('detail.saleWindow', { from: shortTime(event.opensAt), to: shortTime(event.closesAt) }), 'sale'],
            [t('facts.left'), `${event.left}/${event.stock}`, 'left'],
            [t('facts.refund'), formatTime(event.refundUntil, 'YYYY-MM-DD HH:mm'), 'refund'],
          ]}
        />
        <p className={styles.description}>{localize(event.description)}</p>
        {event.prerequisite ? (
          <p className={`portal-notice ${event.prerequisite.held ? 'portal-notice--success' : 'portal-notice--warning'}`} data-testid="ticket-prerequisite">
            {t(event.prerequisite.held ? 'detail.prerequisiteHeld' : 'detail.prerequisite', { title: localize(event.prerequisite.title) })}
            {event.prerequisite.held ? null : (
              <>
                {' '}
                <Link to={`/${module}/detail?id=${event.prerequisite.id}`}>{t('detail.prerequisiteLink')}</Link>
              </>
            )}
          </p>
        ) : null}
        {event.collects && !event.mine ? (
          <p className="portal-notice" data-testid="ticket-collects">
            {t('detail.collects', { count: event.holdMinutes })}
          </p>
        ) : null}
      </section>
      {event.mine ? <Mine event={event} module={module} reload={reload} /> : <Sale event={event} module={module} reload={reload} />}
      {access.canUse(module, 'check') ? (
        <p className={styles.links}>
          <Link to={`/${module}/check?event=${event.id}`}>{t('detail.goCheck')}</Link>
        </p>
      ) : null}
    </WidgetPage>
  );
}

/** No ticket yet: the countdown, the seat map, 抢票 and 订阅 as the sale's state allows. */
function Sale({ event, module, reload }: EventProps) {
  const { t } = useTranslation('ticket');
  const api = useApi();
  const navigate = useNavigate();
  const clock = useServerClock();
  const [seat, setSeat] = useState<Seat>();
  const left = useCountdown(event.opensAt, clock.offset, event.state === 'upcoming' ? reload : undefined);
  const grab = useAction((_: void, call) => api.post('ticket.grab', { id: event.id, ...(seat ? { seat } : {}) }, call), {
    // A held ticket waits for its form on this page; a confirmed one is shown on the success page.
    onDone: (answer) => (answer.ticket.state === 'held' ? reload() : navigate(`/${module}/success?id=${event.id}`)),
  });

  if (event.state === 'ended') {
    return (
      <p className="portal-notice" data-testid="ticket-ended">
        {t('detail.ended')}
      </p>
    );
  }
  const opened = event.state === 'open' || (event.state === 'upcoming' && left === 0);
  const needsSeat = !!event.seats && !seat;
  const blocked = !!event.prerequisite && !event.prerequisite.held;
  return (
    <section className="portal-card" data-testid="ticket-sale">
      {event.state === 'upcoming' ? <Countdown left={left} failed={clock.failed} /> : null}
      {event.state === 'soldOut' ? (
        <p className="portal-notice portal-notice--warning" data-testid="ticket-sold-out">
          {t('detail.soldOut')}
        </p>
      ) : null}
      {event.seats && event.state !== 'soldOut' ? (
        <>
          <p className={styles.meta} data-testid="ticket-seat-choice">
            {seat ? t('detail.seatChosen', { row: seat.row, seat: seat.seat }) : t('detail.pickSeat')}
          </p>
          <SeatMap {...event.seats} chosen={seat} onChoose={setSeat} disabled={grab.busy} />
        </>
      ) : null}
      {event.state !== 'soldOut' ? (
        <ActionButton action={grab} primary busyLabel={t('detail.grabBusy')} disabled={!opened || needsSeat || blocked}>
          {t('detail.grab')}
        </ActionButton>
      ) : null}
      {grab.busy ? (
        <p className="portal-notice" role="status" data-testid="ticket-waiting">
          {t('detail.waiting')}
        </p>
      ) : null}
      {event.state === 'upcoming' || event.state === 'soldOut' ? <SubscribeButton event={event} reload={reload} /> : null}
    </section>
  );
}

function Countdown({ left, failed }: { left: number | undefined; failed: boolean }) {
  const { t } = useTranslation('ticket');
  if (failed) {
    return (
      <p className="portal-notice portal-notice--error" role="alert">
        {t('detail.clockFailed')}
      </p>
    );
  }
  if (left === undefined) return <p className={styles.meta}>{t('detail.clockSyncing')}</p>;
  const { days, time } = countdownParts(left);
  return (
    <div className={styles.countdown} data-testid="ticket-countdown">
      <p className="portal-notice">{t('detail.notStarted')}</p>
      <p className={styles.countdownTime} aria-live="off">
        {days > 0 ? t('detail.countdownDays', { count: days, time }) : t('detail.countdown', { time })}
      </p>
      <p className={styles.meta}>{t('detail.clockNote')}</p>
    </div>
  );
}

function SubscribeButton({ event, reload }: { event: TicketDetailData; reload: () => void }) {
  const { t } = useTranslation('ticket');
  const api = useApi();
  const toggle = useAction((on: boolean, call) => api.post('ticket.subscribe', { id: event.id, on }, call), { onDone: () => reload() });
  return (
    <div className={styles.subscribe}>
      {event.subscribed ? (
        <p className="portal-notice portal-notice--success" data-testid="ticket-subscribed">
          {t('detail.subscribed')}
        </p>
      ) : null}
      <ActionButton action={toggle} input={!event.subscribed}>
        {t(event.subscribed ? 'detail.unsubscribe' : 'detail.subscribe')}
      </ActionButton>
    </div>
  );
}

/** The user's ticket: held (the form to send before the hold runs out) or issued (the code, 退票). */
function Mine({ event, module, reload }: EventProps) {
  const { t } = useTranslation('ticket');
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  const ticket = event.mine!;
  const refund = useAction((_: void, call) => api.post('ticket.refund', { id: event.id }, call), {
    confirm: t('detail.refundConfirm'),
    done: t('detail.refunded'),
    onDone: () => reload(),
  });
  if (ticket.state === 'held' && event.form) {
    return (
      <section className="portal-card" data-testid="ticket-hold">
        <p className="portal-notice portal-notice--warning">{t('detail.holdUntil', { time: formatTime(ticket.holdUntil ?? 0, 'HH:mm') })}</p>
        <FormRunner
          definition={event.form}
          formId={`ticket:${event.id}`}
          draftKey={`ticket.${access.userName ?? 'me'}.${event.id}`}
          submit={(values, submissionId) => api.post('ticket.collect', { id: event.id, values, _submission: submissionId })}
          onSubmitted={() => navigate(`/${module}/success?id=${event.id}`)}
        />
      </section>
    );
  }
  return (
    <>
      <TicketCard ticket={ticket} />
      {ticket.refundable ? (
        <p className={styles.refund}>
          <span className={styles.meta}>{t('detail.refundUntil', { time: formatTime(event.refundUntil, 'MM-DD HH:mm') })}</span>
          <ActionButton action={refund}>{t('detail.refund')}</ActionButton>
        </p>
      ) : null}
    </>
  );
}
