/** Pieces the seat pages share: a booking's state badge, a room's rules in words, China times, the floor plan. */
import { clockOf, dayOf, useTranslation } from '../../../runtime/app/index.ts';
import type { SeatBookingData, SeatRoomData } from '../generated/types.ts';
import styles from './seat.module.css';

export type BookingState = SeatBookingData['state'];
export type PlanSeat = SeatRoomData['seats'][number];
export type Rules = SeatRoomData['rules'];

/** `2026-05-11 17:00` of an instant in seconds, China time. */
export const chinaTime = (at: number) => `${dayOf(at * 1000)} ${clockOf(at * 1000)}`;
/** `17:00` of an instant in seconds, China time. */
export const chinaClock = (at: number) => clockOf(at * 1000);

const BADGE: Record<BookingState, string> = {
  upcoming: 'info',
  checkInOpen: 'warning',
  inUse: 'success',
  away: 'warning',
  finished: 'info',
  cancelled: 'info',
  noShow: 'error',
  released: 'error',
};

export function StateBadge({ state }: { state: BookingState }) {
  const { t } = useTranslation('seat');
  return (
    <span className={`portal-badge portal-badge--${BADGE[state]}`} data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}

/** A seat's features as words: 靠窗 · 有插座. */
export function SeatFeatures({ window, power }: { window: boolean; power: boolean }) {
  const { t } = useTranslation('seat');
  const words = [window ? t('features.window') : null, power ? t('features.power') : null].filter(Boolean);
  return words.length ? <span className="portal-muted">{words.join(' · ')}</span> : null;
}

/** The room's rule row, said as rules. */
export function RulesList({ rules }: { rules: Rules }) {
  const { t } = useTranslation('seat');
  const hours = rules.maxMinutes % 60 === 0;
  return (
    <section className="portal-card" aria-labelledby="seat-rules-title" data-testid="seat-rules">
      <h2 id="seat-rules-title" className="portal-card__title">
        {t('rules.title')}
      </h2>
      <ul className={styles.rules}>
        <li>{t('rules.opens', { time: rules.opensAt })}</li>
        <li>{hours ? t('rules.max', { count: rules.maxMinutes / 60 }) : t('rules.maxMinutes', { count: rules.maxMinutes })}</li>
        <li>{t('rules.checkIn', { before: rules.checkInBefore, after: rules.checkInAfter })}</li>
        <li>{t('rules.leave', { count: rules.leaveMinutes })}</li>
        <li>{t('rules.ban', { count: rules.noShowCount, days: rules.noShowDays, ban: rules.banDays })}</li>
      </ul>
    </section>
  );
}

/**
 * The room's floor plan: its rows and columns of seats, an aisle after the columns the room names, the
 * windows along one side; each seat says its label, whether it is free, and its window and socket. With
 * `onPick`, free seats are buttons.
 */
export function FloorPlan({
  room,
  seats,
  selected,
  onPick,
}: {
  room: SeatRoomData['room'];
  seats: readonly PlanSeat[];
  selected?: number;
  onPick?: (seat: PlanSeat) => void;
}) {
  const { t } = useTranslation('seat');
  const at = new Map(seats.map((seat) => [`${seat.row}:${seat.col}`, seat]));
  // Grid columns: the seats' columns with an aisle column after those named, and the window strip on its side.
  const strip = room.windowSide === 'left' ? 1 : 0;
  const columnOf = (col: number) => strip + col + room.aisles.filter((aisle) => aisle < col).length;
  const columns = room.cols + room.aisles.length + 1;
  const windowColumn = room.windowSide === 'left' ? 1 : columns;
  const cells = [];
  for (let row = 1; row <= room.rows; row++) {
    for (let col = 1; col <= room.cols; col++) {
      const seat = at.get(`${row}:${col}`);
      if (!seat) continue;
      const label = t('plan.seat', { label: seat.label, state: t(`seatState.${seat.state}`) });
      const features = [seat.window ? t('features.window') : null, seat.power ? t('features.power') : null].filter(Boolean).join('，');
      const name = features ? `${label}，${features}` : label;
      const style = { gridRow: row, gridColumn: columnOf(col) };
      const content = (
        <>
          <span>{seat.label}</span>
          <span className={styles.seatMarks} aria-hidden="true">
            {seat.power ? '⚡' : ''}
          </span>
        </>
      );
      cells.push(
        onPick && seat.state === 'free' ? (
          <button
            key={seat.id}
            type="button"
            className={styles.seat}
            style={style}
            data-seat={seat.label}
            data-state={seat.state}
            aria-pressed={selected === seat.id}
            aria-label={name}
            onClick={() => onPick(seat)}
          >
            {content}
          </button>
        ) : (
          <span key={seat.id} className={styles.seat} style={style} data-seat={seat.label} data-state={seat.state} role="img" aria-label={name}>
            {content}
          </span>
        ),
      );
    }
  }
  return (
    <figure className={styles.planFigure}>
      <div
        className={styles.plan}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${room.rows}, auto)` }}
        data-testid="seat-plan"
      >
        <span className={styles.windowStrip} style={{ gridColumn: windowColumn, gridRow: `1 / span ${room.rows}` }} aria-hidden="true">
          {t('plan.window')}
        </span>
        {room.aisles.map((aisle) => (
          <span key={aisle} className={styles.aisle} style={{ gridColumn: columnOf(aisle) + 1, gridRow: `1 / span ${room.rows}` }} aria-hidden="true" />
        ))}
        {cells}
      </div>
      <figcaption className={styles.legend}>
        <span className={styles.legendItem} data-state="free">
          {t('seatState.free')}
        </span>
        <span className={styles.legendItem} data-state="taken">
          {t('seatState.taken')}
        </span>
        <span className={styles.legendItem} data-state="mine">
          {t('seatState.mine')}
        </span>
        <span>⚡ {t('features.power')}</span>
      </figcaption>
    </figure>
  );
}
