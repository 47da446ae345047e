/**
 * The vehicle pass's endpoints (widgets/car-license): the form (`car-license.form`), applying
 * (`.submit`: checked against the form, one record per submission id, the dates in order and a year at
 * most, one open application per plate), my applications (`.mine`) and one of them (`.detail`). Every
 * call needs a login; a user sees only their own applications.
 */
import {
  dayOf,
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  readerLanguage,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  acceptSubmission,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  replyFieldProblem,
} from '../../../sandbox/kit.ts';
import type { CarLicenseDetailData } from '../generated/types.ts';
import { PASS_FORM } from './passForm.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const CAR_LICENSE_MESSAGES = {
  notFound: { zh: '该申请不存在或不是你的', en: 'This application does not exist or is not yours', tw: '該申請不存在或不是你的' },
  plateOpen: {
    zh: '该车牌已有待审核的申请，请等待保卫处审核结果',
    en: 'This plate already has an application waiting for review. Please wait for the security office’s decision',
    tw: '該車牌已有待審核的申請，請等候保衛處審核結果',
  },
  endBeforeStart: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date', tw: '結束日期不能早於開始日期' },
  overAYear: { zh: '通行证有效期最长一年', en: 'A pass is valid for one year at most', tw: '通行證有效期最長一年' },
} as const satisfies Record<string, InThreeLanguages>;

/** Who reviews passes, as the school stores it (data, not a refusal: the page shows it as stored). */
const REVIEWER = '保卫处';

interface ApplicationRow {
  id: number;
  plate: string;
  state: 'pending' | 'approved' | 'rejected';
  form_values: string;
  valid_from: string;
  valid_to: string;
  submitted_at: number;
  reviewed_at: number | null;
  pass_number: string | null;
  review_note: string | null;
}

/** A year and a day at most between the first and the last day (2026-09-01 to 2027-08-31 is one year). */
const MAX_DAYS = 366;
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export function createCarLicenseRoutes(services: SandboxServices) {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  routes.use(requireGrant(services));

  const mine = db.prepare<[string], ApplicationRow>('SELECT * FROM car_license_applications WHERE username = ? ORDER BY id DESC');
  const one = db.prepare<[number, string], ApplicationRow>('SELECT * FROM car_license_applications WHERE id = ? AND username = ?');
  const openForPlate = db.prepare<[string, string], { id: number }>(
    "SELECT id FROM car_license_applications WHERE username = ? AND plate = ? AND state = 'pending'",
  );
  const insert = db.prepare<[string, string, string, string, string, number]>(`
    INSERT INTO car_license_applications (username, plate, state, form_values, valid_from, valid_to, submitted_at)
    VALUES (?, ?, 'pending', ?, ?, ?, ?)`);

  /** An approved pass past its last day reads as expired. */
  const stateOf = (row: ApplicationRow): CarLicenseDetailData['state'] =>
    row.state === 'approved' && row.valid_to < dayOf(services.now()) ? 'expired' : row.state;

  routes.get('car-license.form', (_c, { ok }) => ok({ definition: PASS_FORM }));

  routes.get('car-license.mine', (c, { ok }) => {
    const list = mine.all(c.get('user').username).map((row) => ({
      id: row.id,
      plate: row.plate,
      state: stateOf(row),
      submittedAt: row.submitted_at,
      validFrom: row.valid_from,
      validTo: row.valid_to,
    }));
    return ok({ list });
  });

  routes.get('car-license.detail', (c, { input, ok }) => {
    const row = one.get(input.id, c.get('user').username);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, CAR_LICENSE_MESSAGES.notFound);
    return ok({
      id: row.id,
      plate: row.plate,
      state: stateOf(row),
      definition: PASS_FORM,
      values: JSON.parse(row.form_values) as Record<string, unknown>,
      submittedAt: row.submitted_at,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      ...(row.pass_number ? { passNumber: row.pass_number } : {}),
      ...(row.reviewed_at ? { reviewedAt: row.reviewed_at, reviewer: REVIEWER } : {}),
      ...(row.review_note ? { reviewNote: row.review_note } : {}),
    });
  });

  routes.post('car-license.submit', (c, { input, ok }) => {
    const username = c.get('user').username;
    const { validFrom, validTo, plate } = input.values;
    // What the form's rules cannot say: the dates in order, a year at most (the page shows it at the field).
    if (typeof validFrom === 'string' && typeof validTo === 'string') {
      const days = daysBetween(validFrom, validTo);
      if (days < 0) return replyFieldProblem(c, CAR_LICENSE_MESSAGES.endBeforeStart, 'validTo', 'badDate');
      if (days > MAX_DAYS) return replyFieldProblem(c, CAR_LICENSE_MESSAGES.overAYear, 'validTo', 'aboveMax', { max: MAX_DAYS });
    }
    try {
      const accepted = acceptSubmission({
        db,
        username,
        formKey: 'car-license',
        definition: PASS_FORM,
        values: input.values,
        submissionId: input._submission,
        language: readerLanguage(c),
        save: (values) => {
          if (openForPlate.get(username, String(plate))) throw new PlateOpen();
          return Number(
            insert.run(username, String(values.plate), JSON.stringify(values), String(values.validFrom), String(values.validTo), epochSeconds(services))
              .lastInsertRowid,
          );
        },
      });
      return accepted.ok ? ok({ id: accepted.recordId }) : c.json(accepted.answer);
    } catch (error) {
      if (error instanceof PlateOpen) return replyFail(c, SandboxErrorCode.conflict, CAR_LICENSE_MESSAGES.plateOpen);
      throw error;
    }
  });

  return routes;
}

/** Thrown inside the submission's transaction: the plate already waits for review; nothing is kept. */
class PlateOpen extends Error {}
