/**
 * The dynamic forms' endpoints (widgets/dynamic-form): the forms open to me and my submissions
 * (`dynamic-form.list`, `.mine`), one form to fill (`.definition`, `.options` for its data sources,
 * `.submit`), one submission read only (`.submission`), and the owner's view of a form's submissions with
 * their counts (`.owned`, `.submissions`). Every call needs a login; what a user sees of a form follows its
 * audience, its opening window and who owns it (formStore.ts).
 */
import type { Context } from 'hono';
import type { DynamicFormDefinitionData, DynamicFormMineData, DynamicFormSubmissionData, DynamicFormSubmissionsData } from '../generated/types.ts';
import {
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
  pageWindow,
} from '../../../sandbox/kit.ts';
import { createFormStore, FORM_MESSAGES, formKeyOf, inAudience, isAdmin, openState, type FormRow, type OpenState } from './formStore.ts';
import { createOptionLists } from './optionLists.ts';

/** Thrown inside the submission's transaction when a one-per-user form was filled meanwhile: rolls it back. */
class AlreadyFilled extends Error {}

const refusalOf: Record<Exclude<OpenState, 'open'>, InThreeLanguages> = { notYetOpen: FORM_MESSAGES.notYetOpen, closed: FORM_MESSAGES.closed };

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
  /** The form named by `formId`, or the reply refusing it. */
  const formOf = (c: Context<LoggedInEnv>, formId: string): FormRow | Response =>
    store.form(formId) ?? replyFail(c, SandboxErrorCode.notFound, FORM_MESSAGES.notFound);
  const optional = <K extends string, V>(key: K, value: V | null | undefined) => (value === null || value === undefined ? {} : { [key]: value });

  routes.get('dynamic-form.list', (c, { ok }) => {
    const user = c.get('user');
    const at = now();
    const mine = store.countsOf(user.username);
    const open = store
      .forms()
      .filter((form) => inAudience(form, user) && openState(form, at) === 'open')
      .sort((a, b) => (a.closes_at ?? Infinity) - (b.closes_at ?? Infinity) || a.id.localeCompare(b.id));
    return ok({
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
    });
  });

  routes.get('dynamic-form.definition', (c, { input, ok }) => {
    const form = formOf(c, input.formId);
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
    return ok({
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
    });
  });

  routes.get('dynamic-form.options', (c, { input, ok }) => {
    const sent = new Map<string, string | undefined>(Object.entries(input));
    const options = lists.optionsOf((name) => sent.get(name));
    // The contract knows the lists; what it cannot say is that the rooms need a building.
    return options ? ok(options) : replyFail(c, SandboxErrorCode.badRequest, FORM_MESSAGES.missingBuilding);
  });

  routes.post('dynamic-form.submit', (c, { input, ok }) => {
    const form = formOf(c, input.formId);
    if (form instanceof Response) return form;
    const { values, _submission: submissionId } = input;
    const user = c.get('user');
    if (!inAudience(form, user)) return replyFail(c, SandboxErrorCode.forbidden, FORM_MESSAGES.notAudience);
    const formKey = formKeyOf(form.id);
    const at = now();
    // A repeat of an accepted submission answers its record, even once the form has closed or been filled.
    if (!acceptedBefore.get(user.username, formKey, submissionId)) {
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
        values,
        submissionId,
        language: readerLanguage(c),
        sourcedOptions: lists.sourcedOptions(definition.dataSources, values),
        at,
        save: (values) => {
          // Checked again under the write lock: two different ids sent at once must not both count.
          if (form.one_per_user === 1 && store.hasFilled(form.id, user.username)) throw new AlreadyFilled();
          return store.save(form, user.username, values, at);
        },
      });
      return accepted.ok ? ok({ id: accepted.recordId }) : c.json(accepted.answer);
    } catch (error) {
      if (error instanceof AlreadyFilled) return replyFail(c, SandboxErrorCode.forbidden, FORM_MESSAGES.alreadyFilled);
      throw error;
    }
  });

  routes.get('dynamic-form.mine', (c, { input, ok }) => {
    const { size, offset } = pageWindow(input);
    const { total, rows } = store.mine(c.get('user').username, size, offset);
    return ok({
      total,
      list: rows.map((row) => ({
        id: row.id,
        formId: row.form_id,
        formTitle: (JSON.parse(row.definition) as { title: DynamicFormMineData['list'][number]['formTitle'] }).title,
        submittedAt: row.submitted_at,
      })),
    });
  });

  routes.get('dynamic-form.submission', (c, { input, ok }) => {
    const submission = store.submission(input.id);
    const form = submission && store.form(submission.form_id);
    if (!submission || !form) return replyFail(c, SandboxErrorCode.notFound, FORM_MESSAGES.submissionNotFound);
    if (!store.maySee(submission, form, c.get('user'))) return replyFail(c, SandboxErrorCode.forbidden, FORM_MESSAGES.submissionForbidden);
    const definition = store.definitionAt(form, submission.version);
    return ok({
      id: submission.id,
      form: { id: form.id, title: store.definitionOf(form).title },
      version: submission.version,
      definition: definition as DynamicFormSubmissionData['definition'],
      values: JSON.parse(submission.values) as DynamicFormSubmissionData['values'],
      submittedAt: submission.submitted_at,
      submitter: store.submitter(submission.username),
    });
  });

  routes.get('dynamic-form.submissions', (c, { input, ok }) => {
    const form = formOf(c, input.formId);
    if (form instanceof Response) return form;
    if (!mayManage(c, form)) return replyFail(c, SandboxErrorCode.forbidden, FORM_MESSAGES.notOwner);
    const { size, offset } = pageWindow(input, 20);
    const definition = store.definitionOf(form);
    return ok({
      form: { id: form.id, title: definition.title, version: form.version, ...optional('closesAt', form.closes_at) },
      total: store.countOf(form.id),
      list: store.pageOf(form.id, size, offset).map((row) => ({
        id: row.id,
        submitter: store.submitter(row.username),
        submittedAt: row.submitted_at,
        version: row.version,
        values: JSON.parse(row.values) as DynamicFormSubmissionsData['list'][number]['values'],
      })),
      stats: store.stats(form),
    });
  });

  routes.get('dynamic-form.owned', (c, { ok }) => {
    const user = c.get('user');
    const at = now();
    const forms = isAdmin(user) ? store.forms() : store.ownedBy(user.username);
    return ok({
      list: forms.map((form) => ({
        id: form.id,
        title: store.definitionOf(form).title,
        opensAt: form.opens_at,
        ...optional('closesAt', form.closes_at),
        open: openState(form, at) === 'open',
        submissionCount: store.countOf(form.id),
        owner: store.ownerName(form.owner),
      })),
    });
  });

  return routes.app;
}
