/**
 * The printed certificates' endpoints (widgets/paper-apply): the form (`paper-apply.form`), applying
 * (`.submit`: checked against the form, one record per submission id, one pending application per
 * certificate and language), my applications (`.mine`); the office's queue (`.queue`) and its steps
 * (`.handle`: forward only, a tracking number to mail, a note to return). widget.json's `grant` says who
 * may call which (module apply: students; module handle: the office); requireGrant enforces it.
 */
import type { PaperApplyMineData, PaperApplyQueueData, State } from '../generated/types.ts';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  createCampusDirectory,
  replyFail,
  readerLanguage,
  SandboxErrorCode,
  type LocalMessage,
  acceptSubmission,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  pageWindow,
} from '../../../sandbox/kit.ts';
import { PAPER_FORM, SERVICE_HALL } from './paperForm.ts';

export const STATES = ['pending', 'ready', 'mailed', 'collected', 'delivered', 'returned'] as const satisfies readonly State[];

/**
 * Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). A
 * missing application number or an unknown step is refused in the handle contract's words.
 */
export const PAPER_MESSAGES = {
  pendingTwice: {
    zh: '你已有一份相同证明（同一语言）正在办理，请勿重复申请',
    en: 'The same certificate in the same language is already being prepared for you; do not apply twice',
    tw: '你已有一份相同證明（同一語言）正在辦理，請勿重複申請',
  },
  notFound: { zh: '该申请不存在', en: 'This application does not exist', tw: '該申請不存在' },
  badStep: { zh: '该申请当前状态不能办理此操作', en: 'This step cannot be taken on the application as it stands', tw: '該申請目前狀態不能辦理此操作' },
  trackingMissing: { zh: '邮寄须填写快递公司和快递单号', en: 'To mail it, enter the courier and the tracking number', tw: '郵寄須填寫快遞公司和快遞單號' },
  badTracking: { zh: '快递单号应为 8–20 位字母或数字', en: 'The tracking number must be 8 to 20 letters or digits', tw: '快遞單號應為 8–20 位字母或數字' },
  noteMissing: { zh: '退回须填写原因', en: 'To send it back, give the reason', tw: '退回須填寫原因' },
} as const satisfies Record<string, LocalMessage>;

/** The couriers the office sends with (a choice on its page, checked here). */
export const COURIERS = ['顺丰速运', '中国邮政EMS', '京东物流'] as const;

/** Each state's next steps; a step that is not here is refused (409), so nothing goes back. */
const NEXT: Record<State, readonly State[]> = {
  pending: ['ready', 'mailed', 'returned'],
  ready: ['collected'],
  mailed: ['delivered'],
  collected: [],
  delivered: [],
  returned: [],
};

interface ApplicationRow {
  id: number;
  username: string | null;
  student_number: string;
  student_name: string;
  class_name: string;
  certificate: PaperApplyMineData['list'][number]['certificate'];
  language: 'zh' | 'en';
  copies: number;
  purpose: string;
  pickup: 'self' | 'mail';
  address: string | null;
  phone: string;
  state: State;
  submitted_at: number;
  updated_at: number;
  courier: string | null;
  tracking_number: string | null;
  note: string | null;
}

/** What the student and the office both see of an application. */
function applicationOf(row: ApplicationRow) {
  return {
    id: row.id,
    certificate: row.certificate,
    language: row.language,
    copies: row.copies,
    purpose: row.purpose,
    pickup: row.pickup,
    ...(row.address ? { address: row.address } : {}),
    state: row.state,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
  };
}

/** What a state tells the student: where to pick it up once ready, the parcel once mailed, the office's note. */
function stateDetails(row: ApplicationRow) {
  return {
    ...(row.state === 'ready' ? { pickupPlace: SERVICE_HALL.place, pickupHours: SERVICE_HALL.hours } : {}),
    ...(row.courier ? { courier: row.courier } : {}),
    ...(row.tracking_number ? { trackingNumber: row.tracking_number } : {}),
    ...(row.note ? { note: row.note } : {}),
  };
}

export function createPaperApplyRoutes(services: SandboxServices) {
  const { db } = services;
  const campus = createCampusDirectory(db);
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  routes.use(requireGrant(services));

  const mine = db.prepare<[string], ApplicationRow>('SELECT * FROM paper_apply_applications WHERE username = ? ORDER BY submitted_at DESC, id DESC');
  const one = db.prepare<[number], ApplicationRow>('SELECT * FROM paper_apply_applications WHERE id = ?');
  const pendingSame = db.prepare<[string, string, string], { id: number }>(
    "SELECT id FROM paper_apply_applications WHERE username = ? AND certificate = ? AND language = ? AND state = 'pending'",
  );
  const insert = db.prepare<[string, string, string, string, string, string, number, string, string, string | null, string, number, number]>(`
    INSERT INTO paper_apply_applications
      (username, student_number, student_name, class_name, certificate, language, copies, purpose, pickup, address, phone, state, submitted_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`);
  const counts = db.prepare<[], { state: State; n: number }>('SELECT state, COUNT(*) AS n FROM paper_apply_applications GROUP BY state');
  const countOf = db.prepare<[string | null, string | null], { total: number }>(
    'SELECT COUNT(*) AS total FROM paper_apply_applications WHERE ? IS NULL OR state = ?',
  );
  const page = db.prepare<[string | null, string | null, number, number], ApplicationRow>(
    'SELECT * FROM paper_apply_applications WHERE ? IS NULL OR state = ? ORDER BY submitted_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const step = db.prepare<[State, number, string | null, string | null, string | null, string, number, State]>(`
    UPDATE paper_apply_applications
    SET state = ?, updated_at = ?, courier = COALESCE(?, courier), tracking_number = COALESCE(?, tracking_number), note = COALESCE(?, note), handled_by = ?
    WHERE id = ? AND state = ?`);

  routes.get('paper-apply.form', (_c, { ok }) => ok({ definition: PAPER_FORM, office: { ...SERVICE_HALL } }));

  routes.get('paper-apply.mine', (c, { ok }) => ok({ list: mine.all(c.get('user').username).map((row) => ({ ...applicationOf(row), ...stateDetails(row) })) }));

  routes.post('paper-apply.submit', (c, { input, ok }) => {
    const user = c.get('user');
    // The office prints the student's name, number and class as the directory has them, not as typed.
    const place = campus.placeOfStudent({ username: user.username });
    try {
      const accepted = acceptSubmission({
        db,
        username: user.username,
        formKey: 'paper-apply',
        definition: PAPER_FORM,
        values: input.values,
        submissionId: input._submission,
        language: readerLanguage(c),
        save: (values) => {
          if (pendingSame.get(user.username, String(values.certificate), String(values.language))) throw new PendingTwice();
          const at = epochSeconds(services);
          return Number(
            insert.run(
              user.username,
              place?.student.studentNumber ?? '',
              place?.student.name ?? user.name,
              place?.campusClass.name ?? '',
              String(values.certificate),
              String(values.language),
              Number(values.copies),
              String(values.purpose).trim(),
              String(values.pickup),
              values.pickup === 'mail' ? String(values.address).trim() : null,
              String(values.phone),
              at,
              at,
            ).lastInsertRowid,
          );
        },
      });
      return accepted.ok ? ok({ id: accepted.recordId }) : c.json(accepted.answer);
    } catch (error) {
      if (error instanceof PendingTwice) return replyFail(c, SandboxErrorCode.conflict, PAPER_MESSAGES.pendingTwice);
      throw error;
    }
  });

  routes.get('paper-apply.queue', (_c, { input, ok }) => {
    const filter = input.state ?? null;
    const { size, offset } = pageWindow(input);
    const perState = Object.fromEntries(STATES.map((one) => [one, 0])) as PaperApplyQueueData['counts'];
    for (const row of counts.all()) perState[row.state] = row.n;
    const list = page.all(filter, filter, size, offset).map((row) => ({
      ...applicationOf(row),
      name: row.student_name,
      studentNumber: row.student_number,
      className: row.class_name,
      phone: row.phone,
      ...(row.courier ? { courier: row.courier } : {}),
      ...(row.tracking_number ? { trackingNumber: row.tracking_number } : {}),
      ...(row.note ? { note: row.note } : {}),
    }));
    return ok({ total: countOf.get(filter, filter)!.total, counts: perState, couriers: [...COURIERS], list });
  });

  routes.post('paper-apply.handle', (c, { input, ok }) => {
    const { id, to } = input;
    const courier = input.courier?.trim() || null;
    const trackingNumber = input.trackingNumber?.trim().toUpperCase() || null;
    const note = input.note?.trim() || null;
    if (to === 'mailed') {
      if (!courier || !trackingNumber || !(COURIERS as readonly string[]).includes(courier))
        return replyFail(c, SandboxErrorCode.badRequest, PAPER_MESSAGES.trackingMissing);
      if (!/^[A-Z0-9]{8,20}$/.test(trackingNumber)) return replyFail(c, SandboxErrorCode.badRequest, PAPER_MESSAGES.badTracking);
    }
    if (to === 'returned' && !note) return replyFail(c, SandboxErrorCode.badRequest, PAPER_MESSAGES.noteMissing);
    const at = epochSeconds(services);
    // Read and write in one IMMEDIATE transaction: two clerks on one application, one of them wins.
    const move = db.transaction((): 'missing' | 'refused' | 'done' => {
      const row = one.get(id);
      if (!row) return 'missing';
      // Ready is the pickup's step and mailed the post's: a mailed application is never 待领取.
      const fits = to === 'ready' ? row.pickup === 'self' : to === 'mailed' ? row.pickup === 'mail' : true;
      if (!NEXT[row.state].includes(to) || !fits) return 'refused';
      step.run(to, at, to === 'mailed' ? courier : null, to === 'mailed' ? trackingNumber : null, note, c.get('user').username, id, row.state);
      return 'done';
    });
    const outcome = move.immediate();
    if (outcome === 'missing') return replyFail(c, SandboxErrorCode.notFound, PAPER_MESSAGES.notFound);
    if (outcome === 'refused') return replyFail(c, SandboxErrorCode.conflict, PAPER_MESSAGES.badStep);
    return ok({ id, state: to, updatedAt: at });
  });

  return routes;
}

/** Thrown inside the submission's transaction: the same certificate and language still waits; nothing is kept. */
class PendingTwice extends Error {}
