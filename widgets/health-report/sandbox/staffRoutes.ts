/**
 * The staff's side: an instructor's classes (page instructor), a leader's college (leader), the graded
 * view school → college → class (fenji), the trend of the last days, reminders to who has not reported,
 * and the student affairs office's list of every report (typeList). Each answers only the students the
 * caller looks after (access.ts scopeOf).
 */
import type {
  HealthReportClassesData,
  HealthReportListData,
  HealthReportRemindData,
  HealthReportTrendData,
  HealthReportUnitsData,
} from '../generated/types.ts';
import {
  readBody,
  textField,
  messageFor,
  replyFail,
  replyOk,
  SandboxErrorCode,
  parsePageParams,
  type KeyedRoutes,
  parseEnumParam,
  parseIntegerParam,
  epochSeconds,
  type FormValues,
  dayOf,
  lastDays,
} from '../../../sandbox/kit.ts';
import { deliverMessage } from '../../../sandbox/kit.ts';
import { HEALTH_MESSAGES, KEY_PAGES, parseDay, type HealthEnv, type Scope } from './access.ts';
import type { HealthContext } from './healthContext.ts';
import { totalOf } from './reportCounts.ts';
import { summaryOf, temperatureOf, type ReportRow } from './reportStore.ts';

/** A second reminder of the same scope within this time sends nothing. */
export const REMIND_INTERVAL_SECONDS = 600;

/** An optional unit id of the query; absent or empty: none. */
const optionalId = (raw: string | undefined, name: string) =>
  raw === undefined || raw.trim() === ''
    ? ({ ok: true, value: undefined } as const)
    : parseIntegerParam(raw, name, { min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 0 });

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

  routes.get('health-report.classes', (c) => {
    const found = access.typeFor(c, c.req.query('variant'), KEY_PAGES.classes);
    if (!found.ok) return found.reply;
    const { type } = found;
    const day = parseDay(c.req.query('day'), services.now());
    if (!day.ok) return replyFail(c, SandboxErrorCode.badRequest, day.message);
    const username = c.get('user').username;
    const { classIds } = access.scopeOf(username);
    const classes = counts
      .perClass(type.key, day.value)
      .filter((unit) => classIds.has(unit.classId))
      .map(({ classId, name, students, filled, abnormal }) => ({ classId, name, students, filled, abnormal }));
    const data: HealthReportClassesData = {
      day: day.value,
      classes,
      total: totalOf(classes),
      unfilled: counts
        .unfilled(type.key, day.value)
        .filter((student) => classIds.has(student.classId))
        .map((student) => ({ studentNumber: student.studentNumber, name: student.name, className: student.className, hasAccount: student.username !== null })),
      abnormal: counts
        .abnormal(type.key, day.value)
        .filter((report) => classIds.has(report.classId))
        .map((report) => ({
          id: report.id,
          studentNumber: report.studentNumber,
          name: report.name,
          className: report.className,
          summary: summaryOf(type.definition, JSON.parse(report.formValues) as FormValues),
        })),
      lastReminder: lastReminder.get(username, type.key, day.value) ?? null,
    };
    return replyOk(c, data);
  });

  routes.get('health-report.units', (c) => {
    const found = access.typeFor(c, c.req.query('variant'), KEY_PAGES.units);
    if (!found.ok) return found.reply;
    const { type } = found;
    const day = parseDay(c.req.query('day'), services.now());
    if (!day.ok) return replyFail(c, SandboxErrorCode.badRequest, day.message);
    const collegeId = optionalId(c.req.query('collegeId'), 'collegeId');
    if (!collegeId.ok) return replyFail(c, SandboxErrorCode.badRequest, collegeId.message);
    // The graded view drills whole units: a leader's college, every college for the office.
    const { collegeIds } = access.scopeOf(c.get('user').username);
    const perClass = counts.perClass(type.key, day.value);
    let data: HealthReportUnitsData;
    if (collegeId.value === undefined) {
      const units = campus
        .colleges()
        .filter((college) => collegeIds.has(college.id))
        .map((college) => ({ id: college.id, name: college.name, ...totalOf(perClass.filter((unit) => unit.collegeId === college.id)) }));
      data = { day: day.value, level: 'school', college: null, units, total: totalOf(units) };
    } else {
      const college = campus.colleges().find((candidate) => candidate.id === collegeId.value);
      if (!college || !collegeIds.has(college.id)) return replyFail(c, SandboxErrorCode.forbidden, HEALTH_MESSAGES.notYourUnit);
      const units = perClass
        .filter((unit) => unit.collegeId === college.id)
        .map(({ classId, name, students, filled, abnormal }) => ({ id: classId, name, students, filled, abnormal }));
      data = { day: day.value, level: 'college', college: { id: college.id, name: college.name }, units, total: totalOf(units) };
    }
    return replyOk(c, data);
  });

  routes.get('health-report.trend', (c) => {
    const found = access.typeFor(c, c.req.query('variant'), KEY_PAGES.trend);
    if (!found.ok) return found.reply;
    const { type } = found;
    const days = parseIntegerParam(c.req.query('days'), 'days', { min: 1, max: 30, fallback: 7 });
    if (!days.ok) return replyFail(c, SandboxErrorCode.badRequest, days.message);
    const collegeId = optionalId(c.req.query('collegeId'), 'collegeId');
    if (!collegeId.ok) return replyFail(c, SandboxErrorCode.badRequest, collegeId.message);
    const classId = optionalId(c.req.query('classId'), 'classId');
    if (!classId.ok) return replyFail(c, SandboxErrorCode.badRequest, classId.message);
    const classes = narrowed(access.scopeOf(c.get('user').username), collegeId.value, classId.value);
    if (!classes) return replyFail(c, SandboxErrorCode.forbidden, HEALTH_MESSAGES.notYourUnit);
    const data: HealthReportTrendData = {
      days: lastDays(dayOf(services.now()), days.value).map((day) => ({
        day,
        ...totalOf(counts.perClass(type.key, day).filter((unit) => classes.has(unit.classId))),
      })),
    };
    return replyOk(c, data);
  });

  const latestBatch = db.prepare<[string, string, string, string], { at: number; reminded: number; delivered: number }>(`
    SELECT created_at AS at, COUNT(*) AS reminded, SUM(delivered) AS delivered FROM health_reminders
    WHERE reminded_by = ? AND type_key = ? AND day = ? AND scope = ?
    GROUP BY created_at ORDER BY created_at DESC LIMIT 1
  `);
  const recordReminder = db.prepare(
    'INSERT INTO health_reminders (type_key, day, reminded_by, scope, student_number, delivered, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  routes.post('health-report.remind', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return replyFail(c, SandboxErrorCode.badRequest, body.message);
    const found = access.typeFor(c, textField(body.body, 'variant'), KEY_PAGES.remind);
    if (!found.ok) return found.reply;
    const { type } = found;
    const now = services.now();
    const day = parseDay(textField(body.body, 'day'), now);
    if (!day.ok) return replyFail(c, SandboxErrorCode.badRequest, day.message);
    if (day.value !== dayOf(now)) return replyFail(c, SandboxErrorCode.badRequest, HEALTH_MESSAGES.remindToday);
    const classId = optionalId(textField(body.body, 'classId'), 'classId');
    if (!classId.ok) return replyFail(c, SandboxErrorCode.badRequest, classId.message);
    const user = c.get('user');
    const classes = narrowed(access.scopeOf(user.username), undefined, classId.value);
    if (!classes) return replyFail(c, SandboxErrorCode.forbidden, HEALTH_MESSAGES.notYourUnit);
    const scope = classId.value === undefined ? 'all' : `class:${classId.value}`;
    const at = epochSeconds(services);
    // Look-up and sending in one write transaction: two taps at once send once.
    const remind = db.transaction((): HealthReportRemindData => {
      const earlier = latestBatch.get(user.username, type.key, day.value, scope);
      if (earlier && at - earlier.at < REMIND_INTERVAL_SECONDS) {
        return { reminded: earlier.reminded, delivered: earlier.delivered, repeated: true, remindedAt: earlier.at };
      }
      const unfilled = counts.unfilled(type.key, day.value).filter((student) => classes.has(student.classId));
      let delivered = 0;
      for (const student of unfilled) {
        if (student.username !== null) {
          deliverMessage(db, {
            username: student.username,
            channel: 'system',
            title: `${type.name}提醒`,
            body: `${user.name}提醒你：今日（${day.value}）的「${type.name}」尚未填报，请于 ${type.deadline} 前完成。`,
            link: `/${type.key}/index`,
            createdAt: at,
          });
          delivered++;
        }
        recordReminder.run(type.key, day.value, user.username, scope, student.studentNumber, student.username !== null ? 1 : 0, at);
      }
      return { reminded: unfilled.length, delivered, repeated: false, remindedAt: at };
    });
    const data = remind.immediate();
    return data.repeated ? c.json({ e: SandboxErrorCode.ok, m: messageFor(c, HEALTH_MESSAGES.reminded(data.reminded)), d: data }) : replyOk(c, data);
  });

  routes.get('health-report.list', (c) => {
    const found = access.typeFor(c, c.req.query('variant'), KEY_PAGES.list);
    if (!found.ok) return found.reply;
    const { type } = found;
    const paging = parsePageParams(c, { defaultSize: 20 });
    if (!paging.ok) return replyFail(c, SandboxErrorCode.badRequest, paging.message);
    const rawDay = c.req.query('day');
    const day = rawDay === undefined || rawDay.trim() === '' ? undefined : parseDay(rawDay, services.now());
    if (day && !day.ok) return replyFail(c, SandboxErrorCode.badRequest, day.message);
    const collegeId = optionalId(c.req.query('collegeId'), 'collegeId');
    if (!collegeId.ok) return replyFail(c, SandboxErrorCode.badRequest, collegeId.message);
    const classId = optionalId(c.req.query('classId'), 'classId');
    if (!classId.ok) return replyFail(c, SandboxErrorCode.badRequest, classId.message);
    const abnormal = parseEnumParam(c.req.query('abnormal'), 'abnormal', ['0', '1']);
    if (!abnormal.ok) return replyFail(c, SandboxErrorCode.badRequest, abnormal.message);
    const classes = narrowed(access.scopeOf(c.get('user').username), collegeId.value, classId.value);
    if (!classes) return replyFail(c, SandboxErrorCode.forbidden, HEALTH_MESSAGES.notYourUnit);
    const params = {
      type: type.key,
      day: day?.ok ? day.value : null,
      abnormal: abnormal.value === undefined ? null : Number(abnormal.value),
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
      .all({ ...params, size: paging.value.size, offset: paging.value.offset });
    const data: HealthReportListData = {
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
          summary: summaryOf(type.definition, values),
          submittedAt: row.submitted_at,
        };
      }),
    };
    return replyOk(c, data);
  });
}
