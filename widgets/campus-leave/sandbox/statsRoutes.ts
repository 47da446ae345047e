/**
 * The statistics and the return registrations (widgets/campus-leave): away now and overdue per unit,
 * departures and returns per day, who is away (`campus-leave.stats`, counted in SQL over the students the
 * caller looks after); a student's return registration (`.register`, `.returns`) and the staff's list of
 * expected returns, where they mark arrivals (`.arrive`, which also closes the leave the student is away on).
 */
import type { CampusLeaveStatsData } from '../generated/types.ts';
import {
  epochSeconds,
  readerLanguage,
  regionName,
  replyFail,
  replyFieldProblem,
  SandboxErrorCode,
  type KeyedRoutes,
  type LocalMessage,
  type LoggedInEnv,
} from '../../../sandbox/kit.ts';
import { callerOf, isStaff, looksAfter, scopeOf } from './leaveAccess.ts';
import { RETURN_FORM } from './leaveForms.ts';
import { dayStart, dayText, stampOf, timeText } from './leaveRules.ts';
import { studentForms, SubmissionConflict } from './leaveSubmissions.ts';
import { RETURN_SELECT, returnOf, type ReturnRow } from './leaveStore.ts';
import { LEAVE_MESSAGES, type LeaveContext } from './routes.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const RETURN_MESSAGES = {
  open: {
    zh: '你已有待确认的返校登记，到校后由辅导员确认或销假即可',
    en: 'You already have a return registration waiting; your counsellor confirms it when you arrive, or it closes when you report back',
    tw: '你已有待確認的返校登記，到校後由輔導員確認或銷假即可',
  },
  expectedPast: { zh: '预计到校时间不能早于今天', en: 'The expected arrival cannot be before today', tw: '預計到校時間不能早於今天' },
  notFound: {
    zh: '该返校登记不存在或不在你负责的范围内',
    en: 'This return registration does not exist or is not one of your students’',
    tw: '該返校登記不存在或不在你負責的範圍內',
  },
  arrived: { zh: '该同学已确认到校', en: 'This student’s arrival has already been confirmed', tw: '該同學已確認到校' },
} as const satisfies Record<string, LocalMessage>;

const DAY = 86_400;

export function addStatsRoutes(routes: KeyedRoutes<LoggedInEnv>, context: LeaveContext) {
  const { services, campus } = context;
  const { db } = services;
  const acceptStudentForm = studentForms(context, LEAVE_MESSAGES.notStudent);
  const seconds = () => epochSeconds(services);
  const SCOPED = `FROM campus_leaves l JOIN campus_students s ON s.id = l.student_id JOIN campus_classes c ON c.id = s.class_id`;
  const insertReturn = db.prepare(`
    INSERT INTO campus_leave_returns (student_id, leave_id, expected_at, transport, transport_no, from_region, health, health_note, form_values, submitted_at)
    VALUES (@student, @leave, @expected, @transport, @transportNo, @from, @health, @healthNote, @values, @submitted)`);
  const openReturn = db.prepare<[number], { id: number }>('SELECT id FROM campus_leave_returns WHERE student_id = ? AND arrived_at IS NULL');
  const awayOn = db.prepare<[number, number], { id: number }>(
    "SELECT id FROM campus_leaves WHERE student_id = ? AND state = 'approved' AND start_at <= ? ORDER BY start_at DESC LIMIT 1",
  );

  routes.get('campus-leave.stats', (c, { input, ok }) => {
    // Past the grant (the app's data module): a member of staff counts their students, anyone else nobody.
    const caller = callerOf(campus, c.get('user').username);
    const days = input.days ?? 14;
    const now = seconds();
    const today = dayText(now);
    const from = dayStart(today) - (days - 1) * DAY;
    const { sql: scope, params } = scopeOf(caller);
    const byCollege = caller.role === 'manager';
    // One row per unit with its students, then the leaves counted into it.
    const unitKey = byCollege ? 'c.college_id' : 'c.id';
    const units = db
      .prepare<Array<string | number>, CampusLeaveStatsData['units'][number]>(
        `SELECT ${unitKey} AS id, ${byCollege ? 'g.name' : 'c.name'} AS name,
           (SELECT COUNT(*) FROM campus_students s2 JOIN campus_classes c2 ON c2.id = s2.class_id WHERE ${byCollege ? 'c2.college_id' : 'c2.id'} = ${unitKey}) AS students,
           COALESCE(SUM(l.state = 'approved' AND l.start_at <= @now AND l.end_at >= @now), 0) AS out,
           COALESCE(SUM(l.state = 'approved' AND l.end_at < @now), 0) AS overdue,
           COALESCE(SUM(l.state IN ('approved', 'back') AND l.start_at >= @from AND l.start_at < @until), 0) AS departures
         FROM campus_classes c JOIN campus_colleges g ON g.id = c.college_id
         LEFT JOIN campus_students s ON s.class_id = c.id
         LEFT JOIN campus_leaves l ON l.student_id = s.id
         WHERE ${scope} GROUP BY ${unitKey} ORDER BY ${unitKey}`,
      )
      .all(...params, { now, from, until: dayStart(today) + DAY } as never);
    const perDay = db
      .prepare<Array<string | number>, { day: string; departures: number; returns: number }>(
        `SELECT day, SUM(kind = 'departure') AS departures, SUM(kind = 'return') AS returns FROM (
           SELECT date(l.start_at + 28800, 'unixepoch') AS day, 'departure' AS kind ${SCOPED}
             WHERE l.state IN ('approved', 'back') AND l.start_at >= @from AND l.start_at < @until AND ${scope}
           UNION ALL
           SELECT date(l.back_at + 28800, 'unixepoch') AS day, 'return' AS kind ${SCOPED}
             WHERE l.back_at >= @from AND l.back_at < @until AND ${scope}
         ) GROUP BY day`,
      )
      .all(...params, ...params, { from, until: dayStart(today) + DAY } as never);
    const counted = new Map(perDay.map((row) => [row.day, row]));
    const dayList = Array.from({ length: days }, (_, index) => {
      const day = dayText(from + index * DAY + 12 * 3600);
      return { day, departures: counted.get(day)?.departures ?? 0, returns: counted.get(day)?.returns ?? 0 };
    });
    const away = db
      .prepare<
        Array<string | number>,
        {
          id: number;
          studentName: string;
          studentNumber: string;
          className: string;
          destination: string;
          form_values: string;
          start_at: number;
          end_at: number;
        }
      >(
        `SELECT l.id, s.name AS studentName, s.student_number AS studentNumber, c.name AS className, l.destination, l.form_values, l.start_at, l.end_at ${SCOPED}
         WHERE l.state = 'approved' AND l.start_at <= @now AND ${scope} ORDER BY l.end_at`,
      )
      .all(...params, { now } as never);
    const pending = db
      .prepare<Array<string | number>, { count: number }>(
        `SELECT COUNT(*) AS count ${SCOPED} WHERE (l.state = 'pending' OR (l.state = 'approved' AND l.ext_end_at IS NOT NULL)) AND ${scope}`,
      )
      .get(...params)!.count;
    const students = db
      .prepare<Array<string | number>, { count: number }>(
        `SELECT COUNT(*) AS count FROM campus_students s JOIN campus_classes c ON c.id = s.class_id WHERE ${scope}`,
      )
      .get(...params)!.count;
    const sum = (pick: (unit: CampusLeaveStatsData['units'][number]) => number) => units.reduce((total, unit) => total + pick(unit), 0);
    return ok({
      now,
      unit: byCollege ? 'college' : 'class',
      total: { students, out: sum((unit) => unit.out), overdue: sum((unit) => unit.overdue), pending, departuresToday: dayList.at(-1)!.departures },
      units,
      days: dayList,
      away: away.map((row) => ({
        id: row.id,
        studentName: row.studentName,
        studentNumber: row.studentNumber,
        className: row.className,
        destination: regionName((JSON.parse(row.form_values) as { destination?: unknown }).destination, readerLanguage(c)) || row.destination,
        start: timeText(row.start_at),
        end: timeText(row.end_at),
        overdue: row.end_at < now,
      })),
    });
  });

  routes.get('campus-leave.returns', (c, { ok }) => {
    const caller = callerOf(campus, c.get('user').username);
    const now = seconds();
    const mine =
      caller.role === 'student'
        ? db
            .prepare<[number], ReturnRow>(`${RETURN_SELECT} WHERE r.student_id = ? ORDER BY r.expected_at DESC, r.id DESC`)
            .all(caller.place.student.id)
            .map((row) => returnOf(row, readerLanguage(c)))
        : [];
    const expected = isStaff(caller)
      ? db
          .prepare<Array<string | number>, ReturnRow>(
            `${RETURN_SELECT} WHERE r.expected_at >= ? AND ${caller.scope.sql} ORDER BY r.expected_at, r.id LIMIT 500`,
          )
          .all(dayStart(dayText(now)) - 2 * DAY, ...caller.scope.params)
          .map((row) => returnOf(row, readerLanguage(c)))
      : [];
    const away = caller.role === 'student' ? { away: awayOn.get(caller.place.student.id, now) !== undefined } : {};
    return ok({ role: caller.role, mine, ...away, expected });
  });

  routes.post('campus-leave.register', (c, { input, ok }) => {
    const accepted = acceptStudentForm(c, input, {
      formKey: 'campus-leave-return',
      definition: RETURN_FORM,
      check: (c, values, now) => {
        const expected = stampOf(values.expectedAt);
        return expected !== undefined && expected < dayStart(dayText(now))
          ? replyFieldProblem(c, RETURN_MESSAGES.expectedPast, 'expectedAt', 'badDate')
          : undefined;
      },
      save: (values, studentId, now) => {
        if (openReturn.get(studentId)) throw new SubmissionConflict(RETURN_MESSAGES.open);
        return Number(
          insertReturn.run({
            student: studentId,
            leave: awayOn.get(studentId, now)?.id ?? null,
            expected: stampOf(values.expectedAt)!,
            transport: String(values.transport),
            transportNo: typeof values.transportNo === 'string' ? values.transportNo.toUpperCase() : null,
            from: regionName(values.from),
            health: String(values.health),
            healthNote: typeof values.healthNote === 'string' ? values.healthNote : null,
            values: JSON.stringify(values),
            submitted: now,
          }).lastInsertRowid,
        );
      },
    });
    return accepted.ok ? ok({ id: accepted.id }) : accepted.reply;
  });

  routes.post('campus-leave.arrive', (c, { input, ok }) => {
    const caller = callerOf(campus, c.get('user').username);
    if (!isStaff(caller)) return replyFail(c, SandboxErrorCode.forbidden, LEAVE_MESSAGES.notStaff);
    const { id } = input;
    const byId = db.prepare<[number], ReturnRow>(`${RETURN_SELECT} WHERE r.id = ?`);
    const row = byId.get(id);
    if (!row || !looksAfter(caller, row)) return replyFail(c, SandboxErrorCode.notFound, RETURN_MESSAGES.notFound);
    if (row.arrived_at !== null) return replyFail(c, SandboxErrorCode.conflict, RETURN_MESSAGES.arrived);
    const now = seconds();
    db.transaction(() => {
      db.prepare('UPDATE campus_leave_returns SET arrived_at = ?, arrived_by = ? WHERE id = ?').run(now, caller.staff.name, id);
      // Arrived on campus: the leave they were away on is over, as if they had reported back themselves.
      if (row.leave_id !== null)
        db.prepare("UPDATE campus_leaves SET state = 'back', back_at = ?, ext_end_at = NULL, ext_reason = NULL WHERE id = ? AND state = 'approved'").run(
          now,
          row.leave_id,
        );
    }).immediate();
    return ok(returnOf(byId.get(id)!, readerLanguage(c)));
  });
}
