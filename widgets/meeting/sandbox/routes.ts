/**
 * The meeting endpoints (widgets/meeting): the notices of the user (`meeting.notices`: invited or
 * organizing; the organizer gets every reply), the rooms with today's and tomorrow's meetings and free
 * slots (`meeting.rooms`), a reply 参加/请假 (`meeting.reply`: an invitee, before the start), and for
 * users with module `send` (staff, the administrator) whom to invite (`meeting.invitees`) and the notice
 * itself (`meeting.send`: a room is never booked twice at one time).
 */
import type { Notice, Reply } from '../generated/types.ts';
import {
  apiDeclarations,
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  type LocalMessage,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  addDays,
  clockOf,
  DAY_S,
  dayOfSeconds,
  timeRangeOf,
  TIME_RANGE_MESSAGES,
  midnightOf,
} from '../../../sandbox/kit.ts';

/**
 * Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). A
 * refusal that names something (a username, a room, the meeting in the way) is a function of it. A field
 * of the wrong form (no title, no room, an unknown answer) is refused in its body contract's words.
 */
export const MEETING_MESSAGES = {
  sendOnly: { zh: '只有行政办公人员可以发送会议通知', en: 'Only administrative office staff can send meeting notices', tw: '只有行政辦公人員可以發送會議通知' },
  noRoom: { zh: '请选择会议室', en: 'Choose a meeting room', tw: '請選擇會議室' },
  ...TIME_RANGE_MESSAGES,
  tooLong: { zh: '一场会议最长 12 小时', en: 'A meeting can last at most 12 hours', tw: '一場會議最長 12 小時' },
  past: { zh: '会议开始时间须晚于现在', en: 'The meeting must start later than now', tw: '會議開始時間須晚於現在' },
  noInvitees: { zh: '请至少选择一个参会角色或参会人', en: 'Choose at least one role or person to invite', tw: '請至少選擇一個參會角色或參會人' },
  unknownInvitee: (username: string): InThreeLanguages => ({
    zh: `参会人不存在：${username}`,
    en: `No such invitee: ${username}`,
    tw: `參會人不存在：${username}`,
  }),
  overCapacity: (room: string, capacity: number, people: number): InThreeLanguages => ({
    zh: `参会人数超过会议室容量（${room} ${capacity} 人，本次 ${people} 人）`,
    en: `More people are invited than the room holds (${room} seats ${capacity}, this meeting has ${people})`,
    tw: `參會人數超過會議室容量（${room} ${capacity} 人，本次 ${people} 人）`,
  }),
  roomTaken: (title: string, from: string, to: string): InThreeLanguages => ({
    zh: `该会议室在这个时间已被占用：${title}（${from}–${to}）`,
    en: `The room is already booked at this time: ${title} (${from}–${to})`,
    tw: `該會議室在這個時間已被佔用：${title}（${from}–${to}）`,
  }),
  notFound: { zh: '该会议不存在', en: 'This meeting does not exist', tw: '該會議不存在' },
  notInvited: { zh: '你不在这次会议的通知名单中', en: 'You are not on the invitation list of this meeting', tw: '你不在這次會議的通知名單中' },
  organizerReply: { zh: '会议发起人无需回复', en: 'The organizer of the meeting does not need to reply', tw: '會議發起人無需回覆' },
  started: { zh: '会议已经开始，不能再回复', en: 'The meeting has already started: replies are closed', tw: '會議已經開始，不能再回覆' },
  noReason: { zh: '请假请填写原因', en: 'Give a reason for asking leave', tw: '請假請填寫原因' },
} as const satisfies Record<string, LocalMessage | ((...values: never[]) => LocalMessage)>;

/** Accounts a notice never goes to (the guest account). */
const NOT_INVITED_ROLES = ['visitor'];
const MAX_STUDENTS_BY_NAME = 20;

interface MeetingRow {
  id: number;
  title: string;
  room_id: number;
  room: string;
  start: number;
  end: number;
  organizer: string;
  organizer_name: string;
  agenda: string;
}
interface InviteeRow {
  meeting_id: number;
  username: string;
  name: string;
  role_name: string;
  answer: Reply['answer'] | null;
  reason: string;
  answered_at: number | null;
}

const replyOf = (row: Pick<InviteeRow, 'answer' | 'reason' | 'answered_at'>): Reply | null =>
  row.answer ? { answer: row.answer, reason: row.reason, at: row.answered_at ?? 0 } : null;
const tidy = (text: string) => text.trim().replace(/\s+/gu, ' ');

/** The hours (China time) between which a room's free time is counted. */
const HOURS = { from: 8, to: 21 };

export function createMeetingRoutes(services: SandboxServices) {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  // Who may call each key, before its input is read: the pages that make the call, and for the keys of
  // module `send` (widget.json's grant) the office, refused in its own words.
  const anyPage = requireGrant(services);
  const sendOnly = requireGrant(services, { message: MEETING_MESSAGES.sendOnly });
  routes.use((c, next) => (apiDeclarations().get(c.get('apiKey') as string)?.grant?.module === 'send' ? sendOnly : anyPage)(c, next));

  const SELECT = `SELECT m.*, r.name AS room FROM meetings m JOIN meeting_rooms r ON r.id = m.room_id`;
  const ofUser = db.prepare<[string, string], MeetingRow>(`
    ${SELECT} WHERE m.organizer = ? OR m.id IN (SELECT meeting_id FROM meeting_invitees WHERE username = ?)`);
  const inviteesOf = db.prepare<[number], InviteeRow>(`
    SELECT i.*, coalesce(u.name, i.username) AS name, coalesce(u.role_name, '') AS role_name
    FROM meeting_invitees i LEFT JOIN users u ON u.username = i.username WHERE i.meeting_id = ? ORDER BY i.rowid`);
  const rooms = db.prepare<[], { id: number; name: string; capacity: number }>('SELECT id, name, capacity FROM meeting_rooms ORDER BY id');
  const between = db.prepare<[number, number], MeetingRow>(`${SELECT} WHERE m.start < ? AND m.end > ? ORDER BY m.start`);
  const clash = db.prepare<[number, number, number], MeetingRow>(`${SELECT} WHERE m.room_id = ? AND m.start < ? AND m.end > ? LIMIT 1`);
  const one = db.prepare<[number], MeetingRow>(`${SELECT} WHERE m.id = ?`);
  const invitation = db.prepare<[number, string], InviteeRow>(
    "SELECT *, '' AS name, '' AS role_name FROM meeting_invitees WHERE meeting_id = ? AND username = ?",
  );
  const answer = db.prepare<[string, string, number, number, string]>(
    'UPDATE meeting_invitees SET answer = ?, reason = ?, answered_at = ? WHERE meeting_id = ? AND username = ?',
  );
  const people = db.prepare<[], { username: string; name: string; role: string; role_name: string }>(
    `SELECT username, name, role, role_name FROM users WHERE role NOT IN (${NOT_INVITED_ROLES.map((role) => `'${role}'`).join(', ')}) ORDER BY id`,
  );
  const insert = db.prepare<[string, number, number, number, string, string, string, number]>(`
    INSERT INTO meetings (title, room_id, start, end, organizer, organizer_name, agenda, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const invite = db.prepare<[number, string]>("INSERT INTO meeting_invitees (meeting_id, username, answer, reason, answered_at) VALUES (?, ?, NULL, '', NULL)");
  const everyone = () => people.all();

  routes.get('meeting.notices', (c, { ok }) => {
    const user = c.get('user');
    const now = epochSeconds(services);
    const list: Notice[] = ofUser.all(user.username, user.username).map((row) => {
      const invitees = inviteesOf.all(row.id);
      const organizing = row.organizer === user.username;
      const mine = invitees.find((one) => one.username === user.username);
      return {
        id: row.id,
        title: row.title,
        room: row.room,
        start: row.start,
        end: row.end,
        organizer: row.organizer_name,
        agenda: row.agenda,
        organizing,
        myReply: mine ? replyOf(mine) : null,
        counts: {
          invited: invitees.length,
          attend: invitees.filter((one) => one.answer === 'attend').length,
          leave: invitees.filter((one) => one.answer === 'leave').length,
        },
        // Who said what is the organizer's to see, not every invitee's.
        replies: organizing ? invitees.map((one) => ({ name: one.name, roleName: one.role_name, reply: replyOf(one) })) : [],
      };
    });
    const ahead = list.filter((one) => one.end > now).sort((a, b) => a.start - b.start);
    const held = list.filter((one) => one.end <= now).sort((a, b) => b.start - a.start);
    return ok({ now, list: [...ahead, ...held] });
  });

  routes.get('meeting.rooms', (_c, { ok }) => {
    const today = dayOfSeconds(epochSeconds(services));
    const days = [today, addDays(today, 1)];
    return ok({
      today,
      rooms: rooms.all().map((room) => ({
        ...room,
        days: days.map((date) => {
          const open = midnightOf(date)! + HOURS.from * 3600;
          const close = midnightOf(date)! + HOURS.to * 3600;
          const meetings = between.all(midnightOf(date)! + DAY_S, midnightOf(date)!).filter((row) => row.room_id === room.id);
          // Free: the gaps of the day's opening hours between the bookings (sorted by start, never overlapping).
          const free: { start: number; end: number }[] = [];
          let from = open;
          for (const row of meetings) {
            if (row.start > from) free.push({ start: from, end: Math.min(row.start, close) });
            from = Math.max(from, row.end);
          }
          if (from < close) free.push({ start: from, end: close });
          return {
            date,
            meetings: meetings.map((row) => ({ id: row.id, title: row.title, start: row.start, end: row.end, organizer: row.organizer_name })),
            free: free.filter((slot) => slot.end > slot.start),
          };
        }),
      })),
    });
  });

  routes.post('meeting.reply', (c, { input, ok }) => {
    const { id, answer: choice } = input;
    const reason = choice === 'leave' ? tidy(input.reason ?? '') : '';
    if (choice === 'leave' && !reason) return replyFail(c, SandboxErrorCode.badRequest, MEETING_MESSAGES.noReason);
    const user = c.get('user');
    const meeting = one.get(id);
    if (!meeting) return replyFail(c, SandboxErrorCode.notFound, MEETING_MESSAGES.notFound);
    if (!invitation.get(id, user.username)) {
      return replyFail(c, SandboxErrorCode.forbidden, meeting.organizer === user.username ? MEETING_MESSAGES.organizerReply : MEETING_MESSAGES.notInvited);
    }
    const now = epochSeconds(services);
    if (now >= meeting.start) return replyFail(c, SandboxErrorCode.conflict, MEETING_MESSAGES.started);
    answer.run(choice, reason, now, id, user.username);
    return ok({ id, reply: { answer: choice, reason, at: now } });
  });

  routes.get('meeting.invitees', (c, { ok }) => {
    const all = everyone().filter((one) => one.username !== c.get('user').username);
    const roles = new Map<string, { role: string; name: string; count: number }>();
    for (const person of all) {
      const known = roles.get(person.role);
      if (known) known.count += 1;
      else roles.set(person.role, { role: person.role, name: person.role_name, count: 1 });
    }
    return ok({
      rooms: rooms.all(),
      roles: [...roles.values()],
      // By name: everyone while the accounts are few; students only by role once they are a whole school.
      people: all
        .filter((one) => one.role !== 'student' || (roles.get('student')?.count ?? 0) <= MAX_STUDENTS_BY_NAME)
        .map((one) => ({
          username: one.username,
          name: one.name,
          roleName: one.role_name,
        })),
    });
  });

  routes.post('meeting.send', (c, { input, ok }) => {
    const bad = (message: LocalMessage) => replyFail(c, SandboxErrorCode.badRequest, message);
    const user = c.get('user');
    const title = tidy(input.title);
    const room = rooms.all().find((one) => one.id === input.roomId);
    if (!room) return bad(MEETING_MESSAGES.noRoom);
    const range = timeRangeOf(input.start, input.end);
    if (!range.ok) return bad(range.message);
    const { start, end } = range.value;
    if (end - start > 12 * 3600) return bad(MEETING_MESSAGES.tooLong);
    const now = epochSeconds(services);
    if (start <= now) return bad(MEETING_MESSAGES.past);
    const agenda = (input.agenda ?? '').trim();
    const all = everyone();
    const wanted = new Set<string>();
    for (const role of input.roles ?? []) for (const person of all) if (person.role === role) wanted.add(person.username);
    for (const username of input.usernames ?? []) {
      if (!all.some((person) => person.username === username)) return bad(MEETING_MESSAGES.unknownInvitee(username));
      wanted.add(username);
    }
    wanted.delete(user.username);
    if (wanted.size === 0) return bad(MEETING_MESSAGES.noInvitees);
    if (wanted.size + 1 > room.capacity) return bad(MEETING_MESSAGES.overCapacity(room.name, room.capacity, wanted.size + 1));
    // Check and book in one IMMEDIATE transaction: two notices sent at once cannot both take the room.
    const book = db.transaction((): MeetingRow | number => {
      const taken = clash.get(room.id, end, start);
      if (taken) return taken;
      const id = Number(insert.run(title, room.id, start, end, user.username, user.name, agenda, now).lastInsertRowid);
      for (const username of wanted) invite.run(id, username);
      return id;
    });
    const outcome = book.immediate();
    if (typeof outcome !== 'number') {
      const clock = (at: number) => clockOf(at * 1000);
      return replyFail(c, SandboxErrorCode.conflict, MEETING_MESSAGES.roomTaken(outcome.title, clock(outcome.start), clock(outcome.end)));
    }
    return ok({ id: outcome, invited: wanted.size });
  });

  return routes;
}
