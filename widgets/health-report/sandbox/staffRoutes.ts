/**
 * The staff's side: an instructor's classes (page instructor), a leader's college (leader), the graded
 * view school → college → class (fenji), the trend of the last days, reminders to who has not reported,
 * and the student affairs office's list of every report (typeList). Each answers only the students the
 * caller looks after (access.ts scopeOf).
 */
import type { HealthReportRemindData, HealthReportUnitsData } from '../generated/types.ts';
import {
  messageFor,
  readerLanguage,
  replyFail,
  SandboxErrorCode,
  type KeyedRoutes,
  epochSeconds,
  type FormValues,
  dayOf,
  lastDays,
  pageWindow,
} from '../../../sandbox/kit.ts';
import { deliverMessage } from '../../../sandbox/kit.ts';
import { HEALTH_MESSAGES, KEY_PAGES, dayAsked, type HealthEnv, type Scope } from './access.ts';
import type { HealthContext } from './healthContext.ts';
import { totalOf } from './reportCounts.ts';
import { summaryOf, temperatureOf, type ReportRow } from './reportStore.ts';

/** A second reminder of the same scope within this time sends nothing. */
export const REMIND_INTERVAL_SECONDS = 600;

interface ListRow extends ReportRow {
  name: string;
  class_name: string;
  college_name: string;
}

export function addStaffRoutes(routes: KeyedRoutes<HealthEnv>, context: HealthContext): void {
  const { services, campus, counts, access } = context;
  const { db } = services;

  /** The classes of the scope, narrowed to a college or a class the caller looks after; undefined: not theirs. */
  const narrowed = (scope: Scope, collegeId: number | undefined, classId: number | undefined): Set<number> | undefined => {
    const classes = campus.classes().filter((campusClass) => scope.classIds.has(campusClass.id));
    if (collegeId !== undefined && !classes.some((campusClass) => campusClass.collegeId === collegeId)) return undefined;
    if (classId !== undefined && !scope.classIds.has(classId)) return undefined;
    return new Set(
      classes
        .filter((campusClass) => (collegeId === undefined || campusClass.collegeId === collegeId) && (classId === undefined || campusClass.id === classId))
        .map((campusClass) => campusClass.id),
    );
  };

  const lastReminder = db.prepare<[string, string, string], { at: number; reminded: number }>(`
    SELECT created_at AS at, COUNT(*) AS reminded FROM health_reminders WHERE reminded_by = ? AND type_key = ? AND day = ?
    GROUP BY created_at, scope ORDER BY created_at DESC LIMIT 1
  `);

  routes.get('health-report.classes', (c, { input, ok }) => {
    const type = access.typeFor(c, input.variant, KEY_PAGES.classes);
    if (type instanceof Response) return type;
    const day = dayAsked(c, input.day, services.now());
    if (day instanceof Response) return day;
    const username = c.get('user').username;
    const { classIds } = access.scopeOf(username);
    const classes = counts
      .perClass(type.key, day)
      .filter((unit) => classIds.has(unit.classId))
      .map(({ classId, name, students, filled, abnormal }) => ({ classId, name, students, filled, abnormal }));
    return ok({
      day: day,
      classes,
      total: totalOf(classes),
      unfilled: counts
        .unfilled(type.key, day)
        .filter((student) => classIds.has(student.classId))
        .map((student) => ({ studentNumber: student.studentNumber, name: student.name, className: student.className, hasAccount: student.username !== null })),
      abnormal: counts
        .abnormal(type.key, day)
        .filter((report) => classIds.has(report.classId))
        .map((report) => ({
          id: report.id,
          studentNumber: report.studentNumber,
          name: report.name,
          className: report.className,
          summary: summaryOf(type.definition, JSON.parse(report.formValues) as FormValues, readerLanguage(c)),
        })),
      lastReminder: lastReminder.get(username, type.key, day) ?? null,
    });
  });

  routes.get('health-report.units', (c, { input, ok }) => {
    const type = access.typeFor(c, input.variant, KEY_PAGES.units);
    if (type instanceof Response) return type;
    const day = dayAsked(c, input.day, services.now());
    if (day instanceof Response) return day;
    const { collegeId } = input;
    // The graded view drills whole units: a leader's college, every college for the office.
    const { collegeIds } = access.scopeOf(c.get('user').username);
    const perClass = counts.perClass(type.key, day);
    let data: HealthReportUnitsData;
    if (collegeId === undefined) {
      const units = campus
        .colleges()
        .filter((college) => collegeIds.has(college.id))
        .map((college) => ({ id: college.id, name: college.name, ...totalOf(perClass.filter((unit) => unit.collegeId === college.id)) }));
      data = { day: day, level: 'school', college: null, units, total: totalOf(units) };
    } else {
      const college = campus.colleges().find((candidate) => candidate.id === collegeId);
      if (!college || !collegeIds.has(college.id)) return replyFail(c, SandboxErrorCode.forbidden, HEALTH_MESSAGES.notYourUnit);
      const units = perClass
        .filter((unit) => unit.collegeId === college.id)
        .map(({ classId, name, students, filled, abnormal }) => ({ id: classId, name, students, filled, abnormal }));
      data = { day: day, level: 'college', college: { id: college.id, name: college.name }, units, total: totalOf(units) };
    }
    return ok(data);
  });

  routes.get('health-report.trend', (c, { input, ok }) => {
    const type = access.typeFor(c, input.variant, KEY_PAGES.trend);
    if (type instanceof Response) return type;
    const classes = narrowed(access.scopeOf(c.get('user').username), input.collegeId, input.classId);
    if (!classes) return replyFail(c, SandboxErrorCode.forbidden, HEALTH_MESSAGES.notYourUnit);
    return ok({
      days: lastDays(dayOf(services.now()), input.days ?? 7).map((day) => ({
        day,
        ...totalOf(counts.perClass(type.key, day).filter((unit) => classes.has(unit.classId))),
      })),
    });
  });

  const latestBatch = db.prepare<[string, string, string, string], { at: number; reminded: number; delivered: number }>(`
    SELECT created_at AS at, COUNT(*) AS reminded, SUM(delivered) AS delivered FROM health_reminders
    WHERE reminded_by = ? AND type_key = ? AND day = ? AND scope = ?
    GROUP BY created_at ORDER BY created_at DESC LIMIT 1
  `);
  const recordReminder = db.prepare(
    'INSERT INTO health_reminders (type_key, day, reminded_by, scope, student_number, delivered, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  routes.post('health-report.remind', (c, { input, ok }) => {
    const type = access.typeFor(c, input.variant, KEY_PAGES.remind);
    if (type instanceof Response) return type;
    const now = services.now();
    const day = dayAsked(c, input.day, now);
    if (day instanceof Response) return day;
    if (day !== dayOf(now)) return replyFail(c, SandboxErrorCode.badRequest, HEALTH_MESSAGES.remindToday);
    const { classId } = input;
    const user = c.get('user');
    const classes = narrowed(access.scopeOf(user.username), undefined, classId);
    if (!classes) return replyFail(c, SandboxErrorCode.forbidden, HEALTH_MESSAGES.notYourUnit);
    const scope = classId === undefined ? 'all' : `class:${classId}`;
    const at = epochSeconds(services);
    // Look-up and sending in one write transaction: two taps at once send once.
    const remind = db.transaction((): HealthReportRemindData => {
      const earlier = latestBatch.get(user.username, type.key, day, scope);
      if (earlier && at - earlier.at < REMIND_INTERVAL_SECONDS) {
        return { reminded: earlier.reminded, delivered: earlier.delivered, repeated: true, remindedAt: earlier.at };
      }
      const unfilled = counts.unfilled(type.key, day).filter((student) => classes.has(student.classId));
      let delivered = 0;
      for (const student of unfilled) {
        if (student.username !== null) {
          deliverMessage(db, {
            username: student.username,
            channel: 'system',
            title: `${type.name}提醒`,
            body: `${user.name}提醒你：今日（${day}）的「${type.name}」尚未填报，请于 ${type.deadline} 前完成。`,
            link: `/${type.key}/index`,
            createdAt: at,
          });
          delivered++;
        }
        recordReminder.run(type.key, day, user.username, scope, student.studentNumber, student.username !== null ? 1 : 0, at);
      }
      return { reminded: unfilled.length, delivered, repeated: false, remindedAt: at };
    });
    const data = remind.immediate();
    return data.repeated ? c.json({ e: SandboxErrorCode.ok, m: messageFor(c, HEALTH_MESSAGES.reminded(data.reminded)), d: data }) : ok(data);
  });

  routes.get('health-report.list', (c, { input, ok }) => {
    const type = access.typeFor(c, input.variant, KEY_PAGES.list);
    if (type instanceof Response) return type;
    // Every day when none is asked; a day asked is today or before.
    const day = input.day === undefined ? null : dayAsked(c, input.day, services.now());
    if (day instanceof Response) return day;
    const classes = narrowed(access.scopeOf(c.get('user').username), input.collegeId, input.classId);
    if (!classes) return replyFail(c, SandboxErrorCode.forbidden, HEALTH_MESSAGES.notYourUnit);
    const { size, offset } = pageWindow(input, 20);
    const params = {
      type: type.key,
      day,
      abnormal: input.abnormal ?? null,
      classes: JSON.stringify([...classes]),
    };
    const where = `
      FROM health_reports r
      JOIN campus_students s ON s.student_number = r.student_number
      JOIN campus_classes k ON k.id = s.class_id
      JOIN campus_colleges g ON g.id = k.college_id
      WHERE r.type_key = @type AND (@day IS NULL OR r.day = @day) AND (@abnormal IS NULL OR r.abnormal = @abnormal)
        AND k.id IN (SELECT value FROM json_each(@classes))`;
    const total = db.prepare<typeof params, { n: number }>(`SELECT COUNT(*) AS n ${where}`).get(params)!.n;
    const rows = db
      .prepare<typeof params & { size: number; offset: number }, ListRow>(
        `SELECT r.*, s.name, k.name AS class_name, g.name AS college_name ${where} ORDER BY r.day DESC, r.submitted_at DESC, r.id DESC LIMIT @size OFFSET @offset`,
      )
      .all({ ...params, size, offset });
    return ok({
      total,
      list: rows.map((row) => {
        const values = JSON.parse(row.form_values) as FormValues;
        return {
          id: row.id,
          day: row.day,
          studentNumber: row.student_number,
          name: row.name,
          className: row.class_name,
          collegeName: row.college_name,
          temperature: temperatureOf(values),
          abnormal: row.abnormal === 1,
          summary: summaryOf(type.definition, values, readerLanguage(c)),
          submittedAt: row.submitted_at,
        };
      }),
    });
  });
}
