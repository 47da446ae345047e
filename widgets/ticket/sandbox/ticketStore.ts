/**
 * The ticket tables' reads and writes, each write one IMMEDIATE transaction. Grabbing never oversells:
 * the sale's counter moves only by a guarded decrement (`sold = sold + 1 WHERE sold < stock`, with a
 * CHECK behind it), one live ticket per user and per seat is a UNIQUE index, and the ticket row is written
 * in the same transaction, so the counter always equals the live rows. better-sqlite3 is synchronous: a
 * grab runs start to end before the next request's, however many arrive at the opening second.
 *
 * Holds (a ticket waiting for its information form) run out by the clock: every read and write first
 * frees the holds whose time has passed, so no timer is needed.
 */
import { deliverMessage, type SandboxDatabase } from '../../../sandbox/kit.ts';
import type { EventSummary, Ticket } from '../generated/types.ts';
import { newCode, normalizedCode } from './ticketCodes.ts';
import { ticketsBack } from './ticketMessages.ts';

type Text = { zh: string; en: string; tw: string };

export interface EventRow {
  id: number;
  kind: EventSummary['kind'];
  title: string;
  place: string;
  description: string;
  starts_at: number;
  opens_at: number;
  closes_at: number;
  refund_until: number;
  stock: number;
  sold: number;
  seat_rows: number | null;
  seats_per_row: number | null;
  prerequisite_id: number | null;
  collects: number;
  hold_minutes: number;
}

export interface TicketRow {
  id: number;
  event_id: number;
  username: string;
  holder_name: string;
  code: string;
  seat_row: number | null;
  seat_no: number | null;
  state: 'held' | 'valid' | 'checked' | 'refunded' | 'expired';
  grabbed_at: number;
  hold_until: number | null;
  checked_at: number | null;
  checked_by: string | null;
}

export type GrabOutcome =
  | { ok: true; ticket: TicketRow }
  | { ok: false; reason: 'notFound' | 'notOpen' | 'ended' | 'already' | 'prerequisite' | 'seatNeeded' | 'noSeats' | 'seatMissing' | 'seatTaken' | 'soldOut' };

export type RefundOutcome = { ok: true; left: number } | { ok: false; reason: 'notFound' | 'notMine' | 'checked' | 'closed' };

export type CheckOutcome =
  | { ok: true; outcome: 'checked' | 'already'; ticket: TicketRow; event: EventRow }
  | { ok: false; reason: 'unknownCode' | 'otherEvent' | 'refunded' | 'expired' | 'held'; event?: EventRow };

export const textOf = (json: string) => JSON.parse(json) as Text;

/** The sale's state at `now` (seconds). */
export function saleState(event: EventRow, now: number): EventSummary['state'] {
  if (now >= event.closes_at) return 'ended';
  if (now < event.opens_at) return 'upcoming';
  return event.sold >= event.stock ? 'soldOut' : 'open';
}

export function toTicket(row: TicketRow, event: EventRow, now: number): Ticket {
  return {
    id: row.id,
    eventId: row.event_id,
    code: row.code,
    ...(row.seat_row !== null && row.seat_no !== null ? { seat: { row: row.seat_row, seat: row.seat_no } } : {}),
    state: row.state as Ticket['state'],
    grabbedAt: row.grabbed_at,
    ...(row.state === 'held' && row.hold_until !== null ? { holdUntil: row.hold_until } : {}),
    ...(row.checked_at !== null ? { checkedAt: row.checked_at } : {}),
    refundable: row.state !== 'checked' && now <= event.refund_until,
  };
}

export function createTicketStore(db: SandboxDatabase) {
  const LIVE = "state IN ('held', 'valid', 'checked')";
  const events = db.prepare<[], EventRow>('SELECT * FROM ticket_events ORDER BY opens_at, id');
  const eventById = db.prepare<[number], EventRow>('SELECT * FROM ticket_events WHERE id = ?');
  const liveTicket = db.prepare<[number, string], TicketRow>(`SELECT * FROM ticket_tickets WHERE event_id = ? AND username = ? AND ${LIVE}`);
  const liveTicketsOf = db.prepare<[string], TicketRow>(`SELECT * FROM ticket_tickets WHERE username = ? AND ${LIVE}`);
  const ticketById = db.prepare<[number], TicketRow>('SELECT * FROM ticket_tickets WHERE id = ?');
  const ticketByCode = db.prepare<[string], TicketRow>('SELECT * FROM ticket_tickets WHERE code = ?');
  const seatTaken = db.prepare<[number, number, number], { id: number }>(
    `SELECT id FROM ticket_tickets WHERE event_id = ? AND seat_row = ? AND seat_no = ? AND ${LIVE}`,
  );
  const takenSeats = db.prepare<[number], { seat_row: number; seat_no: number }>(
    `SELECT seat_row, seat_no FROM ticket_tickets WHERE event_id = ? AND seat_row IS NOT NULL AND ${LIVE} ORDER BY seat_row, seat_no`,
  );
  const confirmedOf = db.prepare<[number, string], { id: number }>(
    "SELECT id FROM ticket_tickets WHERE event_id = ? AND username = ? AND state IN ('valid', 'checked')",
  );
  const takeOne = db.prepare<[number]>('UPDATE ticket_events SET sold = sold + 1 WHERE id = ? AND sold < stock');
  const giveBack = db.prepare<[number]>('UPDATE ticket_events SET sold = sold - 1 WHERE id = ? AND sold > 0');
  const insertTicket = db.prepare<[number, string, string, string, number | null, number | null, string, number, number | null, number | null]>(`
    INSERT INTO ticket_tickets (event_id, username, holder_name, code, seat_row, seat_no, state, grabbed_at, hold_until, confirmed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const dueHolds = db.prepare<[number], { id: number; event_id: number; username: string }>(
    "SELECT id, event_id, username FROM ticket_tickets WHERE state = 'held' AND hold_until <= ?",
  );
  const endTicket = db.prepare<[string, number, number]>('UPDATE ticket_tickets SET state = ?, ended_at = ? WHERE id = ?');
  const confirm = db.prepare<[string, number, number]>("UPDATE ticket_tickets SET state = 'valid', form_values = ?, confirmed_at = ? WHERE id = ?");
  const checkIn = db.prepare<[number, string, number]>("UPDATE ticket_tickets SET state = 'checked', checked_at = ?, checked_by = ? WHERE id = ?");
  const subscribers = db.prepare<[number], { username: string }>('SELECT username FROM ticket_subscriptions WHERE event_id = ?');
  const subscribedTo = db.prepare<[string], { event_id: number }>('SELECT event_id FROM ticket_subscriptions WHERE username = ?');
  const subscribe = db.prepare<[number, string, number]>('INSERT OR IGNORE INTO ticket_subscriptions (event_id, username, at) VALUES (?, ?, ?)');
  const unsubscribe = db.prepare<[number, string]>('DELETE FROM ticket_subscriptions WHERE event_id = ? AND username = ?');

  /** A ticket of `event` came back (refund, hold run out): its subscribers are told when it was sold out. */
  function returned(event: EventRow, from: string, now: number): void {
    const wasSoldOut = event.sold >= event.stock;
    giveBack.run(event.id);
    if (!wasSoldOut || now >= event.closes_at) return;
    const { title, body } = ticketsBack(textOf(event.title));
    for (const { username } of subscribers.all(event.id)) {
      if (username === from) continue;
      deliverMessage(db, { username, channel: 'service', title, body, link: `/ticket/detail?id=${event.id}`, about: `ticket:${event.id}`, createdAt: now });
    }
  }

  /** Frees the holds whose time ran out before `now`. Called first by every read and write. */
  function expireHolds(now: number): void {
    const due = dueHolds.all(now);
    if (!due.length) return;
    db.transaction(() => {
      for (const hold of due) {
        endTicket.run('expired', now, hold.id);
        returned(eventById.get(hold.event_id)!, hold.username, now);
      }
    }).immediate();
  }

  /** A code that is no other ticket's. */
  function freshCode(): string {
    for (;;) {
      const code = newCode();
      if (!ticketByCode.get(code)) return code;
    }
  }

  function grab(user: { username: string; name: string }, eventId: number, seat: { row: number; seat: number } | undefined, now: number): GrabOutcome {
    expireHolds(now);
    return db
      .transaction((): GrabOutcome => {
        const event = eventById.get(eventId);
        if (!event) return { ok: false, reason: 'notFound' };
        if (now < event.opens_at) return { ok: false, reason: 'notOpen' };
        if (now >= event.closes_at) return { ok: false, reason: 'ended' };
        if (liveTicket.get(eventId, user.username)) return { ok: false, reason: 'already' };
        if (event.prerequisite_id !== null && !confirmedOf.get(event.prerequisite_id, user.username)) return { ok: false, reason: 'prerequisite' };
        const seated = event.seat_rows !== null && event.seats_per_row !== null;
        if (seated && !seat) return { ok: false, reason: 'seatNeeded' };
        if (!seated && seat) return { ok: false, reason: 'noSeats' };
        if (seat && (seat.row > event.seat_rows! || seat.seat > event.seats_per_row!)) return { ok: false, reason: 'seatMissing' };
        if (seat && seatTaken.get(eventId, seat.row, seat.seat)) return { ok: false, reason: 'seatTaken' };
        if (takeOne.run(eventId).changes === 0) return { ok: false, reason: 'soldOut' };
        const held = event.collects === 1;
        const id = Number(
          insertTicket.run(
            eventId,
            user.username,
            user.name,
            freshCode(),
            seat?.row ?? null,
            seat?.seat ?? null,
            held ? 'held' : 'valid',
            now,
            held ? now + event.hold_minutes * 60 : null,
            held ? null : now,
          ).lastInsertRowid,
        );
        return { ok: true, ticket: ticketById.get(id)! };
      })
      .immediate();
  }

  function refund(username: string, eventId: number, now: number): RefundOutcome {
    expireHolds(now);
    return db
      .transaction((): RefundOutcome => {
        const event = eventById.get(eventId);
        if (!event) return { ok: false, reason: 'notFound' };
        const ticket = liveTicket.get(eventId, username);
        if (!ticket) return { ok: false, reason: 'notMine' };
        if (ticket.state === 'checked') return { ok: false, reason: 'checked' };
        if (now > event.refund_until) return { ok: false, reason: 'closed' };
        endTicket.run('refunded', now, ticket.id);
        returned(event, username, now);
        const after = eventById.get(eventId)!;
        return { ok: true, left: after.stock - after.sold };
      })
      .immediate();
  }

  function check(eventId: number, typed: string, checker: string, now: number): CheckOutcome {
    expireHolds(now);
    return db
      .transaction((): CheckOutcome => {
        const ticket = ticketByCode.get(normalizedCode(typed));
        if (!ticket) return { ok: false, reason: 'unknownCode' };
        const event = eventById.get(ticket.event_id)!;
        if (ticket.event_id !== eventId) return { ok: false, reason: 'otherEvent', event };
        if (ticket.state === 'refunded' || ticket.state === 'expired' || ticket.state === 'held') return { ok: false, reason: ticket.state };
        if (ticket.state === 'checked') return { ok: true, outcome: 'already', ticket, event };
        checkIn.run(now, checker, ticket.id);
        return { ok: true, outcome: 'checked', ticket: ticketById.get(ticket.id)!, event };
      })
      .immediate();
  }

  return {
    expireHolds,
    grab,
    refund,
    check,
    events: () => events.all(),
    event: (id: number) => eventById.get(id),
    liveTicket: (eventId: number, username: string) => liveTicket.get(eventId, username),
    liveTicketsOf: (username: string) => liveTicketsOf.all(username),
    hasConfirmed: (eventId: number, username: string) => !!confirmedOf.get(eventId, username),
    takenSeats: (eventId: number) => takenSeats.all(eventId).map((seat) => `${seat.seat_row}-${seat.seat_no}`),
    subscriptionsOf: (username: string) => new Set(subscribedTo.all(username).map((row) => row.event_id)),
    setSubscribed(eventId: number, username: string, on: boolean, now: number): void {
      if (on) subscribe.run(eventId, username, now);
      else unsubscribe.run(eventId, username);
    },
    /** The held ticket's form answers confirm it (inside acceptSubmission's transaction). */
    confirmHeld(ticketId: number, values: Record<string, unknown>, now: number): void {
      confirm.run(JSON.stringify(values), now, ticketId);
    },
    ticket: (id: number) => ticketById.get(id),
  };
}

export type TicketStore = ReturnType<typeof createTicketStore>;
