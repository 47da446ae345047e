/**
 * What an organiser does (module `manage` of the app, widget.json `grant`): the new-activity form and
 * creating one, my activities with their counts, one activity's sign-ups (review: accept, or reject with
 * a reason) and its check-in code. Only the activity's own organiser (or the administrator) manages it.
 */
import type { Context } from 'hono';
import {
  acceptSubmission,
  epochSeconds,
  instantOf,
  readerLanguage,
  replyFail,
  SandboxErrorCode,
  type KeyedRoutes,
  type LoggedInEnv,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import { manages } from './activityAccess.ts';
import { NEW_ACTIVITY_FORM, signupForm, type Category } from './activityForms.ts';
import { ACTIVITY_MESSAGES } from './activityMessages.ts';
import { activityStatements, TAKEN, toParticipant, toSummary, type ActivityRow, type SignupRow } from './activityStore.ts';
import { CODE_PERIOD_S, codeAt, codeExpiresAt, newCodeSecret } from './checkinCode.ts';
import { Refusal } from './refusal.ts';

/** The album every new activity starts with, for its photos after the event. */
export const FIRST_ALBUM = '活动现场';

interface NewActivity {
  title: string;
  category: Category;
  organiser: string;
  place: string;
  description: string;
  startsAt: string;
  endsAt: string;
  signupEndsAt: string;
  capacity: number;
  review: 'review' | 'auto';
  questions?: string[];
}

/** A form's `YYYY-MM-DD HH:mm`, China time, in Unix seconds. */
const momentOf = (text: unknown) => (typeof text === 'string' ? instantOf(text.replace(' ', 'T')) : undefined);

export function addOrganiserRoutes(routes: KeyedRoutes<LoggedInEnv>, services: SandboxServices) {
  const { db } = services;
  const st = activityStatements(db);
  const owned = db.prepare<[{ username: string; all: number }], ActivityRow & { pending: number; accepted: number; checkedIn: number }>(`
    SELECT a.*, ${TAKEN} AS taken,
      (SELECT count(*) FROM activity_signups s WHERE s.activity_id = a.id AND s.state = 'pending') AS pending,
      (SELECT count(*) FROM activity_signups s WHERE s.activity_id = a.id AND s.state = 'accepted') AS accepted,
      (SELECT count(*) FROM activity_signups s WHERE s.activity_id = a.id AND s.checked_in_at IS NOT NULL) AS checkedIn
    FROM activity_items a WHERE :all = 1 OR a.owner = :username ORDER BY a.starts_at DESC, a.id DESC`);
  const participants = db.prepare<[number], SignupRow>(`
    SELECT * FROM activity_signups WHERE activity_id = ? AND state <> 'cancelled' ORDER BY state <> 'pending', signed_at, id`);
  const insert = db.prepare(`
    INSERT INTO activity_items (title, category, place, description, cover, organiser, owner, starts_at, ends_at, signup_ends_at, capacity, review, form, code_secret, created_at)
    VALUES (@title, @category, @place, @description, NULL, @organiser, @owner, @startsAt, @endsAt, @signupEndsAt, @capacity, @review, '{}', @secret, @now)`);
  const setForm = db.prepare<[string, number]>('UPDATE activity_items SET form = ? WHERE id = ?');
  const addAlbum = db.prepare<[number, string]>('INSERT INTO activity_albums (activity_id, title) VALUES (?, ?)');
  const decide = db.prepare<[string, string | null, number, number]>('UPDATE activity_signups SET state = ?, reason = ?, decided_at = ? WHERE id = ?');
  const counts = db.prepare<[number], { accepted: number; checkedIn: number }>(`
    SELECT coalesce(sum(state = 'accepted'), 0) AS accepted, coalesce(sum(checked_in_at IS NOT NULL), 0) AS checkedIn FROM activity_signups WHERE activity_id = ?`);

  /** The activity when the caller manages it, else the answer refusing. */
  const managed = (c: Context<LoggedInEnv>, id: number): ActivityRow | Response => {
    const activity = st.activity.get(id);
    if (!activity) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.notFound);
    return manages(c.get('user'), activity) ? activity : replyFail(c, SandboxErrorCode.forbidden, ACTIVITY_MESSAGES.notYours);
  };

  routes.get('activity.newForm', (_c, { ok }) => ok({ definition: NEW_ACTIVITY_FORM }));

  routes.post('activity.create', (c, { input, ok }) => {
    const user = c.get('user');
    const now = epochSeconds(services);
    const [startsAt, endsAt, signupEndsAt] = [momentOf(input.values.startsAt), momentOf(input.values.endsAt), momentOf(input.values.signupEndsAt)];
    if (startsAt !== undefined && endsAt !== undefined && signupEndsAt !== undefined) {
      if (startsAt <= now) return replyFail(c, SandboxErrorCode.badRequest, ACTIVITY_MESSAGES.startPassed);
      if (endsAt <= startsAt || signupEndsAt > startsAt || signupEndsAt <= now) return replyFail(c, SandboxErrorCode.badRequest, ACTIVITY_MESSAGES.badTimes);
    }
    const accepted = acceptSubmission({
      db,
      username: user.username,
      formKey: NEW_ACTIVITY_FORM.id,
      definition: NEW_ACTIVITY_FORM,
      values: input.values,
      submissionId: input._submission,
      language: readerLanguage(c),
      at: now,
      save(values) {
        const form = values as unknown as NewActivity;
        const id = Number(
          insert.run({
            ...form,
            title: form.title.trim(),
            owner: user.username,
            startsAt: startsAt!,
            endsAt: endsAt!,
            signupEndsAt: signupEndsAt!,
            review: form.review === 'review' ? 1 : 0,
            secret: newCodeSecret(),
            now,
          }).lastInsertRowid,
        );
        setForm.run(JSON.stringify(signupForm(id, form.title.trim(), form.questions ?? [])), id);
        addAlbum.run(id, FIRST_ALBUM);
        return id;
      },
    });
    return accepted.ok ? ok({ id: accepted.recordId }) : c.json(accepted.answer);
  });

  routes.get('activity.owned', (c, { ok }) => {
    const user = c.get('user');
    const now = epochSeconds(services);
    return ok({
      list: owned
        .all({ username: user.username, all: user.role === 'admin' ? 1 : 0 })
        .map((row) => ({ activity: toSummary(row, now), pending: row.pending, accepted: row.accepted, checkedIn: row.checkedIn })),
    });
  });

  routes.get('activity.participants', (c, { input, ok }) => {
    const activity = managed(c, input.id);
    if (activity instanceof Response) return activity;
    return ok({
      activity: toSummary(activity, epochSeconds(services)),
      form: JSON.parse(activity.form),
      list: participants.all(activity.id).map(toParticipant),
    });
  });

  routes.post('activity.review', (c, { input, ok }) => {
    const signup = st.signup.get(input.id);
    if (!signup) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.signupNotFound);
    const activity = managed(c, signup.activity_id);
    if (activity instanceof Response) return activity;
    const reason = input.reason?.trim() ?? '';
    try {
      db.transaction(() => {
        const now = st.signup.get(input.id)!;
        if (now.state !== 'pending') throw new Refusal(SandboxErrorCode.conflict, ACTIVITY_MESSAGES.alreadyDecided);
        if (input.decision === 'reject' && reason.length < 2) throw new Refusal(SandboxErrorCode.badRequest, ACTIVITY_MESSAGES.reasonNeeded);
        decide.run(input.decision === 'accept' ? 'accepted' : 'rejected', input.decision === 'reject' ? reason : null, epochSeconds(services), signup.id);
      }).immediate();
    } catch (error) {
      if (error instanceof Refusal) return replyFail(c, error.code, error.refusal);
      throw error;
    }
    return ok({ participant: toParticipant(st.signup.get(signup.id)!) });
  });

  routes.get('activity.code', (c, { input, ok }) => {
    const activity = managed(c, input.id);
    if (activity instanceof Response) return activity;
    const now = epochSeconds(services);
    return ok({ code: codeAt(activity.code_secret, activity.id, now), expiresAt: codeExpiresAt(now), period: CODE_PERIOD_S, ...counts.get(activity.id)! });
  });
}
