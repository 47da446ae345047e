/**
 * The leave's endpoints (widgets/campus-leave): the forms (`campus-leave.form`), my leaves (`.mine`),
 * applying (`.apply`: checked against the form, one record per submission id, the times in order, no
 * overlap with an open leave; the approval chain chosen by length, leaveRules.ts), cancelling while
 * pending, reporting back (`.back`, 销假), extending (`.extend`, approved again on the whole leave's
 * length), and the approvers' queue and decisions (`.queue`, `.decide`: only the level whose turn it is,
 * only for students the approver looks after, once). Every call needs a login.
 */
import type { Context } from 'hono';
import {
  type LoggedInEnv,
  type CampusDirectory,
  replyFail,
  replyFieldProblem,
  SandboxErrorCode,
  type InThreeLanguages,
  type LocalMessage,
  type KeyedRoutes,
  epochSeconds,
  readerLanguage,
  regionName,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import { callerOf, isStaff, looksAfter, type Caller } from './leaveAccess.ts';
import { LEAVE_FORM, RETURN_FORM } from './leaveForms.ts';
import { APPROVAL_RULES, daysBetween, dayStart, dayText, levelsFor, MAX_LEAVE_DAYS, stampOf, type Level } from './leaveRules.ts';
import { studentForms, SubmissionConflict } from './leaveSubmissions.ts';
import { createLeaveReader, LEAVE_SELECT, LEVEL_NAMES, openLevels, type LeaveRow } from './leaveStore.ts';

/** The approval levels as a refusal names them (LEVEL_NAMES, the zh the answers' data carry, stays the zh). */
const LEVEL_WORDS: Record<Level, InThreeLanguages> = {
  instructor: { zh: LEVEL_NAMES.instructor, en: 'the counsellor', tw: '輔導員' },
  leader: { zh: LEVEL_NAMES.leader, en: 'the college leader', tw: '學院領導' },
  manager: { zh: LEVEL_NAMES.manager, en: 'the student affairs office', tw: '學務處' },
};

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const LEAVE_MESSAGES = {
  notStudent: {
    zh: '只有在校学生可以申请离校或登记返校',
    en: 'Only enrolled students can apply for leave or register a return',
    tw: '只有在校學生可以申請離校或登記返校',
  },
  notStaff: {
    zh: '只有辅导员、学院领导和学工部可以审批或查看离校统计',
    en: 'Only counsellors, college leaders and the student affairs office can approve leaves or see their statistics',
    tw: '只有輔導員、學院領導和學務處可以審批或查看離校統計',
  },
  notFound: { zh: '该离校申请不存在或不是你的', en: 'This leave does not exist or is not yours', tw: '該離校申請不存在或不是你的' },
  endBeforeStart: { zh: '返校时间应晚于离校时间', en: 'The return must come after the departure', tw: '返校時間應晚於離校時間' },
  startPast: { zh: '离校时间不能早于今天', en: 'The departure cannot be before today', tw: '離校時間不能早於今天' },
  tooLong: {
    zh: `离校时间最长 ${MAX_LEAVE_DAYS} 天，更长请办理休学手续`,
    en: `A leave can last at most ${MAX_LEAVE_DAYS} days; for longer, apply to suspend your studies`,
    tw: `離校時間最長 ${MAX_LEAVE_DAYS} 天，更長請辦理休學手續`,
  },
  overlap: {
    zh: '该时间段内你已有未结束的离校申请，请先销假或撤销',
    en: 'You already have an open leave in this period; report back from it or cancel it first',
    tw: '該時段內你已有未結束的離校申請，請先銷假或撤銷',
  },
  notPending: { zh: '只有审批中的申请可以撤销', en: 'Only a leave still being approved can be cancelled', tw: '只有審批中的申請可以撤銷' },
  notAway: { zh: '只有已离校的假期可以销假', en: 'You can only report back from a leave you are on', tw: '只有已離校的假期可以銷假' },
  notExtendable: {
    zh: '只有已批准、尚未销假的假期可以申请延期',
    en: 'Only an approved leave you have not reported back from can be extended',
    tw: '只有已核准、尚未銷假的假期可以申請延期',
  },
  extensionOpen: {
    zh: '延期申请正在审批中，请等待审批结果',
    en: 'Your extension is being approved; wait for the decision',
    tw: '延期申請正在審批中，請等待審批結果',
  },
  badEnd: {
    zh: '延期后的返校时间应为 YYYY-MM-DD HH:mm 格式，并晚于原定返校时间',
    en: 'The new return time must be written YYYY-MM-DD HH:mm and come after the planned return',
    tw: '延期後的返校時間應為 YYYY-MM-DD HH:mm 格式，並晚於原定返校時間',
  },
  noteNeeded: { zh: '不同意时请填写理由', en: 'To refuse, give the reason', tw: '不同意時請填寫理由' },
  notInChain: { zh: '你不在该申请的审批流程中', en: 'You are not among the approvers of this leave', tw: '你不在該申請的審批流程中' },
  closed: { zh: '该申请已审批完毕', en: 'This leave has already been decided', tw: '該申請已審批完畢' },
  decided: { zh: '你已审批过该申请', en: 'You have already decided on this leave', tw: '你已審批過該申請' },
  notYourTurn: (level: Level): InThreeLanguages => ({
    zh: `请等待${LEVEL_WORDS[level].zh}审批后再处理`,
    en: `Wait until ${LEVEL_WORDS[level].en} has decided`,
    tw: `請等待${LEVEL_WORDS[level].tw}審批後再處理`,
  }),
} as const satisfies Record<string, LocalMessage | ((level: Level) => InThreeLanguages)>;

export interface LeaveContext {
  services: SandboxServices;
  campus: CampusDirectory;
}

type Routes = KeyedRoutes<LoggedInEnv>;

export function addLeaveRoutes(routes: Routes, context: LeaveContext) {
  const { services, campus } = context;
  const { db } = services;
  const acceptStudentForm = studentForms(context, LEAVE_MESSAGES.notStudent);
  const reader = createLeaveReader(db, services.now);
  const seconds = () => epochSeconds(services);
  const mine = db.prepare<[number], LeaveRow>(`${LEAVE_SELECT} WHERE l.student_id = ? ORDER BY l.start_at DESC, l.id DESC`);
  const byId = db.prepare<[number], LeaveRow>(`${LEAVE_SELECT} WHERE l.id = ?`);
  const overlapping = db.prepare<[number, number, number], { id: number }>(
    "SELECT id FROM campus_leaves WHERE student_id = ? AND state IN ('pending', 'approved') AND start_at < ? AND end_at > ? LIMIT 1",
  );
  const insert = db.prepare(`
    INSERT INTO campus_leaves (student_id, start_at, end_at, destination, reason_type, reason, phone, emergency, transport, transport_no, form_values, state, levels, step, submitted_at)
    VALUES (@student, @start, @end, @destination, @reasonType, @reason, @phone, @emergency, @transport, @transportNo, @values, 'pending', @levels, 0, @submitted)`);
  const recordDecision = db.prepare(
    'INSERT INTO campus_leave_decisions (leave_id, round, level, decided_by, decider_name, decision, note, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const closeReturns = db.prepare('UPDATE campus_leave_returns SET arrived_at = ?, arrived_by = ? WHERE student_id = ? AND arrived_at IS NULL');

  const callerOfRequest = (c: Context<LoggedInEnv>): Caller => callerOf(campus, c.get('user').username);

  /** The caller's own leave of that id, or the refusal. */
  function ownLeave(c: Context<LoggedInEnv>, id: number): { ok: true; row: LeaveRow } | { ok: false; reply: Response } {
    const caller = callerOfRequest(c);
    const row = byId.get(id);
    if (!row || caller.role !== 'student' || row.student_id !== caller.place.student.id)
      return { ok: false, reply: replyFail(c, SandboxErrorCode.notFound, LEAVE_MESSAGES.notFound) };
    return { ok: true, row };
  }

  /** The leave as it now is: what cancel, back, extend and decide answer. */
  const leaveNow = (c: Context<LoggedInEnv>, id: number) => reader.leaveOf(byId.get(id)!, readerLanguage(c));

  routes.get('campus-leave.form', (c, { input, ok }) => ok({ definition: input.kind === 'return' ? RETURN_FORM : LEAVE_FORM }));

  routes.get('campus-leave.mine', (c, { ok }) => {
    const caller = callerOfRequest(c);
    const list = caller.role === 'student' ? mine.all(caller.place.student.id).map((row) => reader.leaveOf(row, readerLanguage(c))) : [];
    const rules = APPROVAL_RULES.map((rule) => ({ ...(rule.maxDays ? { maxDays: rule.maxDays } : {}), levels: [...rule.levels] }));
    return ok({ role: caller.role, rules, list });
  });

  routes.post('campus-leave.apply', (c, { input, ok }) => {
    const accepted = acceptStudentForm(c, input, {
      formKey: 'campus-leave',
      definition: LEAVE_FORM,
      check: (c, values, now) => {
        const start = stampOf(values.start);
        const end = stampOf(values.end);
        if (start === undefined || end === undefined) return undefined;
        if (start < dayStart(dayText(now))) return replyFieldProblem(c, LEAVE_MESSAGES.startPast, 'start', 'badDate');
        if (end <= start) return replyFieldProblem(c, LEAVE_MESSAGES.endBeforeStart, 'end', 'badDate');
        if (daysBetween(start, end) > MAX_LEAVE_DAYS) return replyFieldProblem(c, LEAVE_MESSAGES.tooLong, 'end', 'aboveMax', { max: MAX_LEAVE_DAYS });
        return undefined;
      },
      save: (values, studentId, now) => {
        const from = stampOf(values.start)!;
        const to = stampOf(values.end)!;
        if (overlapping.get(studentId, to, from)) throw new SubmissionConflict(LEAVE_MESSAGES.overlap);
        return Number(
          insert.run({
            student: studentId,
            start: from,
            end: to,
            destination: regionName(values.destination),
            reasonType: String(values.reasonType),
            reason: String(values.reason),
            phone: String(values.phone),
            emergency: `${String(values.emergencyName)} ${String(values.emergencyPhone)}`,
            transport: String(values.transport),
            transportNo: values.transportNo ? String(values.transportNo).toUpperCase() : null,
            values: JSON.stringify(values),
            levels: JSON.stringify(levelsFor(daysBetween(from, to))),
            submitted: now,
          }).lastInsertRowid,
        );
      },
    });
    return accepted.ok ? ok({ id: accepted.id }) : accepted.reply;
  });

  routes.post('campus-leave.cancel', (c, { input, ok }) => {
    const found = ownLeave(c, input.id);
    if (!found.ok) return found.reply;
    if (found.row.state !== 'pending') return replyFail(c, SandboxErrorCode.conflict, LEAVE_MESSAGES.notPending);
    db.prepare("UPDATE campus_leaves SET state = 'cancelled' WHERE id = ? AND state = 'pending'").run(found.row.id);
    return ok(leaveNow(c, found.row.id));
  });

  routes.post('campus-leave.back', (c, { input, ok }) => {
    const found = ownLeave(c, input.id);
    if (!found.ok) return found.reply;
    const state = reader.stateOf(found.row);
    if (state !== 'out' && state !== 'overdue') return replyFail(c, SandboxErrorCode.conflict, LEAVE_MESSAGES.notAway);
    const now = seconds();
    db.transaction(() => {
      // Back is back: an extension still under approval has nothing left to extend.
      db.prepare("UPDATE campus_leaves SET state = 'back', back_at = ?, ext_end_at = NULL, ext_reason = NULL WHERE id = ?").run(now, found.row.id);
      closeReturns.run(now, found.row.student_name, found.row.student_id);
    }).immediate();
    return ok(leaveNow(c, found.row.id));
  });

  routes.post('campus-leave.extend', (c, { input, ok }) => {
    const found = ownLeave(c, input.id);
    if (!found.ok) return found.reply;
    const { row } = found;
    if (row.state !== 'approved' || reader.stateOf(row) === 'approved') return replyFail(c, SandboxErrorCode.conflict, LEAVE_MESSAGES.notExtendable);
    if (row.ext_end_at !== null) return replyFail(c, SandboxErrorCode.conflict, LEAVE_MESSAGES.extensionOpen);
    const end = stampOf(input.end);
    if (end === undefined || end <= row.end_at) return replyFail(c, SandboxErrorCode.badRequest, LEAVE_MESSAGES.badEnd);
    if (daysBetween(row.start_at, end) > MAX_LEAVE_DAYS) return replyFail(c, SandboxErrorCode.badRequest, LEAVE_MESSAGES.tooLong);
    db.prepare('UPDATE campus_leaves SET round = round + 1, levels = ?, step = 0, ext_end_at = ?, ext_reason = ? WHERE id = ?').run(
      JSON.stringify(levelsFor(daysBetween(row.start_at, end))),
      end,
      input.reason.trim(),
      row.id,
    );
    return ok(leaveNow(c, row.id));
  });

  routes.get('campus-leave.queue', (c, { ok }) => {
    const caller = callerOfRequest(c);
    // Past the grant (the app's approve module) without a place in the campus directory: nobody's leaves wait for them.
    if (!isStaff(caller)) return ok({ list: [] });
    const rows = db
      .prepare<Array<string | number>, LeaveRow>(
        `${LEAVE_SELECT} WHERE (l.state = 'pending' OR (l.state = 'approved' AND l.ext_end_at IS NOT NULL))
          AND json_extract(l.levels, '$[' || l.step || ']') = ? AND ${caller.scope.sql} ORDER BY l.submitted_at, l.id`,
      )
      .all(caller.role, ...caller.scope.params);
    return ok({ level: caller.role, list: rows.map((row) => reader.leaveOf(row, readerLanguage(c))) });
  });

  routes.post('campus-leave.decide', (c, { input, ok }) => {
    const caller = callerOfRequest(c);
    if (!isStaff(caller)) return replyFail(c, SandboxErrorCode.forbidden, LEAVE_MESSAGES.notStaff);
    const { id, decision } = input;
    const note = (input.note ?? '').trim();
    if (decision === 'refuse' && note === '') return replyFail(c, SandboxErrorCode.badRequest, LEAVE_MESSAGES.noteNeeded);
    const row = byId.get(id);
    if (!row || !looksAfter(caller, row)) return replyFail(c, SandboxErrorCode.forbidden, LEAVE_MESSAGES.notInChain);
    const levels = openLevels(row);
    const mine = JSON.parse(row.levels) as string[];
    const index = mine.indexOf(caller.role);
    if (index < 0) return replyFail(c, SandboxErrorCode.forbidden, LEAVE_MESSAGES.notInChain);
    if (!levels) return replyFail(c, SandboxErrorCode.conflict, LEAVE_MESSAGES.closed);
    if (index < row.step) return replyFail(c, SandboxErrorCode.conflict, LEAVE_MESSAGES.decided);
    if (index > row.step) return replyFail(c, SandboxErrorCode.conflict, LEAVE_MESSAGES.notYourTurn(levels[row.step]!));
    const now = seconds();
    const last = index === levels.length - 1;
    const extension = row.ext_end_at !== null;
    db.transaction(() => {
      recordDecision.run(
        id,
        row.round,
        caller.role,
        c.get('user').username,
        caller.staff.name,
        decision === 'approve' ? 'approved' : 'refused',
        note || null,
        now,
      );
      if (decision === 'refuse') {
        // A refused extension leaves the approved leave as it was; a refused application ends it.
        if (extension) db.prepare('UPDATE campus_leaves SET step = ?, ext_end_at = NULL, ext_reason = NULL WHERE id = ?').run(levels.length, id);
        else db.prepare("UPDATE campus_leaves SET state = 'refused' WHERE id = ?").run(id);
      } else if (!last) db.prepare('UPDATE campus_leaves SET step = step + 1 WHERE id = ?').run(id);
      else if (extension)
        db.prepare('UPDATE campus_leaves SET step = step + 1, end_at = ext_end_at, extended = 1, ext_end_at = NULL, ext_reason = NULL WHERE id = ?').run(id);
      else db.prepare("UPDATE campus_leaves SET step = step + 1, state = 'approved' WHERE id = ?").run(id);
    }).immediate();
    return ok(leaveNow(c, id));
  });
}
