/**
 * Freshman arrival's endpoints: a freshman's registration (`freshman-arrival.mine`, `.submit`: checked
 * against the form, the day inside the welcome week and not past, the companions as many as said; one
 * registration per freshman, changed until the arrival day) and the staff's view (`.stats`, `.list`,
 * `.confirm`) over the freshmen they look after: an instructor's classes, a leader's college, the whole
 * school for the student affairs office. Each key answers only users who may open a page of its view.
 */
import type { FreshmanArrivalListData, FreshmanArrivalStatsData } from '../generated/types.ts';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  createCampusDirectory,
  readerLanguage,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  acceptSubmission,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  replyFieldProblem,
  isDate,
  type ResolvedApp,
  pageWindow,
} from '../../../sandbox/kit.ts';
import { arrivalForm, STATIONS, TRANSPORTS, type Station } from './arrivalForm.ts';
import { addDays, chinaDay, receptionFor } from './arrivalRules.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const ARRIVAL_MESSAGES = {
  forbidden: { zh: '你没有使用迎新功能的权限', en: 'You do not have access to freshman arrival', tw: '你沒有使用迎新功能的權限' },
  notFreshman: {
    zh: '你不在本年度新生名单中，无需填写报到登记',
    en: 'You are not on this year’s list of new students, so you do not need to register your arrival',
    tw: '你不在本年度新生名單中，無需填寫報到登記',
  },
  locked: {
    zh: '已到报到当天或已完成报到，登记信息不能再修改，如有变化请联系辅导员',
    en: 'It is your arrival day or you have already arrived, so the registration can no longer be changed. If anything changes, contact your counselor',
    tw: '已到報到當天或已完成報到，登記資訊不能再修改，如有變動請聯絡輔導員',
  },
  outsideWeek: (from: string, to: string): InThreeLanguages => ({
    zh: `到校日期应在迎新时间 ${from} 至 ${to} 之间`,
    en: `The arrival date must be within the welcome week, ${from} to ${to}`,
    tw: `到校日期應在迎新期間 ${from} 至 ${to} 之間`,
  }),
  pastDay: { zh: '到校日期不能早于今天', en: 'The arrival date cannot be before today', tw: '到校日期不能早於今天' },
  companions: (count: number): InThreeLanguages => ({
    zh: `陪同人员信息应填写 ${count} 人，与陪同人数一致`,
    en: `Fill in details for ${count} ${count === 1 ? 'companion' : 'companions'}, matching the number of companions`,
    tw: `陪同人員資料應填寫 ${count} 人，與陪同人數一致`,
  }),
  badDay: {
    zh: '参数 day 无效：应为迎新期间的日期（YYYY-MM-DD）',
    en: 'Parameter day is invalid: it should be a date in the welcome week (YYYY-MM-DD)',
    tw: '參數 day 無效：應為迎新期間的日期（YYYY-MM-DD）',
  },
  notYourFreshman: {
    zh: '该新生不存在或不在你负责的范围内',
    en: 'This new student does not exist or is not in your care',
    tw: '該新生不存在或不在你負責的範圍內',
  },
} as const;

interface FreshmanRow {
  student_number: string;
  username: string | null;
  name: string;
  class_name: string;
  college_id: number;
  college_name: string;
  arrived_at: number | null;
}

interface RegistrationRow {
  id: number;
  student_number: string;
  form_values: string;
  arrival_date: string;
  arrival_time: string;
  transport: (typeof TRANSPORTS)[number];
  station: Station;
  companions: number;
  dormitory: number;
  submitted_at: number;
  updated_at: number;
}

/** The app's view as its manifest sets it (registration by default). */
const viewOf = (app: ResolvedApp | undefined) => ((app?.props as { view?: string } | undefined)?.view === 'statistics' ? 'statistics' : 'registration');
const onView = (view: 'registration' | 'statistics') => (app: ResolvedApp | undefined) => app !== undefined && viewOf(app) === view;

export function createArrivalRoutes(services: SandboxServices) {
  const { db } = services;
  const campus = createCampusDirectory(db);
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  const freshmanOnly = requireGrant(services, { apps: onView('registration'), message: ARRIVAL_MESSAGES.forbidden });
  const staffOnly = requireGrant(services, { apps: onView('statistics'), message: ARRIVAL_MESSAGES.forbidden });

  const week = () => db.prepare<[], { first_day: string; last_day: string }>('SELECT first_day, last_day FROM freshman_arrival_week WHERE id = 1').get()!;
  const FRESHMAN = `SELECT r.student_number, r.username, r.name, r.class_name, r.college_id, c.name AS college_name, r.arrived_at
    FROM freshman_arrival_roster r JOIN campus_colleges c ON c.id = r.college_id`;
  const freshmanOf = db.prepare<[string], FreshmanRow>(`${FRESHMAN} WHERE r.username = ?`);
  const registrationOf = db.prepare<[string], RegistrationRow>('SELECT * FROM freshman_arrival_registrations WHERE student_number = ?');
  const insert = db.prepare<[string, string, string, string, string, string, number, number, number, number]>(`
    INSERT INTO freshman_arrival_registrations (student_number, form_values, arrival_date, arrival_time, transport, station, companions, dormitory, submitted_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const update = db.prepare<[string, string, string, string, string, number, number, number, number]>(`
    UPDATE freshman_arrival_registrations SET form_values = ?, arrival_date = ?, arrival_time = ?, transport = ?, station = ?, companions = ?, dormitory = ?, updated_at = ?
    WHERE id = ?`);

  const today = () => chinaDay(services.now());
  const weekOf = () => {
    const row = week();
    return { from: row.first_day, to: row.last_day };
  };

  /** The roster rows a member of staff looks after, as SQL over `r` (the roster); the administrator sees the school's. */
  function scopeOf({ username, role }: { username: string; role: string }): { where: string; params: Array<string | number> } {
    const member = campus.staffMember(username);
    if (member?.duty === 'manager' || role === 'admin') return { where: '1 = 1', params: [] };
    if (member?.duty === 'leader') {
      const ids = campus.collegesOfLeader(username).map((college) => college.id);
      return ids.length ? { where: `r.college_id IN (${ids.map(() => '?').join(', ')})`, params: ids } : { where: '0', params: [] };
    }
    if (member?.duty === 'instructor') return { where: 'r.instructor = ?', params: [username] };
    return { where: '0', params: [] };
  }

  routes.get('freshman-arrival.mine', freshmanOnly, (c, { ok }) => {
    const range = weekOf();
    const freshman = freshmanOf.get(c.get('user').username);
    if (!freshman) return ok({ onRoster: false, week: range, today: today() });
    const registration = registrationOf.get(freshman.student_number);
    return ok({
      onRoster: true,
      week: range,
      today: today(),
      freshman: { studentNumber: freshman.student_number, name: freshman.name, className: freshman.class_name, collegeName: freshman.college_name },
      definition: arrivalForm(range),
      ...(registration
        ? {
            registration: {
              id: registration.id,
              values: JSON.parse(registration.form_values) as Record<string, unknown>,
              arrivalDate: registration.arrival_date,
              arrivalTime: registration.arrival_time,
              reception: receptionFor(registration.station, registration.arrival_time),
              submittedAt: registration.submitted_at,
              updatedAt: registration.updated_at,
              editable: freshman.arrived_at === null && today() < registration.arrival_date,
              arrived: freshman.arrived_at !== null,
              ...(freshman.arrived_at === null ? {} : { arrivedAt: freshman.arrived_at }),
            },
          }
        : {}),
    });
  });

  routes.post('freshman-arrival.submit', freshmanOnly, (c, { input, ok }) => {
    const freshman = freshmanOf.get(c.get('user').username);
    if (!freshman) return replyFail(c, SandboxErrorCode.forbidden, ARRIVAL_MESSAGES.notFreshman);
    const range = weekOf();
    const definition = arrivalForm(range);
    const earlier = registrationOf.get(freshman.student_number);
    const locked = () => freshman.arrived_at !== null || (earlier !== undefined && today() >= earlier.arrival_date);
    // What the form's rules cannot say: the day inside the week and not past; as many companions as said.
    const { arrivalDate, companionCount, companions } = input.values;
    if (typeof arrivalDate === 'string' && isDate(arrivalDate)) {
      if (arrivalDate < range.from || arrivalDate > range.to)
        return replyFieldProblem(c, ARRIVAL_MESSAGES.outsideWeek(range.from, range.to), 'arrivalDate', 'badDate');
      if (arrivalDate < today()) return replyFieldProblem(c, ARRIVAL_MESSAGES.pastDay, 'arrivalDate', 'badDate');
    }
    if (typeof companionCount === 'number' && companionCount > 0 && Array.isArray(companions) && companions.length !== companionCount) {
      const code = companions.length < companionCount ? 'tooFewItems' : 'tooManyItems';
      return replyFieldProblem(c, ARRIVAL_MESSAGES.companions(companionCount), 'companions', code, { count: companionCount });
    }
    try {
      const accepted = acceptSubmission({
        db,
        username: c.get('user').username,
        formKey: 'freshman-arrival',
        definition,
        values: input.values,
        submissionId: input._submission,
        language: readerLanguage(c),
        save: (values) => {
          const now = epochSeconds(services);
          const columns = [
            JSON.stringify(values),
            String(values.arrivalDate),
            String(values.arrivalTime),
            String(values.transport),
            String(values.station),
            Number(values.companionCount ?? 0),
            values.dormitory === 'yes' ? 1 : 0,
          ] as const;
          const current = registrationOf.get(freshman.student_number);
          if (!current) return Number(insert.run(freshman.student_number, ...columns, now, now).lastInsertRowid);
          if (locked()) throw new Locked();
          update.run(...columns, now, current.id);
          return current.id;
        },
      });
      return accepted.ok ? ok({ id: accepted.recordId }) : c.json(accepted.answer);
    } catch (error) {
      if (error instanceof Locked) return replyFail(c, SandboxErrorCode.conflict, ARRIVAL_MESSAGES.locked);
      throw error;
    }
  });

  routes.get('freshman-arrival.stats', staffOnly, (c, { ok }) => {
    const { where, params } = scopeOf(c.get('user'));
    const range = weekOf();
    const colleges = db
      .prepare<Array<string | number>, { id: number; name: string; expected: number; registered: number; arrived: number }>(
        `SELECT c.id, c.name, COUNT(*) AS expected, COUNT(g.id) AS registered, COUNT(r.arrived_at) AS arrived
         FROM freshman_arrival_roster r JOIN campus_colleges c ON c.id = r.college_id
         LEFT JOIN freshman_arrival_registrations g ON g.student_number = r.student_number
         WHERE ${where} GROUP BY c.id ORDER BY c.id`,
      )
      .all(...params);
    const byDay = new Map(
      db
        .prepare<Array<string | number>, { day: string; expected: number; arrived: number }>(
          `SELECT g.arrival_date AS day, COUNT(*) AS expected, COUNT(r.arrived_at) AS arrived
           FROM freshman_arrival_registrations g JOIN freshman_arrival_roster r ON r.student_number = g.student_number
           WHERE ${where} GROUP BY g.arrival_date`,
        )
        .all(...params)
        .map((row) => [row.day, row]),
    );
    const byTransport = new Map(
      db
        .prepare<Array<string | number>, { transport: string; count: number }>(
          `SELECT g.transport, COUNT(*) AS count
           FROM freshman_arrival_registrations g JOIN freshman_arrival_roster r ON r.student_number = g.student_number
           WHERE ${where} GROUP BY g.transport`,
        )
        .all(...params)
        .map((row) => [row.transport, row.count]),
    );
    const days: FreshmanArrivalStatsData['days'] = [];
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
      days.push({ day, expected: byDay.get(day)?.expected ?? 0, arrived: byDay.get(day)?.arrived ?? 0 });
    }
    const sum = (key: 'expected' | 'registered' | 'arrived') => colleges.reduce((total, college) => total + college[key], 0);
    return ok({
      week: range,
      today: today(),
      total: { expected: sum('expected'), registered: sum('registered'), arrived: sum('arrived') },
      colleges,
      days,
      transports: TRANSPORTS.map((transport) => ({ transport, count: byTransport.get(transport) ?? 0 })),
    });
  });

  routes.get('freshman-arrival.list', staffOnly, (c, { input, ok }) => {
    const { day, state } = input;
    const { size, offset } = pageWindow(input, 20);
    const range = weekOf();
    if (day !== undefined && (day < range.from || day > range.to)) return replyFail(c, SandboxErrorCode.badRequest, ARRIVAL_MESSAGES.badDay);
    const scope = scopeOf(c.get('user'));
    const filters = [scope.where];
    const params: Array<string | number> = [...scope.params];
    if (day !== undefined) {
      filters.push('g.arrival_date = ?');
      params.push(day);
    }
    if (state === 'unregistered') filters.push('g.id IS NULL AND r.arrived_at IS NULL');
    if (state === 'registered') filters.push('g.id IS NOT NULL AND r.arrived_at IS NULL');
    if (state === 'arrived') filters.push('r.arrived_at IS NOT NULL');
    const from = `FROM freshman_arrival_roster r JOIN campus_colleges c ON c.id = r.college_id
      LEFT JOIN freshman_arrival_registrations g ON g.student_number = r.student_number WHERE ${filters.join(' AND ')}`;
    const total = db.prepare<Array<string | number>, { total: number }>(`SELECT COUNT(*) AS total ${from}`).get(...params)!.total;
    const rows = db
      .prepare<Array<string | number>, FreshmanRow & Partial<RegistrationRow>>(
        `SELECT r.student_number, r.name, r.class_name, c.name AS college_name, r.arrived_at,
           g.id, g.arrival_date, g.arrival_time, g.transport, g.station, g.companions, g.dormitory
         ${from} ORDER BY r.student_number LIMIT ? OFFSET ?`,
      )
      .all(...params, size, offset);
    const list: FreshmanArrivalListData['list'] = rows.map((row) => ({
      studentNumber: row.student_number,
      name: row.name,
      className: row.class_name,
      collegeName: row.college_name,
      state: row.arrived_at !== null ? 'arrived' : row.id ? 'registered' : 'unregistered',
      ...(row.id
        ? {
            arrivalDate: row.arrival_date!,
            arrivalTime: row.arrival_time!,
            transport: row.transport!,
            station: STATIONS[row.station!][readerLanguage(c)],
            companions: row.companions!,
            dormitory: row.dormitory === 1,
          }
        : {}),
      ...(row.arrived_at !== null ? { arrivedAt: row.arrived_at } : {}),
    }));
    return ok({ total, list });
  });

  routes.post('freshman-arrival.confirm', staffOnly, (c, { input, ok }) => {
    const studentNumber = input.studentNumber.trim();
    const username = c.get('user').username;
    const { where, params } = scopeOf(c.get('user'));
    const confirm = db.transaction(() => {
      const row = db
        .prepare<Array<string | number>, { arrived_at: number | null }>(
          `SELECT r.arrived_at FROM freshman_arrival_roster r WHERE r.student_number = ? AND ${where}`,
        )
        .get(studentNumber, ...params);
      if (!row) return undefined;
      if (row.arrived_at !== null) return { arrivedAt: row.arrived_at, repeated: true };
      const at = epochSeconds(services);
      db.prepare('UPDATE freshman_arrival_roster SET arrived_at = ?, confirmed_by = ? WHERE student_number = ?').run(at, username, studentNumber);
      return { arrivedAt: at, repeated: false };
    });
    const done = confirm.immediate();
    if (!done) return replyFail(c, SandboxErrorCode.notFound, ARRIVAL_MESSAGES.notYourFreshman);
    return ok({ studentNumber, ...done });
  });

  return routes;
}

/** Thrown inside the submission's transaction: the registration may no longer change; nothing is kept. */
class Locked extends Error {}
