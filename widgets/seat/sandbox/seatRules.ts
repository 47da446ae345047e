/**
 * The seat rules as the backend reads them from a room's row in `seat_rules`, and what follows from them
 * at a moment of the sandbox's clock: a booking's state, how long it holds its seat, whether a reader is
 * banned. Nothing here keeps time itself: every read and write asks with the clock's `now` (seconds), so
 * an unclaimed seat is free the moment its check-in window closes, without a timer.
 */
import { DAY_S, addDays, dayStart, minutesOf } from '../../../sandbox/kit.ts';

/** Bookings start and end on the half hour; a booking holds one row of `seat_slots` per half hour. */
export const SLOT_S = 30 * 60;

/** A room's rule row (table seat_rules), as the answers name its columns. */
export interface SeatRules {
  /** Booking for a day opens at this time (HH:MM) the day before. */
  opensAt: string;
  maxMinutes: number;
  /** Check-in is accepted from this many minutes before the start… */
  checkInBefore: number;
  /** …until this many minutes after it; then the seat is released and the booking counts as a no-show. */
  checkInAfter: number;
  /** The longest temporary leave; a reader away longer loses the seat. */
  leaveMinutes: number;
  /** This many no-shows within `noShowDays` days bring a ban of `banDays` days from the last of them. */
  noShowCount: number;
  noShowDays: number;
  banDays: number;
}

/** The stored facts of a booking (table seat_bookings); its state is derived from them and the clock. */
export interface BookingFacts {
  start_at: number;
  end_at: number;
  checked_in_at: number | null;
  away_since: number | null;
  ended_at: number | null;
  cancelled_at: number | null;
}

export type BookingState = 'upcoming' | 'checkInOpen' | 'inUse' | 'away' | 'finished' | 'cancelled' | 'noShow' | 'released';

export const checkInFrom = (booking: BookingFacts, rules: SeatRules) => booking.start_at - rules.checkInBefore * 60;
export const checkInUntil = (booking: BookingFacts, rules: SeatRules) => booking.start_at + rules.checkInAfter * 60;
const awayUntil = (booking: BookingFacts, rules: SeatRules) => (booking.away_since ?? 0) + rules.leaveMinutes * 60;

/** The booking's state at `now`. */
export function stateOf(booking: BookingFacts, rules: SeatRules, now: number): BookingState {
  if (booking.cancelled_at !== null) return 'cancelled';
  if (booking.ended_at !== null) return 'finished';
  if (booking.checked_in_at === null) {
    if (now > checkInUntil(booking, rules)) return 'noShow';
    return now >= checkInFrom(booking, rules) ? 'checkInOpen' : 'upcoming';
  }
  if (booking.away_since !== null) {
    if (now > awayUntil(booking, rules)) return awayUntil(booking, rules) >= booking.end_at ? 'finished' : 'released';
    return now >= booking.end_at ? 'finished' : 'away';
  }
  return now >= booking.end_at ? 'finished' : 'inUse';
}

/**
 * Until when the booking holds its seat, as far as `now` knows: its end, unless it was cancelled or ended,
 * nobody checked in by the window's end, or its reader stayed away too long.
 */
export function heldUntil(booking: BookingFacts, rules: SeatRules, now: number): number {
  if (booking.cancelled_at !== null) return Math.min(booking.cancelled_at, booking.end_at);
  if (booking.ended_at !== null) return Math.min(booking.ended_at, booking.end_at);
  if (booking.checked_in_at === null && now > checkInUntil(booking, rules)) return Math.min(checkInUntil(booking, rules), booking.end_at);
  if (booking.away_since !== null && now > awayUntil(booking, rules)) return Math.min(awayUntil(booking, rules), booking.end_at);
  return booking.end_at;
}

/** Whether the booking holds its seat during [from, to). */
export const holds = (booking: BookingFacts, rules: SeatRules, now: number, from: number, to: number) =>
  booking.start_at < to && heldUntil(booking, rules, now) > from;

/** The half hour a moment falls in. */
export const slotOf = (at: number) => Math.floor(at / SLOT_S) * SLOT_S;

/** When booking for `day` opens: the rules' time on the day before (China time), in seconds. */
export const bookingOpensAt = (day: string, rules: SeatRules) => dayStart(addDays(day, -1)) + minutesOf(rules.opensAt) * 60;

/** A no-show: its start, and the close of its check-in window by its room's rules. */
export interface NoShow {
  start_at: number;
  deadline: number;
}

/**
 * The end of the reader's ban at `now` by a room's rules, or null: `noShowCount` no-shows whose start
 * lies within the last `noShowDays` days ban the reader for `banDays` days from the last no-show.
 */
export function bannedUntil(noShows: readonly NoShow[], rules: SeatRules, now: number): number | null {
  const counted = noShows.filter((one) => one.deadline < now && one.start_at >= now - rules.noShowDays * DAY_S);
  if (counted.length < rules.noShowCount) return null;
  const until = Math.max(...counted.map((one) => one.deadline)) + rules.banDays * DAY_S;
  return until > now ? until : null;
}

/** A length of time in the words of the rules: 4 小时, 90 分钟. */
export function lengthText(minutes: number): { zh: string; en: string; tw: string } {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return { zh: `${hours} 小时`, en: hours === 1 ? '1 hour' : `${hours} hours`, tw: `${hours} 小時` };
  }
  return { zh: `${minutes} 分钟`, en: `${minutes} minutes`, tw: `${minutes} 分鐘` };
}
