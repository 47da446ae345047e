/**
 * The appointments endpoints (widgets/general-app). Everyone logged in: the spaces (`spaces`), one
 * space's slots of a day (`slots`), a booking (`book`), their own bookings (`mine`, current or history),
 * one booking (`booking`: the booker's own, or any for a keeper), cancelling before the start (`cancel`),
 * signing in with the place's QR token (`signin`) and the notices of decisions (`messages`). Module
 * `manage` (widget.json `grant`): the waiting bookings (`pending`), approve or reject with a reason
 * (`decide`), a day's bookings (`today`), a place's QR token and its bookings (`signboard`), the sign-in
 * log (`signlog`).
 *
 * No double booking: a slot of a space holds at most `seats` pending or approved bookings (1 for a room
 * or court). The count and the insert (or the approval) run in one IMMEDIATE transaction; better-sqlite3
 * is synchronous, so no other request runs between them, however many arrive at once.
 */
import type { Context } from 'hono';
import type { Booking, GeneralAppSlotsData, Space } from '../generated/types.ts';
import {
  grantOfRequest,
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  addDays,
  clockOf,
  dayOf,
  dayStart,
  minutesOf,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  type LocalMessage,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
} from '../../../sandbox/kit.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const APPOINT_MESSAGES = {
  noSpace: { zh: '该场地不存在', en: 'This space does not exist', tw: '該場地不存在' },
  badStart: { zh: '请选择场地开放时间内的整段时段', en: 'Choose whole slots within the opening hours of the space', tw: '請選擇場地開放時間內的整段時段' },
  past: { zh: '不能预约已经开始或过去的时段', en: 'A slot that has started or is over cannot be booked', tw: '不能預約已經開始或過去的時段' },
  beyondWindow: (days: number): InThreeLanguages => ({
    zh: `超出可预约范围：该场地最多可提前 ${days} 天预约`,
    en: `Too far ahead: this space can be booked at most ${days} days ahead`,
    tw: `超出可預約範圍：該場地最多可提前 ${days} 天預約`,
  }),
  badSlots: (max: number): InThreeLanguages => ({
    zh: `该场地一次最多可预约 ${max} 个连续时段`,
    en: `This space can be booked for at most ${max} slots in a row`,
    tw: `該場地一次最多可預約 ${max} 個連續時段`,
  }),
  badPeople: (max: number): InThreeLanguages => ({
    zh: `使用人数应为 1 到 ${max} 人`,
    en: `The number of people must be from 1 to ${max}`,
    tw: `使用人數應為 1 到 ${max} 人`,
  }),
  badAttendees: (max: number): InThreeLanguages => ({
    zh: `同行人员最多 ${max} 位，每位姓名不超过 20 个字`,
    en: `At most ${max} others attending, each name at most 20 characters`,
    tw: `同行人員最多 ${max} 位，每位姓名不超過 20 個字`,
  }),
  taken: { zh: '该时段已被预约，请选择其他时段', en: 'This slot is already booked, choose another', tw: '該時段已被預約，請選擇其他時段' },
  full: { zh: '该时段名额已满', en: 'This slot is full', tw: '該時段名額已滿' },
  twice: { zh: '你已预约该场地的这一时段', en: 'You have already booked this slot of this space', tw: '你已預約該場地的這一時段' },
  notFound: { zh: '该预约不存在', en: 'This booking does not exist', tw: '該預約不存在' },
  notYours: { zh: '只能查看自己的预约', en: 'You can only see your own bookings', tw: '只能查看自己的預約' },
  cancelNotYours: { zh: '只有预约人可以取消预约', en: 'Only the booker can cancel a booking', tw: '只有預約人可以取消預約' },
  cancelClosed: { zh: '预约已开始或已结束，不能取消', en: 'The booking has started or is over and cannot be cancelled', tw: '預約已開始或已結束，不能取消' },
  notActive: { zh: '该预约已被处理', en: 'This booking has already been dealt with', tw: '該預約已被處理' },
  notPending: { zh: '该预约不是待审批状态', en: 'This booking is not waiting for approval', tw: '該預約不是待審核狀態' },
  needReason: {
    zh: '驳回预约须填写理由（2 到 100 个字）',
    en: 'Rejecting a booking needs a reason (2 to 100 characters)',
    tw: '駁回預約須填寫理由（2 到 100 個字）',
  },
  clash: {
    zh: '该时段已有通过的预约，不能重复批准',
    en: 'This slot already has an approved booking, it cannot be approved twice',
    tw: '該時段已有通過的預約，不能重複核准',
  },
  manageOnly: { zh: '只有场地管理员可以进行此操作', en: 'Only a space administrator can do this', tw: '只有場地管理員可以進行此操作' },
  badToken: {
    zh: '签到码无效，请扫描场地张贴的二维码',
    en: 'This sign-in code is not valid, scan the QR code posted at the space',
    tw: '簽到碼無效，請掃描場地張貼的 QR Code',
  },
  noBookingHere: { zh: '你在该场地没有今天可签到的预约', en: 'You have no booking of this space to sign in to today', tw: '你在該場地沒有今天可簽到的預約' },
  tooEarly: (time: string): InThreeLanguages => ({
    zh: `签到尚未开始，请于 ${time} 后签到`,
    en: `Sign-in has not opened yet, sign in after ${time}`,
    tw: `簽到尚未開始，請於 ${time} 後簽到`,
  }),
  tooLate: (minutes: number): InThreeLanguages => ({
    zh: `已超过签到时间（开始后 ${minutes} 分钟内可签到）`,
    en: `Sign-in has closed (it is open until ${minutes} minutes after the start)`,
    tw: `已超過簽到時間（開始後 ${minutes} 分鐘內可簽到）`,
  }),
  signedAlready: { zh: '你已签到，无需重复签到', en: 'You have already signed in', tw: '你已簽到，無需重複簽到' },
} as const satisfies Record<string, LocalMessage | ((...values: never[]) => LocalMessage)>;

const MAX_ATTENDEES = 20;

interface SpaceRow {
  id: number;
  name: string;
  category: Space['category'];
  location: string;
  capacity: number;
  seats: number;
  open_from: string;
  open_to: string;
  slot_minutes: number;
  max_slots: number;
  window_days: number;
  needs_approval: number;
  tolerance_minutes: number;
  host: string | null;
  description: string;
  token: string;
}

interface BookingRow {
  id: number;
  space_id: number;
  space_name: string;
  location: string;
  category: Space['category'];
  start_at: number;
  end_at: number;
  slots: number;
  purpose: string;
  people: number;
  attendees: string;
  state: Booking['state'];
  reason: string | null;
  booker: string;
  booker_name: string;
  created_at: number;
  decided_at: number | null;
  decided_by: string | null;
  signed_at: number | null;
  late: number | null;
}

const toSpace = (row: SpaceRow): Space => ({
  id: row.id,
  name: row.name,
  category: row.category,
  location: row.location,
  capacity: row.capacity,
  seats: row.seats,
  openFrom: row.open_from,
  openTo: row.open_to,
  slotMinutes: row.slot_minutes,
  maxSlots: row.max_slots,
  windowDays: row.window_days,
  needsApproval: row.needs_approval === 1,
  toleranceMinutes: row.tolerance_minutes,
  host: row.host,
  description: row.description,
});

const BOOKING = `
  SELECT b.*, s.name AS space_name, s.location, s.category, i.at AS signed_at, i.late
  FROM appoint_bookings b JOIN appoint_spaces s ON s.id = b.space_id LEFT JOIN appoint_signins i ON i.booking_id = b.id`;
/** Pending or approved bookings of a space overlapping [start, end): what a slot's seats are counted against. */
const OVERLAP = `space_id = ? AND start_at < ? AND end_at > ? AND state IN ('pending', 'approved')`;

export function createAppointRoutes(services: SandboxServices) {
  const { db } = services;
  // Who may not call a key is refused before its query or body is read: every user for the booker's keys,
  // the keepers (module manage) for theirs, with the app's words.
  const routes = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions), requireGrant(services));
  const keeping = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions), requireGrant(services, { message: APPOINT_MESSAGES.manageOnly }));
  const now = () => epochSeconds(services);

  const allSpaces = db.prepare<[], SpaceRow>('SELECT * FROM appoint_spaces ORDER BY id');
  const oneSpace = db.prepare<[number], SpaceRow>('SELECT * FROM appoint_spaces WHERE id = ?');
  const spaceByToken = db.prepare<[string], SpaceRow>('SELECT * FROM appoint_spaces WHERE token = ?');
  const oneBooking = db.prepare<[number], BookingRow>(`${BOOKING} WHERE b.id = ?`);
  const holding = db.prepare<[number, number, number], { n: number }>(`SELECT count(*) AS n FROM appoint_bookings WHERE ${OVERLAP}`);
  const holdingMine = db.prepare<[number, number, number, string], { n: number }>(`SELECT count(*) AS n FROM appoint_bookings WHERE ${OVERLAP} AND booker = ?`);
  const approvedOverlap = db.prepare<[number, number, number, number], { n: number }>(`
    SELECT count(*) AS n FROM appoint_bookings WHERE space_id = ? AND start_at < ? AND end_at > ? AND state = 'approved' AND id <> ?`);
  const insert = db.prepare(`
    INSERT INTO appoint_bookings (space_id, booker, booker_name, start_at, end_at, slots, purpose, people, attendees, state, reason, created_at, decided_at, decided_by)
    VALUES (@spaceId, @booker, @bookerName, @start, @end, @slots, @purpose, @people, @attendees, @state, NULL, @at, @decidedAt, @decidedBy)`);
  const dayBookings = db.prepare<[number, number, number], { start_at: number; end_at: number; booker: string }>(`
    SELECT start_at, end_at, booker FROM appoint_bookings WHERE space_id = ? AND start_at < ? AND end_at > ? AND state IN ('pending', 'approved')`);
  const setState = db.prepare<[Booking['state'], string | null, number | null, string | null, number]>(
    'UPDATE appoint_bookings SET state = ?, reason = ?, decided_at = ?, decided_by = ? WHERE id = ?',
  );
  const notify = db.prepare<[string, number, 'approved' | 'rejected', number, string]>(
    'INSERT INTO appoint_messages (username, booking_id, kind, at, by_name) VALUES (?, ?, ?, ?, ?)',
  );
  const signInRow = db.prepare<[number, number, number]>('INSERT INTO appoint_signins (booking_id, at, late) VALUES (?, ?, ?)');

  const toBooking = (row: BookingRow, viewer: string, at: number): Booking => ({
    id: row.id,
    spaceId: row.space_id,
    spaceName: row.space_name,
    location: row.location,
    category: row.category,
    start: row.start_at,
    end: row.end_at,
    slots: row.slots,
    purpose: row.purpose,
    people: row.people,
    attendees: JSON.parse(row.attendees) as string[],
    state: row.state,
    reason: row.reason,
    booker: row.booker,
    bookerName: row.booker_name,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
    signedAt: row.signed_at,
    late: row.late === 1,
    canCancel: row.booker === viewer && (row.state === 'pending' || row.state === 'approved') && at < row.start_at,
  });
  const isKeeper = (c: Context) => grantOfRequest(c, services, { module: 'manage' }) === 'open';
  /** The rows of a page (`page` and `size` as the query contracts default them). */
  const paging = ({ page = 1, size = 20 }: { page?: number; size?: number }) => ({ limit: size, offset: (page - 1) * size });
  /** The day asked (contracts' `day`), or the sandbox's today. */
  const dayAsked = (day: string | undefined) => day || dayOf(now() * 1000);

  routes.get('general-app.spaces', (_c, { ok }) => ok({ list: allSpaces.all().map(toSpace) }));

  routes.get('general-app.slots', (c, { input, ok }) => {
    const row = oneSpace.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, APPOINT_MESSAGES.noSpace);
    const at = now();
    const today = dayOf(at * 1000);
    const days = Array.from({ length: row.window_days + 1 }, (_, index) => addDays(today, index));
    const day = input.day || today;
    const user = c.get('user').username;
    const from = dayStart(day) + minutesOf(row.open_from) * 60;
    const to = dayStart(day) + minutesOf(row.open_to) * 60;
    const held = dayBookings.all(row.id, to, from);
    const slots: GeneralAppSlotsData['slots'] = [];
    for (let start = from; start + row.slot_minutes * 60 <= to; start += row.slot_minutes * 60) {
      const end = start + row.slot_minutes * 60;
      const here = held.filter((one) => one.start_at < end && one.end_at > start);
      slots.push({
        start,
        end,
        taken: here.length,
        mine: here.some((one) => one.booker === user),
        free: here.length < row.seats && start > at && days.includes(day),
      });
    }
    return ok({ space: toSpace(row), day, days, slots });
  });

  routes.post('general-app.book', (c, { input, ok }) => {
    const row = oneSpace.get(input.spaceId);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, APPOINT_MESSAGES.noSpace);
    const { start, slots = 1, people = 1 } = input;
    const purpose = input.purpose.trim();
    const attendees = (input.attendees ?? []).map((one) => one.trim()).filter(Boolean);
    if (slots < 1 || slots > row.max_slots) return replyFail(c, SandboxErrorCode.badRequest, APPOINT_MESSAGES.badSlots(row.max_slots));
    const end = start + slots * row.slot_minutes * 60;
    // The slot grid: whole slots from the opening time, ending by the closing time, in China time.
    const day = dayOf(start * 1000);
    const offset = (start - dayStart(day)) / 60 - minutesOf(row.open_from);
    if (offset < 0 || offset % row.slot_minutes !== 0 || (end - dayStart(day)) / 60 > minutesOf(row.open_to))
      return replyFail(c, SandboxErrorCode.badRequest, APPOINT_MESSAGES.badStart);
    const at = now();
    if (start <= at) return replyFail(c, SandboxErrorCode.badRequest, APPOINT_MESSAGES.past);
    if (day > addDays(dayOf(at * 1000), row.window_days)) return replyFail(c, SandboxErrorCode.badRequest, APPOINT_MESSAGES.beyondWindow(row.window_days));
    if (people < 1 || people > row.capacity) return replyFail(c, SandboxErrorCode.badRequest, APPOINT_MESSAGES.badPeople(row.capacity));
    if (attendees.length > Math.min(MAX_ATTENDEES, row.capacity - 1) || attendees.some((name) => name.length > 20))
      return replyFail(c, SandboxErrorCode.badRequest, APPOINT_MESSAGES.badAttendees(Math.min(MAX_ATTENDEES, row.capacity - 1)));
    const user = c.get('user');
    const autoApproved = row.needs_approval === 0;
    const book = db.transaction((): 'twice' | 'taken' | number => {
      if (holdingMine.get(row.id, end, start, user.username)!.n > 0) return 'twice';
      if (holding.get(row.id, end, start)!.n >= row.seats) return 'taken';
      return Number(
        insert.run({
          spaceId: row.id,
          booker: user.username,
          bookerName: user.name,
          start,
          end,
          slots,
          purpose,
          people,
          attendees: JSON.stringify(attendees),
          state: autoApproved ? 'approved' : 'pending',
          at,
          decidedAt: autoApproved ? at : null,
          decidedBy: null,
        }).lastInsertRowid,
      );
    });
    const outcome = book.immediate();
    if (outcome === 'twice') return replyFail(c, SandboxErrorCode.conflict, APPOINT_MESSAGES.twice);
    if (outcome === 'taken') return replyFail(c, SandboxErrorCode.conflict, row.seats > 1 ? APPOINT_MESSAGES.full : APPOINT_MESSAGES.taken);
    return ok({ booking: toBooking(oneBooking.get(outcome)!, user.username, at) });
  });

  const mineCurrent = db.prepare<[string, number, number, number], BookingRow>(`${BOOKING}
    WHERE b.booker = ? AND b.end_at > ? AND b.state IN ('pending', 'approved') ORDER BY b.start_at LIMIT ? OFFSET ?`);
  const mineCurrentCount = db.prepare<[string, number], { n: number }>(
    `SELECT count(*) AS n FROM appoint_bookings WHERE booker = ? AND end_at > ? AND state IN ('pending', 'approved')`,
  );
  const mineHistory = db.prepare<[string, number, number, number], BookingRow>(`${BOOKING}
    WHERE b.booker = ? AND NOT (b.end_at > ? AND b.state IN ('pending', 'approved')) ORDER BY b.start_at DESC LIMIT ? OFFSET ?`);
  const mineHistoryCount = db.prepare<[string, number], { n: number }>(
    `SELECT count(*) AS n FROM appoint_bookings WHERE booker = ? AND NOT (end_at > ? AND state IN ('pending', 'approved'))`,
  );

  routes.get('general-app.mine', (c, { input, ok }) => {
    const page = paging(input);
    const user = c.get('user').username;
    const at = now();
    const history = input.scope === 'history';
    const rows = (history ? mineHistory : mineCurrent).all(user, at, page.limit, page.offset);
    return ok({ total: (history ? mineHistoryCount : mineCurrentCount).get(user, at)!.n, list: rows.map((row) => toBooking(row, user, at)) });
  });

  routes.get('general-app.booking', (c, { input, ok }) => {
    const row = oneBooking.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, APPOINT_MESSAGES.notFound);
    const user = c.get('user').username;
    if (row.booker !== user && !isKeeper(c)) return replyFail(c, SandboxErrorCode.forbidden, APPOINT_MESSAGES.notYours);
    return ok({ booking: toBooking(row, user, now()) });
  });

  routes.post('general-app.cancel', (c, { input, ok }) => {
    const user = c.get('user').username;
    const at = now();
    const cancel = db.transaction((): LocalMessage | number => {
      const row = oneBooking.get(input.id);
      if (!row) return APPOINT_MESSAGES.notFound;
      if (row.booker !== user) return APPOINT_MESSAGES.cancelNotYours;
      if (row.state !== 'pending' && row.state !== 'approved') return APPOINT_MESSAGES.notActive;
      if (at >= row.start_at) return APPOINT_MESSAGES.cancelClosed;
      setState.run('cancelled', null, row.decided_at, row.decided_by, row.id);
      return row.id;
    });
    const outcome = cancel.immediate();
    if (typeof outcome !== 'number')
      return replyFail(
        c,
        outcome === APPOINT_MESSAGES.notFound
          ? SandboxErrorCode.notFound
          : outcome === APPOINT_MESSAGES.cancelNotYours
            ? SandboxErrorCode.forbidden
            : SandboxErrorCode.conflict,
        outcome,
      );
    return ok({ booking: toBooking(oneBooking.get(outcome)!, user, at) });
  });

  routes.post('general-app.signin', (c, { input, ok }) => {
    const space = spaceByToken.get(input.token.trim());
    if (!space) return replyFail(c, SandboxErrorCode.badRequest, APPOINT_MESSAGES.badToken);
    const user = c.get('user').username;
    const at = now();
    const tolerance = space.tolerance_minutes * 60;
    const today = dayOf(at * 1000);
    // The booker's approved booking of this place today whose sign-in window is nearest to now.
    const candidates = db
      .prepare<[number, string, number, number], BookingRow>(
        `${BOOKING} WHERE b.space_id = ? AND b.booker = ? AND b.state = 'approved' AND b.start_at >= ? AND b.start_at < ? ORDER BY b.start_at`,
      )
      .all(space.id, user, dayStart(today), dayStart(addDays(today, 1)));
    if (candidates.length === 0) return replyFail(c, SandboxErrorCode.notFound, APPOINT_MESSAGES.noBookingHere);
    const open = candidates.find((row) => at >= row.start_at - tolerance && at <= row.start_at + tolerance);
    if (!open) {
      const next = candidates.find((row) => at < row.start_at - tolerance);
      return next
        ? replyFail(c, SandboxErrorCode.conflict, APPOINT_MESSAGES.tooEarly(clockOf((next.start_at - tolerance) * 1000)))
        : replyFail(c, SandboxErrorCode.conflict, APPOINT_MESSAGES.tooLate(space.tolerance_minutes));
    }
    if (open.signed_at !== null) return replyFail(c, SandboxErrorCode.conflict, APPOINT_MESSAGES.signedAlready);
    signInRow.run(open.id, at, at > open.start_at ? 1 : 0);
    return ok({ booking: toBooking(oneBooking.get(open.id)!, user, at) });
  });

  const messages = db.prepare<
    [string],
    {
      id: number;
      kind: 'approved' | 'rejected';
      at: number;
      booking_id: number;
      space_name: string;
      start_at: number;
      end_at: number;
      reason: string | null;
      by_name: string;
    }
  >(`
    SELECT m.id, m.kind, m.at, m.booking_id, m.by_name, s.name AS space_name, b.start_at, b.end_at, b.reason
    FROM appoint_messages m JOIN appoint_bookings b ON b.id = m.booking_id JOIN appoint_spaces s ON s.id = b.space_id
    WHERE m.username = ? ORDER BY m.at DESC, m.id DESC LIMIT 100`);
  routes.get('general-app.messages', (c, { ok }) =>
    ok({
      list: messages.all(c.get('user').username).map((row) => ({
        id: row.id,
        kind: row.kind,
        at: row.at,
        bookingId: row.booking_id,
        spaceName: row.space_name,
        start: row.start_at,
        end: row.end_at,
        reason: row.kind === 'rejected' ? row.reason : null,
        by: row.by_name,
      })),
    }),
  );

  const pending = db.prepare<[number, number, number], BookingRow>(
    `${BOOKING} WHERE b.state = 'pending' AND b.end_at > ? ORDER BY b.start_at LIMIT ? OFFSET ?`,
  );
  const pendingCount = db.prepare<[number], { n: number }>(`SELECT count(*) AS n FROM appoint_bookings WHERE state = 'pending' AND end_at > ?`);
  keeping.get('general-app.pending', (c, { input, ok }) => {
    const page = paging(input);
    const at = now();
    const user = c.get('user').username;
    return ok({ total: pendingCount.get(at)!.n, list: pending.all(at, page.limit, page.offset).map((row) => toBooking(row, user, at)) });
  });

  keeping.post('general-app.decide', (c, { input, ok }) => {
    const approve = input.approve === true;
    const reason = (input.reason ?? '').trim();
    if (!approve && reason.length < 2) return replyFail(c, SandboxErrorCode.badRequest, APPOINT_MESSAGES.needReason);
    const user = c.get('user');
    const at = now();
    // The check and the approval in one transaction: two keepers approving overlapping bookings at once
    // still leave at most `seats` approved.
    const decide = db.transaction((): LocalMessage | number => {
      const row = oneBooking.get(input.id);
      if (!row) return APPOINT_MESSAGES.notFound;
      if (row.state !== 'pending') return APPOINT_MESSAGES.notPending;
      if (approve && approvedOverlap.get(row.space_id, row.end_at, row.start_at, row.id)!.n >= oneSpace.get(row.space_id)!.seats) return APPOINT_MESSAGES.clash;
      setState.run(approve ? 'approved' : 'rejected', approve ? null : reason, at, user.name, row.id);
      notify.run(row.booker, row.id, approve ? 'approved' : 'rejected', at, user.name);
      return row.id;
    });
    const outcome = decide.immediate();
    if (typeof outcome !== 'number')
      return replyFail(c, outcome === APPOINT_MESSAGES.notFound ? SandboxErrorCode.notFound : SandboxErrorCode.conflict, outcome);
    return ok({ booking: toBooking(oneBooking.get(outcome)!, user.username, at) });
  });

  const ofDay = db.prepare<[number, number, number | null, number | null], BookingRow>(`${BOOKING}
    WHERE b.start_at >= ? AND b.start_at < ? AND (? IS NULL OR b.space_id = ?) AND b.state IN ('pending', 'approved') ORDER BY b.start_at, b.id`);
  keeping.get('general-app.today', (c, { input, ok }) => {
    const day = dayAsked(input.day);
    const user = c.get('user').username;
    const list = ofDay.all(dayStart(day), dayStart(addDays(day, 1)), null, null).map((row) => toBooking(row, user, now()));
    return ok({ day, total: list.length, list });
  });

  keeping.get('general-app.signboard', (c, { input, ok }) => {
    const row = oneSpace.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, APPOINT_MESSAGES.noSpace);
    const day = dayAsked(input.day);
    const user = c.get('user').username;
    const list = ofDay.all(dayStart(day), dayStart(addDays(day, 1)), row.id, row.id).map((one) => toBooking(one, user, now()));
    return ok({ space: toSpace(row), token: row.token, day, list });
  });

  const log = db.prepare<
    [number | null, number | null, number, number],
    { id: number; booking_id: number; space_name: string; booker_name: string; booker: string; start_at: number; at: number; late: number }
  >(`
    SELECT i.id, i.booking_id, s.name AS space_name, b.booker_name, b.booker, b.start_at, i.at, i.late
    FROM appoint_signins i JOIN appoint_bookings b ON b.id = i.booking_id JOIN appoint_spaces s ON s.id = b.space_id
    WHERE (? IS NULL OR b.space_id = ?) ORDER BY i.at DESC, i.id DESC LIMIT ? OFFSET ?`);
  const logCount = db.prepare<[number | null, number | null], { n: number }>(`
    SELECT count(*) AS n FROM appoint_signins i JOIN appoint_bookings b ON b.id = i.booking_id WHERE (? IS NULL OR b.space_id = ?)`);
  keeping.get('general-app.signlog', (_c, { input, ok }) => {
    const page = paging(input);
    const space = input.space ?? null;
    return ok({
      total: logCount.get(space, space)!.n,
      list: log.all(space, space, page.limit, page.offset).map((row) => ({
        id: row.id,
        bookingId: row.booking_id,
        spaceName: row.space_name,
        bookerName: row.booker_name,
        booker: row.booker,
        start: row.start_at,
        at: row.at,
        late: row.late === 1,
      })),
      spaces: allSpaces.all().map((one) => ({ id: one.id, name: one.name })),
    });
  });

  // Mounted once its keys are on it: Hono copies a sub-app's routes when it is mounted.
  routes.app.route('/', keeping.app);
  return routes;
}
