/**
 * The staff daily report's endpoints (widgets/daily-report). Every call needs a login and a page of the
 * widget the user may open; the answers then depend on who the user is in the data: a member fills their
 * own report (`today`, `submit`); a unit's admins see and remind their units only (`statistics`,
 * `remind`); anyone applies to administer a unit (`applications`, `apply`); the approvers (`approve` on
 * the app, granted to 学工部 and the administrator in index.ts) review applications (`review`) and see the
 * whole school (`dashboard`): widget.json's `grant` on those two keys, which requireGrant enforces first.
 */
import type { Context } from 'hono';
import type { DailyReportDashboardData, DailyReportStatisticsData } from '../generated/types.ts';
import {
  apiDeclarations,
  grantOfRequest,
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  readerLanguage,
  replyFail,
  SandboxErrorCode,
  type LocalMessage,
  acceptSubmission,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  beforeDeadline,
  dayOf,
  lastDays,
} from '../../../sandbox/kit.ts';
import { DEADLINE, REPORT_FORM } from './reportForm.ts';
import { abnormalOf, summaryOf, temperatureOf } from './reportRules.ts';

/** The permission module that makes a user an approver: the review key's `grant` in widget.json (index.ts grants it). */
export const REVIEW_MODULE = apiDeclarations().get('daily-report.review')!.grant!.module!;

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const DAILY_REPORT_MESSAGES = {
  notMember: {
    zh: '你不在任何单位的每日上报名单中，无需上报',
    en: 'You are on no unit’s daily report list, so you need not report',
    tw: '你不在任何單位的每日上報名單中，無需上報',
  },
  closed: {
    zh: `今日上报已于 ${DEADLINE} 截止，无法再提交或修改`,
    en: `Today’s reports closed at ${DEADLINE}; a report can no longer be sent or changed`,
    tw: `今日上報已於 ${DEADLINE} 截止，無法再提交或修改`,
  },
  notAdmin: {
    zh: '你不是该单位的管理员，无法查看或提醒',
    en: 'You are not an administrator of this unit, so you cannot see its reports or send reminders',
    tw: '你不是該單位的管理員，無法查看或提醒',
  },
  remindClosed: {
    zh: `今日上报已于 ${DEADLINE} 截止，无需再提醒`,
    en: `Today’s reports closed at ${DEADLINE}; there is no one left to remind`,
    tw: `今日上報已於 ${DEADLINE} 截止，無需再提醒`,
  },
  unitUnknown: { zh: '该单位不存在', en: 'This unit does not exist', tw: '該單位不存在' },
  alreadyAdmin: { zh: '你已是该单位的管理员，无需申请', en: 'You already manage this unit; there is no need to apply', tw: '你已是該單位的管理員，無需申請' },
  pendingExists: {
    zh: '你已申请管理该单位，请等待审核结果',
    en: 'You have already applied to manage this unit; wait for the review',
    tw: '你已申請管理該單位，請等待審核結果',
  },
  applicationMissing: { zh: '该申请不存在', en: 'This application does not exist', tw: '該申請不存在' },
  notPending: { zh: '该申请已审核，无法再次审核', en: 'This application has already been reviewed', tw: '該申請已審核，無法再次審核' },
  ownApplication: {
    zh: '不能审核自己提交的申请，将由其他审核人处理',
    en: 'You cannot review your own application: another approver will',
    tw: '不能審核自己提交的申請，將由其他審核人處理',
  },
  noteNeeded: { zh: '不同意时请填写审核意见', en: 'To refuse, write a review note', tw: '不同意時請填寫審核意見' },
} as const satisfies Record<string, LocalMessage>;

interface MemberRow {
  id: number;
  name: string;
  staff_number: string;
  unit_id: number;
  unit_name: string;
}

interface ReportRow {
  id: number;
  day: string;
  form_values: string;
  abnormal: number;
  submitted_at: number;
  updated_at: number;
}

interface ApplicationRow {
  id: number;
  unit_id: number;
  unit_name: string;
  applicant: string;
  reason: string;
  state: 'pending' | 'approved' | 'refused';
  created_at: number;
  reviewed_at: number | null;
  reviewer: string | null;
  note: string | null;
}

interface CountRow {
  day: string;
  filled: number;
  abnormal: number;
}

type Kind = 'college' | 'office';

const applicationOf = (row: ApplicationRow) => ({
  id: row.id,
  unitId: row.unit_id,
  unitName: row.unit_name,
  applicant: row.applicant,
  reason: row.reason,
  state: row.state,
  createdAt: row.created_at,
  reviewedAt: row.reviewed_at,
  reviewer: row.reviewer,
  note: row.note,
});

export function createDailyReportRoutes(services: SandboxServices) {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  routes.use(requireGrant(services));

  const memberOf = db.prepare<[string], MemberRow>(`
    SELECT m.id, m.name, m.staff_number, m.unit_id, u.name AS unit_name
    FROM daily_report_members m JOIN daily_report_units u ON u.id = m.unit_id WHERE m.username = ?`);
  const reportOf = db.prepare<[number, string], ReportRow>('SELECT * FROM daily_report_reports WHERE member_id = ? AND day = ?');
  const reportById = db.prepare<[number], ReportRow>('SELECT * FROM daily_report_reports WHERE id = ?');
  const historyOf = db.prepare<[number, string], ReportRow>('SELECT * FROM daily_report_reports WHERE member_id = ? AND day < ? ORDER BY day DESC LIMIT 30');
  const remindedAt = db.prepare<[number, string], { sent_at: number }>('SELECT sent_at FROM daily_report_reminders WHERE member_id = ? AND day = ?');
  // One row per member and day: a second report the same day replaces the values, keeping the id.
  const upsert = db.prepare<[number, string, string, number | null, number, number, number], { id: number }>(`
    INSERT INTO daily_report_reports (member_id, day, form_values, temperature, abnormal, submitted_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (member_id, day) DO UPDATE SET form_values = excluded.form_values, temperature = excluded.temperature,
      abnormal = excluded.abnormal, updated_at = excluded.updated_at
    RETURNING id`);

  const adminUnits = db.prepare<[string], { id: number; name: string }>(`
    SELECT u.id, u.name FROM daily_report_unit_admins a JOIN daily_report_units u ON u.id = a.unit_id WHERE a.username = ? ORDER BY u.sort`);
  const roster = db.prepare<
    [string, string, number],
    { id: number; name: string; staff_number: string; form_values: string | null; abnormal: number | null; sent_at: number | null }
  >(`
    SELECT m.id, m.name, m.staff_number, r.form_values, r.abnormal, rem.sent_at
    FROM daily_report_members m
    LEFT JOIN daily_report_reports r ON r.member_id = m.id AND r.day = ?
    LEFT JOIN daily_report_reminders rem ON rem.member_id = m.id AND rem.day = ?
    WHERE m.unit_id = ? ORDER BY m.id`);
  const membersOfUnit = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM daily_report_members WHERE unit_id = ?');
  const unitTrend = db.prepare<[number, string, string], CountRow>(`
    SELECT r.day, COUNT(*) AS filled, SUM(r.abnormal) AS abnormal
    FROM daily_report_reports r JOIN daily_report_members m ON m.id = r.member_id
    WHERE m.unit_id = ? AND r.day BETWEEN ? AND ? GROUP BY r.day`);
  const unfilledCount = db.prepare<[number, string], { n: number }>(`
    SELECT COUNT(*) AS n FROM daily_report_members m
    WHERE m.unit_id = ? AND NOT EXISTS (SELECT 1 FROM daily_report_reports r WHERE r.member_id = m.id AND r.day = ?)`);
  // One message per member and day: the unique (member_id, day) keeps a second press from sending again.
  const remindUnfilled = db.prepare<[string, string, number, number, string]>(`
    INSERT INTO daily_report_reminders (member_id, day, sent_by, sent_at)
    SELECT m.id, ?, ?, ? FROM daily_report_members m
    WHERE m.unit_id = ? AND NOT EXISTS (SELECT 1 FROM daily_report_reports r WHERE r.member_id = m.id AND r.day = ?)
    ON CONFLICT (member_id, day) DO NOTHING`);

  const allUnits = db.prepare<[string], { id: number; name: string; kind: Kind; admin: number }>(`
    SELECT u.id, u.name, u.kind, EXISTS (SELECT 1 FROM daily_report_unit_admins a WHERE a.unit_id = u.id AND a.username = ?) AS admin
    FROM daily_report_units u ORDER BY u.sort`);
  const unitById = db.prepare<[number], { id: number }>('SELECT id FROM daily_report_units WHERE id = ?');
  const isAdminOf = db.prepare<[number, string], { ok: number }>('SELECT 1 AS ok FROM daily_report_unit_admins WHERE unit_id = ? AND username = ?');
  const APPLICATION = `SELECT a.*, u.name AS unit_name FROM daily_report_applications a JOIN daily_report_units u ON u.id = a.unit_id`;
  const myApplications = db.prepare<[string], ApplicationRow>(`${APPLICATION} WHERE a.username = ? ORDER BY a.id DESC`);
  // A reviewer never sees their own application to decide: another approver does.
  const pendingApplications = db.prepare<[string], ApplicationRow>(`${APPLICATION} WHERE a.state = 'pending' AND a.username <> ? ORDER BY a.id`);
  const applicationById = db.prepare<[number], ApplicationRow & { username: string }>(`${APPLICATION} WHERE a.id = ?`);
  const insertApplication = db.prepare<[string, string, number, string, number]>(
    "INSERT INTO daily_report_applications (username, applicant, unit_id, reason, state, created_at) VALUES (?, ?, ?, ?, 'pending', ?)",
  );
  const decide = db.prepare<[string, number, string, string | null, number]>(
    "UPDATE daily_report_applications SET state = ?, reviewed_at = ?, reviewer = ?, note = ? WHERE id = ? AND state = 'pending'",
  );
  const grantAdmin = db.prepare<[number, string, number]>('INSERT OR IGNORE INTO daily_report_unit_admins (unit_id, username, granted_at) VALUES (?, ?, ?)');

  // Who reviews: what widget.json's `grant` of the review key says (requireGrant enforces it on the key).
  const reviewerGrant = apiDeclarations().get('daily-report.review')!.grant!;
  const isReviewer = (c: Context) => grantOfRequest(c, services, reviewerGrant) === 'open';

  routes.get('daily-report.today', (c, { ok }) => {
    const member = memberOf.get(c.get('user').username);
    const now = services.now();
    const day = dayOf(now);
    const open = beforeDeadline(DEADLINE, now);
    const row = member ? reportOf.get(member.id, day) : undefined;
    return ok({
      day,
      deadline: DEADLINE,
      open,
      member: member ? { name: member.name, staffNumber: member.staff_number, unitName: member.unit_name } : null,
      definition: REPORT_FORM,
      mine: row
        ? {
            id: row.id,
            values: JSON.parse(row.form_values) as Record<string, unknown>,
            abnormal: row.abnormal === 1,
            submittedAt: row.submitted_at,
            updatedAt: row.updated_at,
          }
        : null,
      history: member
        ? historyOf.all(member.id, day).map((past) => {
            const values = JSON.parse(past.form_values) as Record<string, unknown>;
            return {
              id: past.id,
              day: past.day,
              temperature: temperatureOf(values),
              abnormal: past.abnormal === 1,
              summary: summaryOf(values, readerLanguage(c)),
              submittedAt: past.submitted_at,
            };
          })
        : [],
      remindedAt: (member && !row && remindedAt.get(member.id, day)?.sent_at) || null,
    });
  });

  routes.post('daily-report.submit', (c, { input, ok }) => {
    const user = c.get('user');
    const member = memberOf.get(user.username);
    if (!member) return replyFail(c, SandboxErrorCode.forbidden, DAILY_REPORT_MESSAGES.notMember);
    const now = services.now();
    if (!beforeDeadline(DEADLINE, now)) return replyFail(c, SandboxErrorCode.badRequest, DAILY_REPORT_MESSAGES.closed);
    const day = dayOf(now);
    const at = epochSeconds(services);
    const accepted = acceptSubmission({
      db,
      username: user.username,
      formKey: `daily-report.${day}`,
      definition: REPORT_FORM,
      values: input.values,
      submissionId: input._submission,
      language: readerLanguage(c),
      at,
      save: (values) => upsert.get(member.id, day, JSON.stringify(values), temperatureOf(values), abnormalOf(REPORT_FORM, values) ? 1 : 0, at, at)!.id,
    });
    if (!accepted.ok) return c.json(accepted.answer);
    const row = reportById.get(accepted.recordId)!;
    return ok({ id: row.id, day: row.day, abnormal: row.abnormal === 1 });
  });

  routes.get('daily-report.statistics', (c, { input, ok }) => {
    const units = adminUnits.all(c.get('user').username);
    const unit = input.unitId === undefined ? units[0] : units.find((one) => one.id === input.unitId);
    if (input.unitId !== undefined && !unit) return replyFail(c, SandboxErrorCode.forbidden, DAILY_REPORT_MESSAGES.notAdmin);
    const day = dayOf(services.now());
    const data: DailyReportStatisticsData = { units, unit: unit ?? null, day, deadline: DEADLINE, members: [], trend: [] };
    if (!unit) return ok(data);
    data.members = roster.all(day, day, unit.id).map((row) => {
      const values = row.form_values === null ? undefined : (JSON.parse(row.form_values) as Record<string, unknown>);
      return {
        id: row.id,
        name: row.name,
        staffNumber: row.staff_number,
        filled: values !== undefined,
        temperature: values ? temperatureOf(values) : null,
        summary: values ? summaryOf(values, readerLanguage(c)) : null,
        abnormal: row.abnormal === 1,
        remindedAt: row.sent_at,
      };
    });
    const window = lastDays(day, input.days ?? 7);
    const counts = new Map(unitTrend.all(unit.id, window[0]!, day).map((row) => [row.day, row]));
    const members = membersOfUnit.get(unit.id)!.n;
    data.trend = window.map((one) => ({ day: one, members, filled: counts.get(one)?.filled ?? 0, abnormal: counts.get(one)?.abnormal ?? 0 }));
    return ok(data);
  });

  routes.post('daily-report.remind', (c, { input, ok }) => {
    const { unitId } = input;
    const username = c.get('user').username;
    if (!isAdminOf.get(unitId, username)) return replyFail(c, SandboxErrorCode.forbidden, DAILY_REPORT_MESSAGES.notAdmin);
    const now = services.now();
    if (!beforeDeadline(DEADLINE, now)) return replyFail(c, SandboxErrorCode.badRequest, DAILY_REPORT_MESSAGES.remindClosed);
    const day = dayOf(now);
    const reminded = db.transaction(() => {
      const unfilled = unfilledCount.get(unitId, day)!.n;
      const sent = remindUnfilled.run(day, username, epochSeconds(services), unitId, day).changes;
      return { sent, already: unfilled - sent };
    });
    return ok(reminded.immediate());
  });

  routes.get('daily-report.applications', (c, { ok }) => {
    const username = c.get('user').username;
    const reviewer = isReviewer(c);
    return ok({
      units: allUnits.all(username).map((unit) => ({ id: unit.id, name: unit.name, kind: unit.kind, admin: unit.admin === 1 })),
      mine: myApplications.all(username).map(applicationOf),
      reviewer,
      pending: reviewer ? pendingApplications.all(username).map(applicationOf) : [],
    });
  });

  routes.post('daily-report.apply', (c, { input, ok }) => {
    const { unitId } = input;
    if (!unitById.get(unitId)) return replyFail(c, SandboxErrorCode.notFound, DAILY_REPORT_MESSAGES.unitUnknown);
    const user = c.get('user');
    if (isAdminOf.get(unitId, user.username)) return replyFail(c, SandboxErrorCode.conflict, DAILY_REPORT_MESSAGES.alreadyAdmin);
    try {
      const id = Number(insertApplication.run(user.username, user.name, unitId, input.reason.trim(), epochSeconds(services)).lastInsertRowid);
      return ok({ id });
    } catch (error) {
      // The partial unique index: one pending application per user and unit, even for requests that race.
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return replyFail(c, SandboxErrorCode.conflict, DAILY_REPORT_MESSAGES.pendingExists);
      throw error;
    }
  });

  routes.post('daily-report.review', (c, { input, ok }) => {
    const { id, decision } = input;
    const note = (input.note ?? '').trim();
    if (decision === 'refuse' && note === '') return replyFail(c, SandboxErrorCode.badRequest, DAILY_REPORT_MESSAGES.noteNeeded);
    const application = applicationById.get(id);
    if (!application) return replyFail(c, SandboxErrorCode.notFound, DAILY_REPORT_MESSAGES.applicationMissing);
    // No one decides on what they applied for: an approver's own application waits for another approver.
    if (application.username === c.get('user').username) return replyFail(c, SandboxErrorCode.forbidden, DAILY_REPORT_MESSAGES.ownApplication);
    const state = decision === 'approve' ? 'approved' : 'refused';
    const at = epochSeconds(services);
    const decided = db
      .transaction(() => {
        // Only a pending application changes: two approvers pressing at once decide it once.
        if (decide.run(state, at, c.get('user').name, note || null, id).changes === 0) return false;
        if (state === 'approved') grantAdmin.run(application.unit_id, application.username, at);
        return true;
      })
      .immediate();
    if (!decided) return replyFail(c, SandboxErrorCode.conflict, DAILY_REPORT_MESSAGES.notPending);
    return ok({ id, state });
  });

  routes.get('daily-report.dashboard', (_c, { input, ok }) => {
    // The page always says which units it counts (its app's props): the contract refuses a call without them.
    const kinds = input.kinds.split(',').map((kind) => kind.trim() as Kind);
    const day = dayOf(services.now());
    const window = lastDays(day, input.days ?? 7);
    const marks = kinds.map(() => '?').join(', ');
    // Counted by the database in one pass each, so a report committed a moment ago is in (or not) whole.
    const units = db
      .prepare<unknown[], DailyReportDashboardData['units'][number]>(
        `SELECT u.id, u.name, u.kind, COUNT(m.id) AS members, COUNT(r.id) AS filled, COALESCE(SUM(r.abnormal), 0) AS abnormal
           FROM daily_report_units u
           LEFT JOIN daily_report_members m ON m.unit_id = u.id
           LEFT JOIN daily_report_reports r ON r.member_id = m.id AND r.day = ?
           WHERE u.kind IN (${marks}) GROUP BY u.id ORDER BY u.sort`,
      )
      .all(day, ...kinds);
    const counts = new Map(
      db
        .prepare<unknown[], CountRow>(
          `SELECT r.day, COUNT(*) AS filled, SUM(r.abnormal) AS abnormal
             FROM daily_report_reports r JOIN daily_report_members m ON m.id = r.member_id JOIN daily_report_units u ON u.id = m.unit_id
             WHERE u.kind IN (${marks}) AND r.day BETWEEN ? AND ? GROUP BY r.day`,
        )
        .all(...kinds, window[0], day)
        .map((row) => [row.day, row]),
    );
    const members = units.reduce((sum, unit) => sum + unit.members, 0);
    return ok({
      day,
      units,
      trend: window.map((one) => ({ day: one, members, filled: counts.get(one)?.filled ?? 0, abnormal: counts.get(one)?.abnormal ?? 0 })),
    });
  });

  return routes;
}
