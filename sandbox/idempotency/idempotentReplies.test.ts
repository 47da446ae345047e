/**
 * A submit retried with its Idempotency-Key changes nothing twice: the sandbox answers the retry with the
 * first answer, per signed-in user and key, refuses the key on another write, tells a retry that the
 * first is still running, and keeps nothing for anonymous callers or for server failures.
 */
import { describe, expect, it } from 'vitest';
import { clockedSandbox, formRequest, logIn } from '../tests/sessionCookies.ts';
import { IDEMPOTENT_REPLY_TTL_SECONDS } from './idempotentReplies.ts';

const env = clockedSandbox();

function submit(content: string, init: { cookie?: string; key?: string; path?: string } = {}) {
  const request = formRequest(init.path ?? '/api/feedback/submit', { content }, { cookie: init.cookie });
  if (init.key) request.headers.set('Idempotency-Key', init.key);
  return env.sandbox.app.fetch(request);
}
const feedbackRows = () => (env.sandbox.db.prepare('SELECT COUNT(*) AS n FROM feedback').get() as { n: number }).n;

describe('Idempotency-Key on writes', () => {
  it('answers a retry with the first answer and stores one record', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const before = feedbackRows();
    const first = await submit('图书馆空调太冷', { cookie, key: 'submit-0001' });
    const retry = await submit('图书馆空调太冷', { cookie, key: 'submit-0001' });
    expect(feedbackRows()).toBe(before + 1);
    expect(await retry.json()).toEqual(await first.json());
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('runs a new key as a new submit', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const before = feedbackRows();
    await submit('一', { cookie, key: 'submit-0001' });
    await submit('二', { cookie, key: 'submit-0002' });
    expect(feedbackRows()).toBe(before + 2);
  });

  it("never answers one user's key for another", async () => {
    const student = await logIn(env.sandbox.app, 'student');
    const teacher = await logIn(env.sandbox.app, 'teacher');
    const before = feedbackRows();
    await submit('学生的意见', { cookie: student.cookie, key: 'same-key-01' });
    const theirs = await submit('老师的意见', { cookie: teacher.cookie, key: 'same-key-01' });
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    expect(feedbackRows()).toBe(before + 2);
  });

  it('refuses a key used for another write, and a malformed key, in the reader’s language', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    await submit('意见', { cookie, key: 'submit-0003' });
    const elsewhere = await submit('意见', { cookie, key: 'submit-0003', path: '/api/log/save-web-log' });
    expect(elsewhere.status).toBe(422);
    expect(((await elsewhere.json()) as { m: string }).m).toBe('该请求标识已用于另一项操作，请刷新页面后重试');
    const bad = await submit('意见', { cookie, key: 'x' });
    expect(bad.status).toBe(400);
  });

  it('keeps nothing for an anonymous caller', async () => {
    const before = feedbackRows();
    await submit('匿名意见', { key: 'anon-key-01' });
    await submit('匿名意见', { key: 'anon-key-01' });
    expect(feedbackRows()).toBe(before + 2);
    expect((env.sandbox.db.prepare('SELECT COUNT(*) AS n FROM idempotent_replies').get() as { n: number }).n).toBe(0);
  });

  it('forgets an answer after a day', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const before = feedbackRows();
    await submit('意见', { cookie, key: 'submit-0004' });
    env.clock += (IDEMPOTENT_REPLY_TTL_SECONDS + 1) * 1000;
    const again = await logIn(env.sandbox.app, 'student');
    await submit('意见', { cookie: again.cookie, key: 'submit-0004' });
    expect(feedbackRows()).toBe(before + 2);
  });

  it('forgets an answer at the end of its day even between two sweeps of the expired ones (once a minute)', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const before = feedbackRows();
    await submit('意见', { cookie, key: 'submit-0005' });
    // A write half a minute before the first answer's day ends sweeps; it is not expired yet.
    env.clock += (IDEMPOTENT_REPLY_TTL_SECONDS - 30) * 1000;
    // Signed in again: a session lasts less than a day. The keys are the user's, whatever the session.
    const later = await logIn(env.sandbox.app, 'student');
    await submit('另一条', { cookie: later.cookie, key: 'submit-0006' });
    // 31 s later the first answer has expired, and no sweep has run since.
    env.clock += 31_000;
    const retry = await submit('意见', { cookie: later.cookie, key: 'submit-0005' });
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
    expect(feedbackRows()).toBe(before + 3);
    // Signed in (an anonymous write keeps nothing): the new answer is kept for a retry.
    expect((await submit('意见', { cookie: later.cookie, key: 'submit-0005' })).headers.get('Idempotent-Replayed')).toBe('true');
  });
});
