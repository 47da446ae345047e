/**
 * The personal agenda's endpoints (widgets/personal-agenda): a range of days with each weekly item
 * expanded (`personal-agenda.range`), the upcoming items paged (`personal-agenda.list`), one item
 * (`personal-agenda.item`), add or edit (`personal-agenda.save`), done (`personal-agenda.done`), delete
 * (`personal-agenda.remove`). Every item is its owner's alone: another user's id is refused by name.
 */
import type { Entry } from '../generated/types.ts';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type LocalMessage,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  addDays,
  DAY_S,
  dayOfSeconds,
  timeRangeOf,
  TIME_RANGE_MESSAGES,
  midnightOf,
  pageWindow,
} from '../../../sandbox/kit.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const AGENDA_MESSAGES = {
  notYours: {
    zh: '这条日程不是你的，不能查看或修改',
    en: 'This agenda item is not yours: you cannot see or change it',
    tw: '這條日程不是你的，不能查看或修改',
  },
  notFound: { zh: '这条日程不存在或已删除', en: 'This agenda item does not exist or has been deleted', tw: '這條日程不存在或已刪除' },
  ...TIME_RANGE_MESSAGES,
  tooLong: { zh: '一条日程最长 31 天', en: 'An agenda item can last at most 31 days', tw: '一條日程最長 31 天' },
  badRepeat: {
    zh: '每周重复的截止日期须在开始日期之后、一年以内',
    en: 'A weekly repeat must end after the start date and within a year',
    tw: '每週重複的截止日期須在開始日期之後、一年以內',
  },
  badRange: {
    zh: '日期范围须为 年-月-日，且不超过 62 天',
    en: 'The dates must be written as year-month-day and span at most 62 days',
    tw: '日期範圍須為 年-月-日，且不超過 62 天',
  },
} as const satisfies Record<string, LocalMessage>;

const MAX_RANGE_DAYS = 62;

interface ItemRow {
  id: number;
  username: string;
  title: string;
  all_day: number;
  start: number;
  end: number;
  place: string;
  note: string;
  remind_minutes: number | null;
  repeat_until: string | null;
  done: number;
}

/** The item as one occurrence `weeks` weeks after its first. */
function entryOf(row: ItemRow, weeks = 0): Entry {
  const shift = weeks * 7 * DAY_S;
  return {
    id: row.id,
    date: dayOfSeconds(row.start + shift),
    title: row.title,
    allDay: row.all_day === 1,
    start: row.start + shift,
    end: row.end + shift,
    place: row.place,
    note: row.note,
    remindMinutes: row.remind_minutes as Entry['remindMinutes'],
    repeatUntil: row.repeat_until,
    done: row.done === 1,
  };
}

/** The instant an entry is over: an all-day item at the end of its last day. */
const overAt = (entry: Pick<Entry, 'allDay' | 'end'>) => (entry.allDay ? entry.end + DAY_S : entry.end);

/** Every occurrence of a row (a weekly item: one per week until its last day), in order. */
function* occurrences(row: ItemRow): Generator<Entry> {
  const lastStart = row.repeat_until === null ? row.start : midnightOf(row.repeat_until)! + DAY_S - 1;
  for (let weeks = 0; row.start + weeks * 7 * DAY_S <= lastStart; weeks++) yield entryOf(row, weeks);
}

const tidy = (text: string) => text.trim().replace(/\s+/gu, ' ');

export function createAgendaRoutes(services: SandboxServices) {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  // The app is open to every logged-in user (sites/demo.json personalAgenda has no permission); a school
  // that adds one, or switches the app off, is answered by its own manifest.
  routes.use(requireGrant(services));

  const mine = db.prepare<[string], ItemRow>('SELECT * FROM personal_agenda_items WHERE username = ? ORDER BY start, id');
  const inRange = db.prepare<[string, number, number, string], ItemRow>(`
    SELECT * FROM personal_agenda_items
    WHERE username = ? AND start < ? AND (end >= ? OR repeat_until >= ?) ORDER BY start, id`);
  const one = db.prepare<[number], ItemRow>('SELECT * FROM personal_agenda_items WHERE id = ?');
  const insert = db.prepare(`
    INSERT INTO personal_agenda_items (username, title, all_day, start, end, place, note, remind_minutes, repeat_until, done, created_at)
    VALUES (@username, @title, @allDay, @start, @end, @place, @note, @remind, @repeatUntil, 0, @now)`);
  const update = db.prepare(`
    UPDATE personal_agenda_items SET title = @title, all_day = @allDay, start = @start, end = @end, place = @place, note = @note,
      remind_minutes = @remind, repeat_until = @repeatUntil WHERE id = @id`);
  const setDone = db.prepare<[number, number]>('UPDATE personal_agenda_items SET done = ? WHERE id = ?');
  const remove = db.prepare<[number]>('DELETE FROM personal_agenda_items WHERE id = ?');

  /** The user's own row, or the refusal to send. */
  const owned = (id: number, username: string): ItemRow | 'missing' | 'foreign' => {
    const row = one.get(id);
    if (!row) return 'missing';
    return row.username === username ? row : 'foreign';
  };
  const refuse = (c: Parameters<typeof replyFail>[0], outcome: 'missing' | 'foreign') =>
    outcome === 'missing'
      ? replyFail(c, SandboxErrorCode.notFound, AGENDA_MESSAGES.notFound)
      : replyFail(c, SandboxErrorCode.forbidden, AGENDA_MESSAGES.notYours);

  routes.get('personal-agenda.range', (c, { input, ok }) => {
    const today = dayOfSeconds(epochSeconds(services));
    // Either `from` and `to`, or the week (Monday to Sunday) or month around `at` (today when absent): a
    // page opened fresh asks for "this week" and learns the server's today from the answer.
    let { from, to } = input;
    if (!from) {
      const at = input.at || today;
      if (midnightOf(at) === undefined) return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.badRange);
      if (input.span === 'month') {
        from = `${at.slice(0, 8)}01`;
        to = addDays(`${addDays(from, 31).slice(0, 8)}01`, -1);
      } else {
        from = addDays(at, -((new Date(`${at}T00:00:00Z`).getUTCDay() + 6) % 7));
        to = addDays(from, 6);
      }
    }
    to ??= addDays(from, 6);
    const fromAt = midnightOf(from);
    const toAt = midnightOf(to);
    if (fromAt === undefined || toAt === undefined || toAt < fromAt || toAt - fromAt > (MAX_RANGE_DAYS - 1) * DAY_S) {
      return replyFail(c, SandboxErrorCode.badRequest, AGENDA_MESSAGES.badRange);
    }
    const list: Entry[] = [];
    for (const row of inRange.all(c.get('user').username, toAt + DAY_S, fromAt, from)) {
      for (const entry of occurrences(row)) {
        if (entry.start >= toAt + DAY_S) break;
        if (overAt(entry) > fromAt) list.push(entry);
      }
    }
    list.sort((a, b) => a.start - b.start || a.id - b.id);
    return ok({ today, from, to, list });
  });

  routes.get('personal-agenda.list', (c, { input, ok }) => {
    const now = epochSeconds(services);
    // A user's items are a few dozen: the next occurrence of each is found here, not in SQL.
    const upcoming: Entry[] = [];
    for (const row of mine.all(c.get('user').username)) {
      if (input.done === 'done' && row.done !== 1) continue;
      if (input.done === 'undone' && row.done === 1) continue;
      for (const entry of occurrences(row)) {
        if (overAt(entry) > now) {
          upcoming.push(entry);
          break;
        }
      }
    }
    upcoming.sort((a, b) => a.start - b.start || a.id - b.id);
    const { size, offset } = pageWindow(input);
    return ok({ today: dayOfSeconds(now), total: upcoming.length, list: upcoming.slice(offset, offset + size) });
  });

  routes.get('personal-agenda.item', (c, { input, ok }) => {
    const row = owned(input.id, c.get('user').username);
    if (typeof row === 'string') return refuse(c, row);
    return ok({ today: dayOfSeconds(epochSeconds(services)), item: entryOf(row) });
  });

  routes.post('personal-agenda.save', (c, { input, ok }) => {
    const user = c.get('user');
    const bad = (message: LocalMessage) => replyFail(c, SandboxErrorCode.badRequest, message);
    let existing: ItemRow | undefined;
    if (input.id) {
      const row = owned(input.id, user.username);
      if (typeof row === 'string') return refuse(c, row);
      existing = row;
    }
    const title = tidy(input.title);
    const allDay = input.allDay === true;
    // An all-day item is read by its days, and may end the day it starts (its last day is inclusive).
    const range = timeRangeOf(input.start, input.end, allDay ? { read: (text) => midnightOf(text.slice(0, 10)), endMayEqualStart: true } : {});
    if (!range.ok) return bad(range.message);
    const { start, end } = range.value;
    if (end - start > 31 * DAY_S) return bad(AGENDA_MESSAGES.tooLong);
    const repeatUntil = input.repeatUntil || null;
    if (repeatUntil !== null) {
      const untilAt = midnightOf(repeatUntil);
      if (untilAt === undefined || repeatUntil < dayOfSeconds(start) || untilAt - start > 366 * DAY_S) return bad(AGENDA_MESSAGES.badRepeat);
    }
    const now = epochSeconds(services);
    const values = {
      title,
      allDay: allDay ? 1 : 0,
      start,
      end,
      place: tidy(input.place ?? ''),
      note: (input.note ?? '').trim(),
      remind: input.remindMinutes ?? null,
      repeatUntil,
    };
    let id: number;
    if (existing) {
      update.run({ ...values, id: existing.id });
      id = existing.id;
    } else {
      id = Number(insert.run({ ...values, username: user.username, now }).lastInsertRowid);
    }
    return ok({ today: dayOfSeconds(now), item: entryOf(one.get(id)!) });
  });

  routes.post('personal-agenda.done', (c, { input, ok }) => {
    const row = owned(input.id, c.get('user').username);
    if (typeof row === 'string') return refuse(c, row);
    setDone.run(input.done ? 1 : 0, input.id);
    return ok({ id: input.id, done: input.done });
  });

  routes.post('personal-agenda.remove', (c, { input, ok }) => {
    const row = owned(input.id, c.get('user').username);
    if (typeof row === 'string') return refuse(c, row);
    remove.run(input.id);
    return ok({ id: input.id, done: false });
  });

  return routes;
}
