/**
 * The dynamic forms' endpoints (widgets/dynamic-form): the forms open to me and my submissions
 * (`dynamic-form.list`, `.mine`), one form to fill (`.definition`, `.options` for its data sources,
 * `.submit`), one submission read only (`.submission`), and the owner's view of a form's submissions with
 * their counts (`.owned`, `.submissions`). Every call needs a login; what a user sees of a form follows its
 * audience, its opening window and who owns it (formStore.ts).
 */
import type { Context } from 'hono';
import type {
  DynamicFormDefinitionData,
  DynamicFormListData,
  DynamicFormMineData,
  DynamicFormOwnedData,
  DynamicFormOptionsData,
  DynamicFormSubmissionData,
  DynamicFormSubmissionsData,
  DynamicFormSubmitData,
} from '../generated/types.ts';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  replyOk,
  SandboxErrorCode,
  type InThreeLanguages,
  acceptSubmission,
  readSubmission,
  parsePageParams,
  keyedRoutes,
  parseIdParam,
  epochSeconds,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import { createFormStore, FORM_ID, FORM_MESSAGES, formKeyOf, inAudience, isAdmin, openState, type FormRow, type OpenState } from './formStore.ts';
import { createOptionLists } from './optionLists.ts';

/** Thrown inside the submission's transaction when a one-per-user form was filled meanwhile: rolls it back. */
class AlreadyFilled extends Error {}

const refusalOf: Record<Exclude<OpenState, 'open'>, InThreeLanguages> = { notYetOpen: FORM_MESSAGES.notYetOpen, closed: FORM_MESSAGES.closed };

/** The formId of a JSON body, read from a copy taken before readSubmission consumed the body. */
async function bodyFormId(copy: Request): Promise<unknown> {
  try {
    return ((await copy.json()) as { formId?: unknown }).formId;
  } catch {
    return undefined;
  }
}

export function createDynamicFormRoutes(services: SandboxServices) {
  const { db } = services;
  const store = createFormStore(db);
  const lists = createOptionLists(db);
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  routes.use(requireGrant(services));

  const acceptedBefore = db.prepare<[string, string, string], { record_id: number }>(
    'SELECT record_id FROM form_submissions WHERE username = ? AND form_key = ? AND submission_id = ?',
  );
  const now = () => epochSeconds(services);
  const mayManage = (c: Context<LoggedInEnv>, form: FormRow) => form.owner === c.get('user').username || isAdmin(c.get('user'));
  /** The form named by the query's formId, or the reply refusing it. */
  const formOfQuery = (c: Context<LoggedInEnv>): FormRow | Response => {
    const formId = c.req.query('formId')?.trim() ?? '';
    if (!FORM_ID.test(formId)) return replyFail(c, SandboxErrorCode.badRequest, FORM_MESSAGES.badFormId);
    return store.form(formId) ?? replyFail(c, SandboxErrorCode.notFound, FORM_MESSAGES.notFound);
  };
  const optional = <K extends string, V>(key: K, value: V | null | undefined) => (value === null || value === undefined ? {} : { [key]: value });

  routes.get('dynamic-form.list', (c) => {
    const user = c.get('user');
    const at = now();
    const mine = store.countsOf(user.username);
    const open = store
      .forms()
      .filter((form) => inAudience(form, user) && openState(form, at) === 'open')
      .sort((a, b) => (a.closes_at ?? Infinity) - (b.closes_at ?? Infinity) || a.id.localeCompare(b.id));
    const data: DynamicFormListData = {
      list: open.map((form) => {
        const definition = store.definitionOf(form);
        const count = mine.get(form.id)?.count ?? 0;
        return {
          id: form.id,
          title: definition.title,
          ...optional('description', definition.description),
          ...optional('closesAt', form.closes_at),
          onePerUser: form.one_per_user === 1,
          filled: count > 0,
          submissionCount: count,
        };
      }),
    };
    return replyOk(c, data);
  });

  routes.get('dynamic-form.definition', (c) => {
    const form = formOfQuery(c);
    if (form instanceof Response) return form;
    const user = c.get('user');
    const state = openState(form, now());
    // The owner and administrators preview their forms whatever the audience and the window.
    if (!mayManage(c, form)) {
      if (!inAudience(form, user)) return replyFail(c, SandboxErrorCode.forbidden, FORM_MESSAGES.notAudience);
      if (state !== 'open') return replyFail(c, SandboxErrorCode.forbidden, refusalOf[state]);
    }
    const definition = store.definitionOf(form);
    const mine = store.countsOf(user.username).get(form.id);
    const data: DynamicFormDefinitionData = {
      form: {
        id: form.id,
        title: definition.title,
        opensAt: form.opens_at,
        ...optional('closesAt', form.closes_at),
        onePerUser: form.one_per_user === 1,
        open: state === 'open',
        version: form.version,
        filled: mine !== undefined,
      },
      definition: definition as DynamicFormDefinitionData['definition'],
      ...optional('mine', mine?.latest),
    };
    return replyOk(c, data);
  });

  routes.get('dynamic-form.options', (c) => {
    const options = lists.optionsOf((name) => c.req.query(name));
    if (!options.ok) return replyFail(c, SandboxErrorCode.badRequest, options.message);
    const data: DynamicFormOptionsData = options.value;
    return replyOk(c, data);
  });

  routes.post('dynamic-form.submit', async (c) => {
    const copy = c.req.raw.clone();
    const read = await readSubmission(c);
    if (!read.ok) return replyFail(c, read.e, read.message, read.status);
    const formId = (await bodyFormId(copy)) ?? c.req.query('formId');
    if (typeof formId !== 'string' || !FORM_ID.test(formId)) return replyFail(c, SandboxErrorCode.badRequest, FORM_MESSAGES.badFormId);
    const form = store.form(formId);
    if (!form) return replyFail(c, SandboxErrorCode.notFound, FORM_MESSAGES.notFound);
    const user = c.get('user');
    if (!inAudience(form, user)) return replyFail(c, SandboxErrorCode.forbidden, FORM_MESSAGES.notAudience);
    const formKey = formKeyOf(form.id);
    const at = now();
    // A repeat of an accepted submission answers its record, even once the form has closed or been filled.
    if (!acceptedBefore.get(user.username, formKey, read.submissionId)) {
      const state = openState(form, at);
      if (state !== 'open') return replyFail(c, SandboxErrorCode.forbidden, refusalOf[state]);
      if (form.one_per_user === 1 && store.hasFilled(form.id, user.username)) return replyFail(c, SandboxErrorCode.forbidden, FORM_MESSAGES.alreadyFilled);
    }
    const definition = store.definitionOf(form);
    try {
      const accepted = acceptSubmission({
        db,
        username: user.username,
        formKey,
        definition,
        values: read.values,
        submissionId: read.submissionId,
        language: read.language,
        sourcedOptions: lists.sourcedOptions(definition.dataSources, read.values),
        at,
        save: (values) => {
          // Checked again under the write lock: two different ids sent at once must not both count.
          if (form.one_per_user === 1 && store.hasFilled(form.id, user.username)) throw new AlreadyFilled();
          return store.save(form, user.username, values, at);
        },
      });
      if (!accepted.ok) return c.json(accepted.answer);
      const data: DynamicFormSubmitData = { id: accepted.recordId };
      return replyOk(c, data);
    } catch (error) {
      if (error instanceof AlreadyFilled) return replyFail(c, SandboxErrorCode.forbidden, FORM_MESSAGES.alreadyFilled);
      throw error;
    }
  });

  routes.get('dynamic-form.mine', (c) => {
    const paging = parsePageParams(c);
    if (!paging.ok) return replyFail(c, SandboxErrorCode.badRequest, paging.message);
    const { size, offset } = paging.value;
    const { total, rows } = store.mine(c.get('user').username, size, offset);
    const data: DynamicFormMineData = {
      total,
      list: rows.map((row) => ({
        id: row.id,
        formId: row.form_id,
        formTitle: (JSON.parse(row.definition) as { title: DynamicFormMineData['list'][number]['formTitle'] }).title,
        submittedAt: row.submitted_at,
      })),
    };
    return replyOk(c, data);
  });

  routes.get('dynamic-form.submission', (c) => {
    const id = parseIdParam(c.req.query('id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const submission = store.submission(id.value);
    const form = submission && store.form(submission.form_id);
    if (!submission || !form) return replyFail(c, SandboxErrorCode.notFound, FORM_MESSAGES.submissionNotFound);
    if (!store.maySee(submission, form, c.get('user'))) return replyFail(c, SandboxErrorCode.forbidden, FORM_MESSAGES.submissionForbidden);
    const definition = store.definitionAt(form, submission.version);
    const data: DynamicFormSubmissionData = {
      id: submission.id,
      form: { id: form.id, title: store.definitionOf(form).title },
      version: submission.version,
      definition: definition as DynamicFormSubmissionData['definition'],
      values: JSON.parse(submission.values) as DynamicFormSubmissionData['values'],
      submittedAt: submission.submitted_at,
      submitter: store.submitter(submission.username),
    };
    return replyOk(c, data);
  });

  routes.get('dynamic-form.submissions', (c) => {
    const form = formOfQuery(c);
    if (form instanceof Response) return form;
    if (!mayManage(c, form)) return replyFail(c, SandboxErrorCode.forbidden, FORM_MESSAGES.notOwner);
    const paging = parsePageParams(c, { defaultSize: 20, maxSize: 100 });
    if (!paging.ok) return replyFail(c, SandboxErrorCode.badRequest, paging.message);
    const definition = store.definitionOf(form);
    const data: DynamicFormSubmissionsData = {
      form: { id: form.id, title: definition.title, version: form.version, ...optional('closesAt', form.closes_at) },
      total: store.countOf(form.id),
      list: store.pageOf(form.id, paging.value.size, paging.value.offset).map((row) => ({
        id: row.id,
        submitter: store.submitter(row.username),
        submittedAt: row.submitted_at,
        version: row.version,
        values: JSON.parse(row.values) as DynamicFormSubmissionsData['list'][number]['values'],
      })),
      stats: store.stats(form),
    };
    return replyOk(c, data);
  });

  routes.get('dynamic-form.owned', (c) => {
    const user = c.get('user');
    const at = now();
    const forms = isAdmin(user) ? store.forms() : store.ownedBy(user.username);
    const data: DynamicFormOwnedData = {
      list: forms.map((form) => ({
        id: form.id,
        title: store.definitionOf(form).title,
        opensAt: form.opens_at,
        ...optional('closesAt', form.closes_at),
        open: openState(form, at) === 'open',
        submissionCount: store.countOf(form.id),
        owner: store.ownerName(form.owner),
      })),
    };
    return replyOk(c, data);
  });

  return routes.app;
}
