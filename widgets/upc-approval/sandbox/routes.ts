/**
 * The approvals endpoints (widgets/upc-approval). Applicants: the types and my applications
 * (`upc-approval.mine`), a type's form (`.form`), applying (`.submit`: checked against the type's form, one
 * record per submission id, the chain drawn from the answers), one application (`.detail`: its applicant,
 * a decider of its chain or the administrator), withdrawing before the first decision (`.withdraw`) and
 * resubmitting once returned (`.resubmit`: the same application, a new round, the history kept).
 * Deciders (module `review`): what waits for me and what I decided (`.inbox`), a decision (`.decide`):
 * only the level's own decider, only while the application waits at that level, once; a rejection ends
 * it, a return sends it back to the applicant; every step is kept with who, when and the comment.
 */
import type { Context } from 'hono';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type LocalMessage,
  acceptSubmission,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  type FormDefinition,
  type FormValues,
  readerLanguage,
} from '../../../sandbox/kit.ts';
import type { UpcApprovalDetailData, UpcApprovalInboxData, UpcApprovalMineData, UpcApprovalDecideData, UpcApprovalDecideBody } from '../generated/types.ts';
import { chainOf, deciderFor, deciderNames, type ChainLevel } from './approvalChain.ts';
import type { LevelDefinition, LocalText } from './approvalTypes.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const APPROVAL_MESSAGES = {
  forbidden: { zh: '审批中心仅对教职工开放', en: 'Approvals are open to staff only', tw: '審批中心僅對教職工開放' },
  reviewOnly: { zh: '你不是审批人，不能办理审批', en: 'You are not an approver, so you cannot decide approvals', tw: '你不是審批人，不能辦理審批' },
  noType: { zh: '没有这种审批类型', en: 'There is no such approval type', tw: '沒有這種審批類型' },
  notFound: {
    zh: '该申请不存在或你无权查看',
    en: 'This application does not exist or you may not view it',
    tw: '該申請不存在或你無權查看',
  },
  notDecider: { zh: '你不是该级审批人，不能办理', en: 'You are not the approver of this level, so you cannot decide it', tw: '你不是該級審批人，不能辦理' },
  ownApplication: { zh: '不能审批自己提交的申请', en: 'You cannot decide on your own application', tw: '不能審批自己提交的申請' },
  notYet: { zh: '申请尚未流转到该审批环节', en: 'The application has not reached this approval step yet', tw: '申請尚未流轉到該審批環節' },
  decided: { zh: '该级审批已办理，不能重复审批', en: 'This level has already been decided and cannot be decided again', tw: '該級審批已辦理，不能重複審批' },
  closed: { zh: '该申请已办结，不能再审批', en: 'This application is closed and can no longer be decided', tw: '該申請已辦結，不能再審批' },
  returned: {
    zh: '该申请已退回申请人修改，待重新提交后再审批',
    en: 'This application was returned to the applicant for changes: it can be decided once resubmitted',
    tw: '該申請已退回申請人修改，待重新提交後再審批',
  },
  badAction: { zh: '该审批环节不能这样办理', en: 'This approval step cannot be decided this way', tw: '該審批環節不能這樣辦理' },
  commentNeeded: {
    zh: '退回或不同意时请填写审批意见（至少 2 个字）',
    en: 'Enter a comment when returning or rejecting (at least 2 characters)',
    tw: '退回或不同意時請填寫審批意見（至少 2 個字）',
  },
  cannotWithdraw: { zh: '已有审批意见，不能撤回', en: 'It has already been decided on, so it cannot be withdrawn', tw: '已有審批意見，不能撤回' },
  notReturned: {
    zh: '只有被退回的申请才能修改后重新提交',
    en: 'Only a returned application can be changed and resubmitted',
    tw: '只有被退回的申請才能修改後重新提交',
  },
} as const satisfies Record<string, LocalMessage>;

type State = UpcApprovalMineData['list'][number]['state'];
type Action = UpcApprovalDetailData['history'][number]['action'];
type Decision = UpcApprovalDecideBody['action'];

interface TypeRow {
  id: string;
  page: string;
  name: string;
  summary: string;
  title_field: string;
  form: string;
  chain: string;
}

interface ApplicationRow {
  id: number;
  type_id: string;
  username: string;
  applicant_name: string;
  title: string;
  form_values: string;
  chain: string;
  round: number;
  level: number;
  state: State;
  submitted_at: number;
  updated_at: number;
}

interface EventRow {
  id: number;
  application_id: number;
  round: number;
  level: number | null;
  level_name: string | null;
  action: Action;
  by_username: string;
  by_name: string;
  at: number;
  comment: string | null;
}

/** A form's answers and submission id as acceptSubmission takes them, with the reader's language for its refusals. */
const submitted = (c: Context, input: { values: Record<string, unknown>; _submission: string }) => ({
  values: input.values as FormValues,
  submissionId: input._submission,
  language: readerLanguage(c),
});
/** Which decisions a level offers: a trial level passes on, returns or rejects; the final one approves or rejects. */
const DECISIONS: Record<LevelDefinition['kind'], readonly Decision[]> = { trial: ['pass', 'return', 'reject'], final: ['approve', 'reject'] };

export function createApprovalRoutes(services: SandboxServices) {
  const { db } = services;
  // Who may not call a key is refused in the app's words before its query or body is read.
  const routes = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions), requireGrant(services, { message: APPROVAL_MESSAGES.forbidden }));
  const deciding = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions), requireGrant(services, { message: APPROVAL_MESSAGES.reviewOnly }));
  const nameOf = deciderNames(db);

  const types = db.prepare<[], TypeRow>('SELECT * FROM upc_approval_types ORDER BY position');
  const typeByPage = db.prepare<[{ type: string }], TypeRow>('SELECT * FROM upc_approval_types WHERE page = :type OR id = :type');
  const typeById = db.prepare<[string], TypeRow>('SELECT * FROM upc_approval_types WHERE id = ?');
  const mine = db.prepare<[string], ApplicationRow>('SELECT * FROM upc_approval_applications WHERE username = ? ORDER BY updated_at DESC, id DESC');
  const one = db.prepare<[number], ApplicationRow>('SELECT * FROM upc_approval_applications WHERE id = ?');
  const events = db.prepare<[number], EventRow>('SELECT * FROM upc_approval_events WHERE application_id = ? ORDER BY id');
  const pending = db.prepare<[], ApplicationRow>("SELECT * FROM upc_approval_applications WHERE state = 'pending' ORDER BY updated_at, id");
  const decidedBy = db.prepare<[string], EventRow & { app_state: State; type_id: string; title: string; applicant_name: string; chain: string }>(`
    SELECT e.*, a.state AS app_state, a.type_id, a.title, a.applicant_name, a.chain
    FROM upc_approval_events e JOIN upc_approval_applications a ON a.id = e.application_id
    WHERE e.by_username = ? AND e.level IS NOT NULL ORDER BY e.at DESC, e.id DESC LIMIT 100`);
  const insert = db.prepare<[string, string, string, string, string, string, number, number]>(`
    INSERT INTO upc_approval_applications (type_id, username, applicant_name, title, form_values, chain, round, level, state, submitted_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, 1, 0, 'pending', ?, ?)`);
  const insertEvent = db.prepare<[number, number, number | null, string | null, Action, string, string, number, string | null]>(`
    INSERT INTO upc_approval_events (application_id, round, level, level_name, action, by_username, by_name, at, comment) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  /** A step: a decision names its level as the chain named it then (a resubmission may redraw the chain). */
  const record = (
    id: number,
    round: number,
    level: (ChainLevel & { index: number }) | null,
    action: Action,
    by: { username: string; name: string },
    at: number,
    comment: string | null,
  ) => insertEvent.run(id, round, level?.index ?? null, level ? JSON.stringify(level.name) : null, action, by.username, by.name, at, comment);
  const move = db.prepare<[number, State, number, number]>('UPDATE upc_approval_applications SET level = ?, state = ?, updated_at = ? WHERE id = ?');
  const renew = db.prepare<[string, string, string, number, number]>(`
    UPDATE upc_approval_applications SET title = ?, form_values = ?, chain = ?, round = round + 1, level = 0, state = 'pending', updated_at = ? WHERE id = ?`);

  const text = (json: string) => JSON.parse(json) as LocalText;
  const chainOfRow = (row: Pick<ApplicationRow, 'chain'>) => JSON.parse(row.chain) as ChainLevel[];
  const typeNames = () => new Map(types.all().map((row) => [row.id, text(row.name)]));
  const isAdmin = (role: string) => role === 'admin';

  /** A type's levels as they would apply to an application of `applicant`, each with who decides it. */
  const levelsFor = (row: { chain: string }, applicant: string) =>
    (JSON.parse(row.chain) as LevelDefinition[]).flatMap((level) => {
      const decider = deciderFor(level, applicant);
      return decider === undefined ? [] : [{ level, decider }];
    });

  /** The level the user decides now, if the application waits at one of theirs (never one they applied for). */
  const myLevel = (row: ApplicationRow, username: string) => {
    const level = chainOfRow(row)[row.level];
    return row.state === 'pending' && level?.decider === username && row.username !== username ? { level: row.level, kind: level.kind } : undefined;
  };

  routes.get('upc-approval.mine', (c, { ok }) => {
    const names = typeNames();
    return ok({
      types: types.all().map((row) => ({
        id: row.id,
        page: row.page,
        name: text(row.name),
        summary: text(row.summary),
        levels: levelsFor(row, c.get('user').username).map(({ level }) => level.name),
      })),
      list: mine.all(c.get('user').username).map((row) => ({
        id: row.id,
        type: row.type_id,
        typeName: names.get(row.type_id)!,
        title: row.title,
        state: row.state,
        round: row.round,
        ...(row.state === 'pending' ? { levelName: chainOfRow(row)[row.level]!.name } : {}),
        submittedAt: row.submitted_at,
        updatedAt: row.updated_at,
      })),
    });
  });

  routes.get('upc-approval.form', (c, { input, ok }) => {
    const row = typeByPage.get({ type: input.type });
    if (!row) return replyFail(c, SandboxErrorCode.notFound, APPROVAL_MESSAGES.noType);
    return ok({
      type: row.id,
      name: text(row.name),
      definition: JSON.parse(row.form) as FormDefinition,
      levels: levelsFor(row, c.get('user').username).map(({ level, decider }) => ({
        name: level.name,
        decider: nameOf(decider),
        ...(level.whenText ? { condition: level.whenText } : {}),
      })),
    });
  });

  routes.post('upc-approval.submit', (c, { input, ok }) => {
    const type = typeByPage.get({ type: input.type });
    if (!type) return replyFail(c, SandboxErrorCode.notFound, APPROVAL_MESSAGES.noType);
    const user = c.get('user');
    const definition = JSON.parse(type.form) as FormDefinition;
    const at = epochSeconds(services);
    const accepted = acceptSubmission({
      db,
      username: user.username,
      formKey: `upc-approval:${type.id}`,
      definition,
      ...submitted(c, input),
      at,
      save: (values) => {
        const chain = chainOf({ chain: JSON.parse(type.chain) as LevelDefinition[] }, values, user.username, nameOf);
        const id = Number(
          insert.run(type.id, user.username, user.name, String(values[type.title_field] ?? ''), JSON.stringify(values), JSON.stringify(chain), at, at)
            .lastInsertRowid,
        );
        record(id, 1, null, 'submit', user, at, null);
        return id;
      },
    });
    return accepted.ok ? ok({ id: accepted.recordId }) : c.json(accepted.answer);
  });

  routes.get('upc-approval.detail', (c, { input, ok }) => {
    const user = c.get('user');
    const row = one.get(input.id);
    const chain = row ? chainOfRow(row) : [];
    // Its applicant, a decider of its chain, the administrator; to anyone else it does not exist.
    if (!row || (row.username !== user.username && !chain.some((level) => level.decider === user.username) && !isAdmin(user.role)))
      return replyFail(c, SandboxErrorCode.notFound, APPROVAL_MESSAGES.notFound);
    const type = typeById.get(row.type_id)!;
    const steps = events.all(row.id);
    const toStep = (event: EventRow): UpcApprovalDetailData['history'][number] => ({
      round: event.round,
      action: event.action,
      ...(event.level === null ? {} : { level: event.level, levelName: text(event.level_name ?? type.name) }),
      by: event.by_name,
      at: event.at,
      ...(event.comment ? { comment: event.comment } : {}),
    });
    const thisRound = steps.filter((event) => event.round === row.round && event.level !== null);
    const decided = thisRound.length > 0;
    const levels = chain.map((level, index): UpcApprovalDetailData['levels'][number] => {
      const decision = thisRound.find((event) => event.level === index);
      const state = decision
        ? ({ pass: 'passed', approve: 'approved', reject: 'rejected', return: 'returned' } as const)[decision.action as Decision]
        : row.state === 'pending' && row.level === index
          ? 'current'
          : row.state === 'pending' && index > row.level
            ? 'waiting'
            : 'closed';
      return { index, name: level.name, kind: level.kind, decider: level.deciderName, state, ...(decision ? { decision: toStep(decision) } : {}) };
    });
    const decide = myLevel(row, user.username);
    return ok({
      id: row.id,
      type: row.type_id,
      page: type.page,
      typeName: text(type.name),
      title: row.title,
      applicant: row.applicant_name,
      state: row.state,
      round: row.round,
      definition: JSON.parse(type.form) as FormDefinition,
      values: JSON.parse(row.form_values) as Record<string, unknown>,
      submittedAt: row.submitted_at,
      updatedAt: row.updated_at,
      levels,
      history: steps.map(toStep),
      can: {
        withdraw: row.username === user.username && row.state === 'pending' && row.level === 0 && !decided,
        resubmit: row.username === user.username && row.state === 'returned',
        ...(decide ? { decide } : {}),
      },
    });
  });

  routes.post('upc-approval.withdraw', (c, { input, ok }) => {
    const { id } = input;
    const user = c.get('user');
    const at = epochSeconds(services);
    const outcome = db
      .transaction((): 'missing' | 'late' | 'ok' => {
        const row = one.get(id);
        if (!row || row.username !== user.username) return 'missing';
        if (row.state !== 'pending' || row.level !== 0 || events.all(row.id).some((event) => event.round === row.round && event.level !== null)) return 'late';
        move.run(0, 'withdrawn', at, id);
        record(id, row.round, null, 'withdraw', user, at, null);
        return 'ok';
      })
      .immediate();
    if (outcome === 'missing') return replyFail(c, SandboxErrorCode.notFound, APPROVAL_MESSAGES.notFound);
    if (outcome === 'late') return replyFail(c, SandboxErrorCode.conflict, APPROVAL_MESSAGES.cannotWithdraw);
    return ok({ id, state: 'withdrawn' });
  });

  routes.post('upc-approval.resubmit', (c, { input, ok }) => {
    const { id } = input;
    const user = c.get('user');
    const row = one.get(id);
    if (!row || row.username !== user.username) return replyFail(c, SandboxErrorCode.notFound, APPROVAL_MESSAGES.notFound);
    if (row.state !== 'returned') return replyFail(c, SandboxErrorCode.conflict, APPROVAL_MESSAGES.notReturned);
    const type = typeById.get(row.type_id)!;
    const at = epochSeconds(services);
    try {
      const accepted = acceptSubmission({
        db,
        username: user.username,
        formKey: `upc-approval:${type.id}`,
        definition: JSON.parse(type.form) as FormDefinition,
        ...submitted(c, input),
        at,
        save: (values) => {
          // Read again inside the transaction: two tabs resubmitting make one new round.
          const now = one.get(id)!;
          if (now.state !== 'returned') throw new NotReturned();
          const chain = chainOf({ chain: JSON.parse(type.chain) as LevelDefinition[] }, values, user.username, nameOf);
          renew.run(String(values[type.title_field] ?? ''), JSON.stringify(values), JSON.stringify(chain), at, id);
          record(id, now.round + 1, null, 'resubmit', user, at, null);
          return id;
        },
      });
      return accepted.ok ? ok({ id: accepted.recordId }) : c.json(accepted.answer);
    } catch (error) {
      if (error instanceof NotReturned) return replyFail(c, SandboxErrorCode.conflict, APPROVAL_MESSAGES.notReturned);
      throw error;
    }
  });

  deciding.post('upc-approval.decide', (c, { input, ok }) => {
    const { id, level, action } = input;
    const comment = (input.comment ?? '').trim();
    const user = c.get('user');
    const at = epochSeconds(services);
    type Outcome =
      | {
          fail: [
            typeof SandboxErrorCode.forbidden | typeof SandboxErrorCode.notFound | typeof SandboxErrorCode.conflict | typeof SandboxErrorCode.badRequest,
            LocalMessage,
          ];
        }
      | UpcApprovalDecideData;
    // Read and write in one IMMEDIATE transaction: two deciders (or two taps) cannot both decide a level.
    const outcome = db
      .transaction((): Outcome => {
        const row = one.get(id);
        const chain = row ? chainOfRow(row) : [];
        const target = chain[level];
        if (!row || !target) return { fail: [SandboxErrorCode.notFound, APPROVAL_MESSAGES.notFound] };
        if (target.decider !== user.username) return { fail: [SandboxErrorCode.forbidden, APPROVAL_MESSAGES.notDecider] };
        // A chain drawn before its type's rule named a stand-in may still hold the applicant: refused all the same.
        if (row.username === user.username) return { fail: [SandboxErrorCode.forbidden, APPROVAL_MESSAGES.ownApplication] };
        if (row.state === 'returned') return { fail: [SandboxErrorCode.conflict, APPROVAL_MESSAGES.returned] };
        if (row.state !== 'pending') return { fail: [SandboxErrorCode.conflict, APPROVAL_MESSAGES.closed] };
        if (level > row.level) return { fail: [SandboxErrorCode.conflict, APPROVAL_MESSAGES.notYet] };
        if (level < row.level) return { fail: [SandboxErrorCode.conflict, APPROVAL_MESSAGES.decided] };
        if (!DECISIONS[target.kind].includes(action)) return { fail: [SandboxErrorCode.badRequest, APPROVAL_MESSAGES.badAction] };
        if ((action === 'reject' || action === 'return') && comment.length < 2) return { fail: [SandboxErrorCode.badRequest, APPROVAL_MESSAGES.commentNeeded] };
        const next: UpcApprovalDecideData =
          action === 'pass'
            ? { id, state: 'pending', level: level + 1 }
            : { id, state: ({ approve: 'approved', reject: 'rejected', return: 'returned' } as const)[action] };
        move.run(next.level ?? level, next.state, at, id);
        record(id, row.round, { ...target, index: level }, action, user, at, comment || null);
        return next;
      })
      .immediate();
    if ('fail' in outcome) return replyFail(c, outcome.fail[0], outcome.fail[1]);
    return ok(outcome);
  });

  deciding.get('upc-approval.inbox', (c, { ok }) => {
    const username = c.get('user').username;
    const names = typeNames();
    const waiting = pending.all().flatMap((row): UpcApprovalInboxData['pending'] => {
      const level = chainOfRow(row)[row.level];
      if (level?.decider !== username || row.username === username) return [];
      return [
        {
          id: row.id,
          typeName: names.get(row.type_id)!,
          title: row.title,
          applicant: row.applicant_name,
          state: row.state,
          level: row.level,
          levelName: level.name,
          kind: level.kind,
          at: row.updated_at,
        },
      ];
    });
    const done = decidedBy.all(username).map((event): UpcApprovalInboxData['done'][number] => {
      const level = (JSON.parse(event.chain) as ChainLevel[])[event.level!]!;
      return {
        id: event.application_id,
        typeName: names.get(event.type_id)!,
        title: event.title,
        applicant: event.applicant_name,
        state: event.app_state,
        level: event.level!,
        levelName: level.name,
        kind: level.kind,
        at: event.at,
        action: event.action as Decision,
        ...(event.comment ? { comment: event.comment } : {}),
      };
    });
    return ok({ pending: waiting, done });
  });

  // Mounted once its keys are on it: Hono copies a sub-app's routes when it is mounted.
  routes.app.route('/', deciding.app);
  return routes;
}

/** Thrown inside the resubmission's transaction: someone resubmitted it first; nothing is kept. */
class NotReturned extends Error {}
