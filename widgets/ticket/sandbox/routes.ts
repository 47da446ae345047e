/**
 * The ticket endpoints (widgets/ticket): the events for the user (`ticket.list`, `ticket.detail`), the
 * server's clock the countdown runs on (`ticket.clock`), grabbing (`ticket.grab`), the information form
 * that confirms a held ticket (`ticket.collect`), refunds, subscriptions, and checking in at the door
 * (`ticket.check`, module `check`: the checker account and the administrator). Every refusal says why.
 */
import {
  acceptSubmission,
  epochSeconds,
  keyedRoutes,
  readerLanguage,
  replyFail,
  requireGrant,
  requireLogin,
  SandboxErrorCode,
  type LoggedInEnv,
  type LocalMessage,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import type { EventSummary, TicketDetailData } from '../generated/types.ts';
import { TICKET_MESSAGES, needsPrerequisite, notOpenYet, otherEvent, refundClosed } from './ticketMessages.ts';
import { createTicketStore, saleState, textOf, toTicket, type EventRow, type GrabOutcome } from './ticketStore.ts';
import { TRIP_FORM } from './tripForm.ts';

/** The list's order: what can be grabbed first, then what opens soon, then sold out, then ended. */
const STATE_ORDER: Record<EventSummary['state'], number> = { open: 0, upcoming: 1, soldOut: 2, ended: 3 };

export function createTicketRoutes(services: SandboxServices) {
  const { db } = services;
  const store = createTicketStore(db);
  const routes = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions), requireGrant(services));
  const checking = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions), requireGrant(services, { message: TICKET_MESSAGES.checkerOnly }));
  const seconds = () => epochSeconds(services);

  function summaryOf(event: EventRow, username: string, subscribed: ReadonlySet<number>, now: number): EventSummary {
    const prerequisite = event.prerequisite_id === null ? undefined : store.event(event.prerequisite_id);
    const mine = store.liveTicket(event.id, username);
    return {
      id: event.id,
      kind: event.kind,
      title: textOf(event.title),
      place: textOf(event.place),
      startsAt: event.starts_at,
      opensAt: event.opens_at,
      closesAt: event.closes_at,
      stock: event.stock,
      left: event.stock - event.sold,
      state: saleState(event, now),
      seated: event.seat_rows !== null,
      collects: event.collects === 1,
      ...(prerequisite
        ? { prerequisite: { id: prerequisite.id, title: textOf(prerequisite.title), held: store.hasConfirmed(prerequisite.id, username) } }
        : {}),
      subscribed: subscribed.has(event.id),
      ...(mine ? { mine: toTicket(mine, event, now) } : {}),
    };
  }

  routes.get('ticket.clock', (_c, { ok }) => ok({ now: services.now() }));

  routes.get('ticket.list', (c, { ok }) => {
    const now = seconds();
    store.expireHolds(now);
    const { username } = c.get('user');
    const subscribed = store.subscriptionsOf(username);
    const events = store
      .events()
      .map((event) => summaryOf(event, username, subscribed, now))
      .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || (a.state === 'ended' ? b.startsAt - a.startsAt : a.startsAt - b.startsAt));
    return ok({ now: services.now(), events });
  });

  routes.get('ticket.detail', (c, { input, ok }) => {
    const now = seconds();
    store.expireHolds(now);
    const event = store.event(input.id);
    if (!event) return replyFail(c, SandboxErrorCode.notFound, TICKET_MESSAGES.notFound);
    const { username } = c.get('user');
    const detail: TicketDetailData = {
      ...summaryOf(event, username, store.subscriptionsOf(username), now),
      description: textOf(event.description),
      refundUntil: event.refund_until,
      holdMinutes: event.hold_minutes,
      ...(event.seat_rows !== null && event.seats_per_row !== null
        ? { seats: { rows: event.seat_rows, perRow: event.seats_per_row, taken: store.takenSeats(event.id) } }
        : {}),
      ...(event.collects === 1 ? { form: TRIP_FORM } : {}),
      now: services.now(),
    };
    return ok(detail);
  });

  routes.post('ticket.grab', (c, { input, ok }) => {
    const now = seconds();
    const user = c.get('user');
    const outcome = store.grab(user, input.id, input.seat, now);
    if (outcome.ok) return ok({ ticket: toTicket(outcome.ticket, store.event(input.id)!, now) });
    return replyFail(c, outcome.reason === 'notFound' ? SandboxErrorCode.notFound : SandboxErrorCode.conflict, grabRefusal(outcome.reason, input.id));
  });

  function grabRefusal(reason: Exclude<GrabOutcome, { ok: true }>['reason'], eventId: number): LocalMessage {
    const event = store.event(eventId);
    if (reason === 'notOpen' && event) return notOpenYet(event.opens_at);
    if (reason === 'prerequisite' && event?.prerequisite_id) return needsPrerequisite(textOf(store.event(event.prerequisite_id)!.title));
    return TICKET_MESSAGES[reason === 'notOpen' || reason === 'prerequisite' ? 'notFound' : reason];
  }

  routes.post('ticket.collect', (c, { input, ok }) => {
    const now = seconds();
    const user = c.get('user');
    store.expireHolds(now);
    const event = store.event(input.id);
    if (!event) return replyFail(c, SandboxErrorCode.notFound, TICKET_MESSAGES.notFound);
    if (event.collects !== 1) return replyFail(c, SandboxErrorCode.conflict, TICKET_MESSAGES.noForm);
    try {
      const accepted = acceptSubmission({
        db,
        username: user.username,
        formKey: `ticket:${event.id}`,
        definition: TRIP_FORM,
        values: input.values,
        submissionId: input._submission,
        language: readerLanguage(c),
        at: now,
        save: (values) => {
          const held = store.liveTicket(event.id, user.username);
          if (!held || held.state !== 'held') throw new NoHold();
          store.confirmHeld(held.id, values, now);
          return held.id;
        },
      });
      if (!accepted.ok) return c.json(accepted.answer);
      return ok({ ticket: toTicket(store.ticket(accepted.recordId)!, event, now) });
    } catch (error) {
      if (error instanceof NoHold) return replyFail(c, SandboxErrorCode.conflict, TICKET_MESSAGES.noHold);
      throw error;
    }
  });

  routes.post('ticket.refund', (c, { input, ok }) => {
    const now = seconds();
    const outcome = store.refund(c.get('user').username, input.id, now);
    if (outcome.ok) return ok({ id: input.id, left: outcome.left });
    if (outcome.reason === 'notFound') return replyFail(c, SandboxErrorCode.notFound, TICKET_MESSAGES.notFound);
    if (outcome.reason === 'closed') return replyFail(c, SandboxErrorCode.conflict, refundClosed(store.event(input.id)!.refund_until));
    return replyFail(c, SandboxErrorCode.conflict, outcome.reason === 'checked' ? TICKET_MESSAGES.checkedNoRefund : TICKET_MESSAGES.notMine);
  });

  routes.post('ticket.subscribe', (c, { input, ok }) => {
    if (!store.event(input.id)) return replyFail(c, SandboxErrorCode.notFound, TICKET_MESSAGES.notFound);
    store.setSubscribed(input.id, c.get('user').username, input.on, seconds());
    return ok({ id: input.id, subscribed: input.on });
  });

  checking.post('ticket.check', (c, { input, ok }) => {
    const now = seconds();
    const outcome = store.check(input.event, input.code, c.get('user').name, now);
    if (!outcome.ok) {
      if (outcome.reason === 'otherEvent') return replyFail(c, SandboxErrorCode.conflict, otherEvent(textOf(outcome.event!.title)));
      return replyFail(c, outcome.reason === 'unknownCode' ? SandboxErrorCode.notFound : SandboxErrorCode.conflict, TICKET_MESSAGES[outcome.reason]);
    }
    const { ticket, event } = outcome;
    return ok({
      outcome: outcome.outcome,
      code: ticket.code,
      holder: ticket.holder_name,
      event: textOf(event.title),
      ...(ticket.seat_row !== null && ticket.seat_no !== null ? { seat: { row: ticket.seat_row, seat: ticket.seat_no } } : {}),
      checkedAt: ticket.checked_at!,
      checkedBy: ticket.checked_by!,
    });
  });

  routes.app.route('/', checking.app);
  return routes;
}

/** Thrown inside the submission's transaction: the user holds no ticket waiting for its form; nothing is kept. */
class NoHold extends Error {}
