/**
 * The campus shuttle's endpoints, `shuttle-bus.lines` and `shuttle-bus.detail`: lines in the reader's
 * language, today's kind of day and the next departure by the sandbox's clock in China time
 * (runtime/shared/chinaTime.ts), whatever the server's own zone. Their `d` validates against
 * widgets/shuttle-bus/contracts/*.schema.json (backend.test.ts).
 */
import type { Hono } from 'hono';
import {
  clockOf,
  dayOf,
  dayStart,
  keyedRoutes,
  minuteOfDay,
  minutesOf,
  readerLanguage,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import type { DayKind } from './seed.ts';

interface LineRow {
  id: number;
  name: string;
  campus: string;
  note: string | null;
}

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const SHUTTLE_MESSAGES = {
  notFound: { zh: '该校车线路不存在或已停运', en: 'This shuttle line does not exist or no longer runs', tw: '該校車路線不存在或已停駛' },
} as const satisfies Record<string, InThreeLanguages>;

/** The weekday (0 Sunday … 6 Saturday) of a China day. */
const weekdayOf = (day: string) => new Date(dayStart(day) * 1000 + 8 * 3_600_000).getUTCDay();

export function createShuttleRoutes(services: Pick<SandboxServices, 'db' | 'now'>): Hono {
  const { db } = services;
  const routes = keyedRoutes();
  const lines = db.prepare<[], LineRow>('SELECT id, name, campus, note FROM shuttle_lines ORDER BY sort_order, id');
  const oneLine = db.prepare<[number], LineRow>('SELECT id, name, campus, note FROM shuttle_lines WHERE id = ?');
  const stopsOf = db.prepare<[number], { name: string; minutes: number }>('SELECT name, minutes FROM shuttle_stops WHERE line_id = ? ORDER BY sort_order');
  const timesOf = db.prepare<[number, DayKind], { time: string }>('SELECT time FROM shuttle_departures WHERE line_id = ? AND day_kind = ? ORDER BY time');
  const calendarDay = db.prepare<[string], { kind: DayKind; name: string }>('SELECT kind, name FROM shuttle_calendar WHERE day = ?');

  /** The school's now: its China day and time, and which timetable runs (the calendar first, else the weekday). */
  function today(local: (json: string) => string) {
    const now = services.now();
    const day = dayOf(now);
    const listed = calendarDay.get(day);
    const weekday = weekdayOf(day);
    const kind: DayKind = listed?.kind ?? (weekday === 0 || weekday === 6 ? 'holiday' : 'workday');
    return { now, today: { day, time: clockOf(now), kind, ...(listed ? { holiday: local(listed.name) } : {}) } };
  }

  const nextOf = (times: string[], now: number) => {
    const minute = minuteOfDay(now);
    const time = times.find((t) => minutesOf(t) >= minute);
    return time === undefined ? null : { time, minutes: minutesOf(time) - minute };
  };

  routes.get('shuttle-bus.lines', (c, { ok }) => {
    const language = readerLanguage(c);
    const local = (json: string) => (JSON.parse(json) as InThreeLanguages)[language];
    const { now, today: day } = today(local);
    return ok({
      today: day,
      lines: lines.all().map((line) => {
        const stops = stopsOf.all(line.id);
        const times = timesOf.all(line.id, day.kind).map((row) => row.time);
        return {
          id: line.id,
          name: local(line.name),
          campus: local(line.campus),
          from: local(stops[0]!.name),
          to: local(stops[stops.length - 1]!.name),
          stops: stops.length,
          firstBus: times[0] ?? null,
          lastBus: times[times.length - 1] ?? null,
          next: nextOf(times, now),
        };
      }),
    });
  });

  routes.get('shuttle-bus.detail', (c, { input, ok }) => {
    const line = oneLine.get(input.id);
    if (!line) return replyFail(c, SandboxErrorCode.notFound, SHUTTLE_MESSAGES.notFound);
    const language = readerLanguage(c);
    const local = (json: string) => (JSON.parse(json) as InThreeLanguages)[language];
    const { now, today: day } = today(local);
    const stops = stopsOf.all(line.id).map((stop) => ({ name: local(stop.name), minutes: stop.minutes }));
    const timetables = {
      workday: timesOf.all(line.id, 'workday').map((row) => row.time),
      holiday: timesOf.all(line.id, 'holiday').map((row) => row.time),
    };
    return ok({
      id: line.id,
      name: local(line.name),
      campus: local(line.campus),
      from: stops[0]!.name,
      to: stops[stops.length - 1]!.name,
      ...(line.note ? { note: local(line.note) } : {}),
      stops,
      today: day,
      next: nextOf(timetables[day.kind], now),
      timetables,
    });
  });

  return routes.app;
}
