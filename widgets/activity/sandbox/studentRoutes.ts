/**
 * What a student does (every logged-in user may): the hall, my sign-ups, one activity, signing up with
 * its form, withdrawing, and checking in with the organiser's code. A sign-up is counted against the
 * places and kept in one transaction (acceptSubmission's, IMMEDIATE): the insert itself is guarded by the
 * count, so two students asking for the last place get it once.
 */
import {
  acceptSubmission,
  epochSeconds,
  pageWindow,
  readerLanguage,
  replyFail,
  SandboxErrorCode,
  type CampusDirectory,
  type FormDefinition,
  type KeyedRoutes,
  type LoggedInEnv,
  type SandboxServices,
  type SandboxUser,
} from '../../../sandbox/kit.ts';
import { manages } from './activityAccess.ts';
import { CATEGORIES, type Category } from './activityForms.ts';
import { ACTIVITY_MESSAGES } from './activityMessages.ts';
import { activityStatements, CHECKIN_OPENS_S, TAKEN, toSignup, toSummary, type ActivityRow, type SignupRow } from './activityStore.ts';
import { codeAccepted } from './checkinCode.ts';
import { Refusal } from './refusal.ts';

/** Activities ended this long ago still show in the hall (their photos and comments). */
const HALL_KEEPS_ENDED_S = 30 * 86_400;

/** The not yet ended first, soonest first; then the ended, latest first. */
const COMING_FIRST = `(a.ends_at <= :now), CASE WHEN a.ends_at > :now THEN a.starts_at ELSE -a.starts_at END, a.id`;

/** College and class for a student of the campus directory, else the account's role. */
export function unitOf(campus: CampusDirectory, user: SandboxUser): string {
  const place = campus.placeOfStudent({ username: user.username });
  return place ? `${place.college.name} ${place.campusClass.name}` : user.roleName;
}

export function addStudentRoutes(routes: KeyedRoutes<LoggedInEnv>, services: SandboxServices, campus: CampusDirectory) {
  const { db } = services;
  const st = activityStatements(db);
  const HALL = `FROM activity_items a WHERE a.ends_at > :since
      AND (:category IS NULL OR a.category = :category)
      AND (:q IS NULL OR instr(a.title, :q) > 0 OR instr(a.place, :q) > 0 OR instr(a.organiser, :q) > 0)`;
  type HallFilter = { since: number; category: string | null; q: string | null };
  const hallCount = db.prepare<[HallFilter], { total: number }>(`SELECT count(*) AS total ${HALL}`);
  const hallCategories = db.prepare<[HallFilter], { id: Category; count: number }>(`SELECT a.category AS id, count(*) AS count ${HALL} GROUP BY a.category`);
  const hallPage = db.prepare<[HallFilter & { now: number; limit: number; offset: number }], ActivityRow>(
    `SELECT a.*, ${TAKEN} AS taken ${HALL} ORDER BY ${COMING_FIRST} LIMIT :limit OFFSET :offset`,
  );
  const mine = db.prepare<[{ username: string; now: number }], ActivityRow & { signup_id: number }>(`
    SELECT a.*, ${TAKEN} AS taken, s.id AS signup_id FROM activity_signups s JOIN activity_items a ON a.id = s.activity_id
    WHERE s.username = :username AND s.state <> 'cancelled' ORDER BY ${COMING_FIRST}`);
  // The guarded insert: a row only while places are left. A withdrawn sign-up (the one row a student
  // may have) is signed again in place.
  const signUp = db.prepare<[{ id: number; username: string; name: string; unit: string; state: string; answers: string; now: number }]>(`
    INSERT INTO activity_signups (activity_id, username, name, unit, state, answers, signed_at)
    SELECT :id, :username, :name, :unit, :state, :answers, :now
    WHERE (SELECT count(*) FROM activity_signups WHERE activity_id = :id AND state IN ('pending', 'accepted'))
        < (SELECT capacity FROM activity_items WHERE id = :id)
    ON CONFLICT (activity_id, username) DO UPDATE SET
      state = excluded.state, answers = excluded.answers, signed_at = excluded.signed_at, name = excluded.name, unit = excluded.unit,
      reason = NULL, decided_at = NULL, checked_in_at = NULL
    WHERE activity_signups.state = 'cancelled'`);
  const withdraw = db.prepare<[number]>("UPDATE activity_signups SET state = 'cancelled' WHERE id = ?");
  const checkIn = db.prepare<[number, number]>('UPDATE activity_signups SET checked_in_at = ? WHERE id = ? AND checked_in_at IS NULL');

  routes.get('activity.hall', (_c, { input, ok }) => {
    const now = epochSeconds(services);
    const { page, size, offset } = pageWindow(input, 10);
    const filter: HallFilter = { since: now - HALL_KEEPS_ENDED_S, category: input.category ?? null, q: input.q?.trim() || null };
    const counts = new Map(hallCategories.all({ ...filter, category: null }).map((row) => [row.id, row.count]));
    return ok({
      total: hallCount.get(filter)!.total,
      page,
      size,
      categories: CATEGORIES.flatMap((id) => (counts.has(id) ? [{ id, count: counts.get(id)! }] : [])),
      list: hallPage.all({ ...filter, now, limit: size, offset }).map((row) => toSummary(row, now)),
    });
  });

  routes.get('activity.mine', (c, { ok }) => {
    const now = epochSeconds(services);
    return ok({
      list: mine
        .all({ username: c.get('user').username, now })
        .map((row) => ({ activity: toSummary(row, now), signup: toSignup(st.signup.get(row.signup_id)!) })),
    });
  });

  routes.get('activity.detail', (c, { input, ok }) => {
    const user = c.get('user');
    const activity = st.activity.get(input.id);
    if (!activity) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.notFound);
    const signup = st.signupOf.get(activity.id, user.username);
    return ok({
      activity: toSummary(activity, epochSeconds(services)),
      description: activity.description,
      form: JSON.parse(activity.form) as FormDefinition,
      mine: signup && signup.state !== 'cancelled' ? toSignup(signup) : null,
      manage: manages(user, activity),
    });
  });

  routes.post('activity.signup', (c, { input, ok }) => {
    const user = c.get('user');
    const now = epochSeconds(services);
    const activity = st.activity.get(input.id);
    if (!activity) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.notFound);
    if (now >= activity.signup_ends_at) return replyFail(c, SandboxErrorCode.conflict, ACTIVITY_MESSAGES.signupClosed(activity.signup_ends_at));
    try {
      const accepted = acceptSubmission({
        db,
        username: user.username,
        formKey: `activity-signup-${activity.id}`,
        definition: JSON.parse(activity.form) as FormDefinition,
        values: input.values,
        submissionId: input._submission,
        language: readerLanguage(c),
        at: now,
        save(values) {
          const earlier = st.signupOf.get(activity.id, user.username);
          if (earlier?.state === 'rejected') throw new Refusal(SandboxErrorCode.conflict, ACTIVITY_MESSAGES.wasRejected(earlier.reason ?? ''));
          if (earlier && earlier.state !== 'cancelled') throw new Refusal(SandboxErrorCode.conflict, ACTIVITY_MESSAGES.alreadySigned);
          const state = activity.review === 1 ? 'pending' : 'accepted';
          const row = { id: activity.id, username: user.username, name: user.name, unit: unitOf(campus, user), state, answers: JSON.stringify(values), now };
          if (signUp.run(row).changes === 0) throw new Refusal(SandboxErrorCode.conflict, ACTIVITY_MESSAGES.full);
          return st.signupOf.get(activity.id, user.username)!.id;
        },
      });
      if (!accepted.ok) return c.json(accepted.answer);
      return ok({ signup: toSignup(st.signup.get(accepted.recordId)!) });
    } catch (error) {
      if (error instanceof Refusal) return replyFail(c, error.code, error.refusal);
      throw error;
    }
  });

  routes.post('activity.cancel', (c, { input, ok }) => {
    const activity = st.activity.get(input.id);
    if (!activity) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.notFound);
    const signup = st.signupOf.get(activity.id, c.get('user').username);
    if (!signup || signup.state === 'cancelled' || signup.state === 'rejected') return replyFail(c, SandboxErrorCode.conflict, ACTIVITY_MESSAGES.notSigned);
    if (signup.checked_in_at !== null) return replyFail(c, SandboxErrorCode.conflict, ACTIVITY_MESSAGES.checkedInCannotCancel);
    if (epochSeconds(services) >= activity.signup_ends_at) return replyFail(c, SandboxErrorCode.conflict, ACTIVITY_MESSAGES.cancelTooLate);
    withdraw.run(signup.id);
    return ok({ signup: toSignup(st.signup.get(signup.id)!) });
  });

  routes.post('activity.checkin', (c, { input, ok }) => {
    const now = epochSeconds(services);
    const activity = st.activity.get(input.id);
    if (!activity) return replyFail(c, SandboxErrorCode.notFound, ACTIVITY_MESSAGES.notFound);
    const signup: SignupRow | undefined = st.signupOf.get(activity.id, c.get('user').username);
    const refuse = (refusal: Parameters<typeof replyFail>[2]) => replyFail(c, SandboxErrorCode.conflict, refusal);
    if (!signup || signup.state === 'cancelled' || signup.state === 'rejected') return refuse(ACTIVITY_MESSAGES.checkinNotSigned);
    if (signup.state !== 'accepted') return refuse(ACTIVITY_MESSAGES.checkinNotAccepted);
    if (signup.checked_in_at !== null) return refuse(ACTIVITY_MESSAGES.alreadyCheckedIn(signup.checked_in_at));
    if (now < activity.starts_at - CHECKIN_OPENS_S) return refuse(ACTIVITY_MESSAGES.checkinNotYet(activity.starts_at - CHECKIN_OPENS_S));
    if (now >= activity.ends_at) return refuse(ACTIVITY_MESSAGES.checkinOver);
    if (!codeAccepted(activity.code_secret, activity.id, input.code, now)) return refuse(ACTIVITY_MESSAGES.wrongCode);
    checkIn.run(now, signup.id);
    return ok({ checkedInAt: now });
  });
}
