/**
 * The student's side (pages index and details): today's form and report, submitting it (upserting the
 * day's row until the deadline), my past reports, and one report, which the staff who look after the
 * student may open too.
 */
import {
  readerLanguage,
  replyFail,
  SandboxErrorCode,
  acceptSubmission,
  type KeyedRoutes,
  epochSeconds,
  type FormValues,
  beforeDeadline,
  dayOf,
  pageWindow,
} from '../../../sandbox/kit.ts';
import { HEALTH_MESSAGES, KEY_PAGES, type HealthEnv } from './access.ts';
import type { HealthContext } from './healthContext.ts';
import { abnormalOf, summaryOf, temperatureOf, typeFacts, type ReportRow } from './reportStore.ts';

export function addStudentRoutes(routes: KeyedRoutes<HealthEnv>, context: HealthContext): void {
  const { services, campus, types, access } = context;
  const { db } = services;
  const todays = db.prepare<[string, string, string], ReportRow>('SELECT * FROM health_reports WHERE type_key = ? AND student_number = ? AND day = ?');
  const byId = db.prepare<[number], ReportRow>('SELECT * FROM health_reports WHERE id = ?');
  const countMine = db.prepare<[string, string], { n: number }>('SELECT COUNT(*) AS n FROM health_reports WHERE type_key = ? AND student_number = ?');
  const pageMine = db.prepare<[string, string, number, number], ReportRow>(
    'SELECT * FROM health_reports WHERE type_key = ? AND student_number = ? ORDER BY day DESC LIMIT ? OFFSET ?',
  );
  // One row per (type, student, day): a second submission the same day replaces the values, keeping the id.
  const upsert = db.prepare<[string, string, string | null, string, string, number, number, number], { id: number }>(`
    INSERT INTO health_reports (type_key, student_number, username, day, form_values, abnormal, submitted_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (type_key, student_number, day) DO UPDATE SET username = excluded.username, form_values = excluded.form_values, abnormal = excluded.abnormal, updated_at = excluded.updated_at
    RETURNING id
  `);

  routes.get('health-report.today', (c, { input, ok }) => {
    const type = access.typeFor(c, input.variant, KEY_PAGES.today);
    if (type instanceof Response) return type;
    const place = campus.placeOfStudent({ username: c.get('user').username });
    if (!place) return replyFail(c, SandboxErrorCode.forbidden, HEALTH_MESSAGES.notStudent);
    const now = services.now();
    const day = dayOf(now);
    const open = beforeDeadline(type.deadline, now);
    const row = todays.get(type.key, place.student.studentNumber, day);
    return ok({
      type: typeFacts(type),
      definition: type.definition,
      day,
      open,
      mine: row
        ? {
            id: row.id,
            values: JSON.parse(row.form_values) as Record<string, unknown>,
            abnormal: row.abnormal === 1,
            submittedAt: row.submitted_at,
            updatedAt: row.updated_at,
            editable: open,
          }
        : null,
    });
  });

  routes.post('health-report.submit', (c, { input, ok }) => {
    const type = access.typeFor(c, input.variant, KEY_PAGES.submit);
    if (type instanceof Response) return type;
    const user = c.get('user');
    const place = campus.placeOfStudent({ username: user.username });
    if (!place) return replyFail(c, SandboxErrorCode.forbidden, HEALTH_MESSAGES.notStudent);
    const now = services.now();
    if (!beforeDeadline(type.deadline, now)) return replyFail(c, SandboxErrorCode.badRequest, HEALTH_MESSAGES.closed(type.deadline));
    const day = dayOf(now);
    const at = epochSeconds(services);
    let abnormal = false;
    const accepted = acceptSubmission({
      db,
      username: user.username,
      formKey: `health-report.${type.key}`,
      definition: type.definition,
      values: input.values,
      submissionId: input._submission,
      language: readerLanguage(c),
      at,
      save: (values) => {
        abnormal = abnormalOf(type.definition, values as FormValues);
        return upsert.get(type.key, place.student.studentNumber, user.username, day, JSON.stringify(values), abnormal ? 1 : 0, at, at)!.id;
      },
    });
    if (!accepted.ok) return c.json(accepted.answer);
    // A repeated id answers the record as it is now (its values may have been replaced since).
    const row = byId.get(accepted.recordId)!;
    return ok({ id: row.id, day: row.day, abnormal: row.abnormal === 1 });
  });

  routes.get('health-report.mine', (c, { input, ok }) => {
    const type = access.typeFor(c, input.variant, KEY_PAGES.mine);
    if (type instanceof Response) return type;
    const place = campus.placeOfStudent({ username: c.get('user').username });
    if (!place) return replyFail(c, SandboxErrorCode.forbidden, HEALTH_MESSAGES.notStudent);
    const { size, offset } = pageWindow(input, 20);
    const number = place.student.studentNumber;
    return ok({
      total: countMine.get(type.key, number)!.n,
      list: pageMine.all(type.key, number, size, offset).map((row) => {
        const values = JSON.parse(row.form_values) as FormValues;
        return {
          id: row.id,
          day: row.day,
          temperature: temperatureOf(values),
          abnormal: row.abnormal === 1,
          summary: summaryOf(type.definition, values, readerLanguage(c)),
          submittedAt: row.submitted_at,
          updatedAt: row.updated_at,
        };
      }),
    });
  });

  routes.get('health-report.detail', (c, { input, ok }) => {
    const row = byId.get(input.id);
    const type = row && types.get(row.type_key);
    if (!row || !type) return replyFail(c, SandboxErrorCode.notFound, HEALTH_MESSAGES.notFound);
    const username = c.get('user').username;
    const place = campus.placeOfStudent({ studentNumber: row.student_number })!;
    const own = campus.placeOfStudent({ username })?.student.studentNumber === row.student_number;
    const looksAfter = access.scopeOf(username).classIds.has(place.campusClass.id);
    if (!(own || looksAfter) || !access.mayOpen(c, type.key, KEY_PAGES.detail)) {
      return replyFail(c, SandboxErrorCode.forbidden, HEALTH_MESSAGES.notYourReport);
    }
    const values = JSON.parse(row.form_values) as FormValues;
    const now = services.now();
    return ok({
      id: row.id,
      type: typeFacts(type),
      definition: type.definition,
      day: row.day,
      student: {
        studentNumber: place.student.studentNumber,
        name: place.student.name,
        className: place.campusClass.name,
        collegeName: place.college.name,
      },
      values,
      abnormal: row.abnormal === 1,
      summary: summaryOf(type.definition, values, readerLanguage(c)),
      submittedAt: row.submitted_at,
      updatedAt: row.updated_at,
      editable: own && row.day === dayOf(now) && beforeDeadline(type.deadline, now),
    });
  });
}
