/**
 * The dynamic forms' tables read and written (dynamic_forms, dynamic_form_versions,
 * dynamic_form_submissions), and the rules over them: who may fill a form (its audience), when (opens_at,
 * closes_at), who may read a submission (its submitter, the form's owner, an administrator), who a
 * submitter is (an account, or a student of the campus directory known by student number) and the counts
 * of each choice field's options over all of a form's submissions.
 */
import {
  type FormDefinition,
  type LocalizedText,
  allFields,
  optionsOf,
  type Option,
  createCampusDirectory,
  baseRoleOf,
  type SandboxDatabase,
  type SandboxUser,
  type InThreeLanguages,
} from '../../../sandbox/kit.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const FORM_MESSAGES = {
  notFound: { zh: '该表单不存在或已被删除', en: 'This form does not exist or has been deleted', tw: '該表單不存在或已被刪除' },
  notYetOpen: { zh: '该表单尚未开放填写', en: 'This form is not open yet', tw: '該表單尚未開放填寫' },
  closed: { zh: '该表单已截止，不能再提交', en: 'This form has closed and no longer takes answers', tw: '該表單已截止，不能再提交' },
  notAudience: {
    zh: '该表单不面向你所在的用户群体，无法填写',
    en: 'This form is not meant for your group, so you cannot fill it in',
    tw: '該表單不開放給你所屬的使用者群組，無法填寫',
  },
  alreadyFilled: {
    zh: '你已经提交过该表单，每人只能提交一次',
    en: 'You have already submitted this form. Each person can submit it only once',
    tw: '你已經提交過該表單，每人只能提交一次',
  },
  submissionNotFound: { zh: '该提交记录不存在', en: 'This submission does not exist', tw: '該提交紀錄不存在' },
  submissionForbidden: { zh: '你无权查看该提交记录', en: 'You may not see this submission', tw: '你無權檢視該提交紀錄' },
  notOwner: {
    zh: '只有表单发布者或管理员可以查看该表单的全部提交',
    en: 'Only the form’s publisher or an administrator can see all its submissions',
    tw: '只有表單發布者或管理員可以檢視該表單的全部提交',
  },
  missingBuilding: {
    zh: '查询房间号需要参数 building（宿舍楼）',
    en: 'Listing rooms needs parameter building (the dormitory building)',
    tw: '查詢房號需要參數 building（宿舍大樓）',
  },
} as const satisfies Record<string, InThreeLanguages>;

export interface FormRow {
  id: string;
  owner: string;
  audience: string;
  opens_at: number;
  closes_at: number | null;
  one_per_user: number;
  definition: string;
  version: number;
  created_at: number;
}

export interface SubmissionRow {
  id: number;
  form_id: string;
  version: number;
  username: string;
  values: string;
  submitted_at: number;
}

/** A form's key in sandbox/forms' once-per-id table: ids are kept per form. */
export const formKeyOf = (formId: string) => `dynamic-form:${formId}`;

export const isAdmin = (user: Pick<SandboxUser, 'role'>) => user.role === 'admin';

/** Whether the form is meant for the user: their role, or the role it is a kind of, is in its audience. */
export const inAudience = (form: FormRow, user: Pick<SandboxUser, 'role'>) => {
  const audience = form.audience.split(',');
  return audience.includes(user.role) || audience.includes(baseRoleOf(user.role));
};

export type OpenState = 'open' | 'notYetOpen' | 'closed';

export function openState(form: FormRow, at: number): OpenState {
  if (at < form.opens_at) return 'notYetOpen';
  if (form.closes_at !== null && at >= form.closes_at) return 'closed';
  return 'open';
}

export interface Submitter {
  name: string;
  studentNumber?: string;
  className?: string;
}

export function createFormStore(db: SandboxDatabase) {
  const campus = createCampusDirectory(db);
  const formById = db.prepare<[string], FormRow>('SELECT * FROM dynamic_forms WHERE id = ?');
  const allForms = db.prepare<[], FormRow>('SELECT * FROM dynamic_forms ORDER BY created_at DESC, id');
  const ownedForms = db.prepare<[string], FormRow>('SELECT * FROM dynamic_forms WHERE owner = ? ORDER BY created_at DESC, id');
  const versionOf = db.prepare<[string, number], { definition: string }>('SELECT definition FROM dynamic_form_versions WHERE form_id = ? AND version = ?');
  const submissionById = db.prepare<[number], SubmissionRow>('SELECT * FROM dynamic_form_submissions WHERE id = ?');
  const countsOfUser = db.prepare<[string], { form_id: string; n: number; latest: number }>(
    'SELECT form_id, COUNT(*) AS n, MAX(id) AS latest FROM dynamic_form_submissions WHERE username = ? GROUP BY form_id',
  );
  const countOfForm = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM dynamic_form_submissions WHERE form_id = ?');
  const userFilled = db.prepare<[string, string], { n: number }>('SELECT COUNT(*) AS n FROM dynamic_form_submissions WHERE form_id = ? AND username = ?');
  const pageOfForm = db.prepare<[string, number, number], SubmissionRow>(
    'SELECT * FROM dynamic_form_submissions WHERE form_id = ? ORDER BY submitted_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const valuesOfForm = db.prepare<[string], Pick<SubmissionRow, 'values'>>('SELECT "values" FROM dynamic_form_submissions WHERE form_id = ?');
  const countMine = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM dynamic_form_submissions WHERE username = ?');
  const pageMine = db.prepare<[string, number, number], SubmissionRow & { definition: string }>(`
    SELECT s.*, f.definition FROM dynamic_form_submissions s JOIN dynamic_forms f ON f.id = s.form_id
    WHERE s.username = ? ORDER BY s.submitted_at DESC, s.id DESC LIMIT ? OFFSET ?`);
  const insert = db.prepare<[string, number, string, string, number]>(
    'INSERT INTO dynamic_form_submissions (form_id, version, username, "values", submitted_at) VALUES (?, ?, ?, ?, ?)',
  );
  const userName = db.prepare<[string], { name: string }>('SELECT name FROM users WHERE username = ?');

  const definitionOf = (form: FormRow) => JSON.parse(form.definition) as FormDefinition;

  return {
    form: (id: string) => formById.get(id),
    forms: () => allForms.all(),
    ownedBy: (username: string) => ownedForms.all(username),
    definitionOf,
    /** The definition a submission was made on (the current one when its version was not kept). */
    definitionAt(form: FormRow, version: number): FormDefinition {
      if (version === form.version) return definitionOf(form);
      const kept = versionOf.get(form.id, version);
      return kept ? (JSON.parse(kept.definition) as FormDefinition) : definitionOf(form);
    },
    submission: (id: number) => submissionById.get(id),
    /** Per form the user submitted: how often, and their latest submission's id. */
    countsOf: (username: string) => new Map(countsOfUser.all(username).map((row) => [row.form_id, { count: row.n, latest: row.latest }])),
    countOf: (formId: string) => countOfForm.get(formId)!.n,
    hasFilled: (formId: string, username: string) => userFilled.get(formId, username)!.n > 0,
    pageOf: (formId: string, size: number, offset: number) => pageOfForm.all(formId, size, offset),
    mine: (username: string, size: number, offset: number) => ({ total: countMine.get(username)!.n, rows: pageMine.all(username, size, offset) }),
    save: (form: FormRow, username: string, values: Record<string, unknown>, at: number) =>
      Number(insert.run(form.id, form.version, username, JSON.stringify(values), at).lastInsertRowid),

    /** Whether the user may read the submission: its submitter, the form's owner, an administrator. */
    maySee: (submission: SubmissionRow, form: FormRow, user: SandboxUser) =>
      submission.username === user.username || form.owner === user.username || isAdmin(user),

    /** Who submitted: a demo account by its name, a student of the campus directory by student number. */
    submitter(username: string): Submitter {
      const place = campus.placeOfStudent(/^\d+$/.test(username) ? { studentNumber: username } : { username });
      const name = userName.get(username)?.name ?? place?.student.name ?? username;
      return place ? { name, studentNumber: place.student.studentNumber, className: place.campusClass.name } : { name };
    },
    ownerName: (username: string) => userName.get(username)?.name ?? username,

    /**
     * Per choice field of the current definition (table columns left out), how many submissions chose each
     * option, over every submission; values no longer offered are counted under their own value.
     */
    stats(form: FormRow) {
      const definition = definitionOf(form);
      const choices = allFields(definition).filter((field) => field.type === 'choice');
      const rows = valuesOfForm.all(form.id).map((row) => JSON.parse(row.values) as Record<string, unknown>);
      return choices.map((field) => {
        const offered: readonly Option[] = optionsOf(field) ?? [];
        const counts = new Map<string | number | boolean, { label: LocalizedText; count: number }>(
          offered.map((option) => [option.value, { label: option.label, count: 0 }]),
        );
        let answered = 0;
        for (const values of rows) {
          const value = values[field.name];
          if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
          answered += 1;
          for (const chosen of Array.isArray(value) ? value : [value]) {
            if (typeof chosen !== 'string' && typeof chosen !== 'number' && typeof chosen !== 'boolean') continue;
            const entry = counts.get(chosen) ?? { label: { zh: String(chosen) }, count: 0 };
            entry.count += 1;
            counts.set(chosen, entry);
          }
        }
        return {
          field: field.name,
          label: field.label,
          multiple: field.multiple === true,
          answered,
          counts: [...counts].map(([value, { label, count }]) => ({ value, label, count })),
        };
      });
    },
  };
}

export type FormStore = ReturnType<typeof createFormStore>;
