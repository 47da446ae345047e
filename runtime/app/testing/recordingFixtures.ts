/**
 * Fixtures that keep what a page sent: the start of every page test that checks a call's body or query.
 *
 *   const { sent, fixtures } = recordingSent(agendaFixtures.data, '/agenda/save', ok(savedAgenda));
 *   await openPage('/agenda/addAgenda', fixtures, { user: teacher });
 *   …
 *   expect(sent).toEqual([{ title: '班会：期中总结', … }]);
 */
import type { Envelope, Fixture, Fixtures } from './fixtureFetch.ts';

/**
 * `fixtures` with `path` keeping each body sent to it in `sent`, in order (a `json: true` key's as parsed,
 * a form's as its fields), and answering `answer`: an envelope, or a function of the body and of all sent
 * so far (a second submit refused, a later answer changed by the first).
 */
export function recordingSent<T = unknown>(
  fixtures: Fixtures,
  path: string,
  answer: Envelope | ((json: T, sent: readonly T[]) => Envelope),
): { sent: T[]; fixtures: Fixtures } {
  const sent: T[] = [];
  const recorded: Fixture = (_query, body, json) => {
    const got = (json ?? body) as T;
    sent.push(got);
    return typeof answer === 'function' ? answer(got, sent) : answer;
  };
  return { sent, fixtures: { ...fixtures, [path]: recorded } };
}

/**
 * `fixtures` with `path` keeping each query it is asked in `asked`, in order, and answering `answer` (a
 * function of the query, or an envelope), else as `fixtures` answered it.
 */
export function recordingAsked(
  fixtures: Fixtures,
  path: string,
  answer: Envelope | ((query: URLSearchParams) => Envelope) = answerOf(fixtures, path),
): { asked: URLSearchParams[]; fixtures: Fixtures } {
  const asked: URLSearchParams[] = [];
  const recorded: Fixture = (query) => {
    asked.push(query);
    return typeof answer === 'function' ? answer(query) : answer;
  };
  return { asked, fixtures: { ...fixtures, [path]: recorded } };
}

function answerOf(fixtures: Fixtures, path: string): Envelope | ((query: URLSearchParams) => Envelope) {
  const fixture = fixtures[path];
  if (fixture === undefined || typeof fixture === 'string' || 'status' in fixture) throw new Error(`recordingAsked: ${path} has no answer to keep`);
  return typeof fixture === 'function' ? (query) => fixture(query, new URLSearchParams()) : fixture;
}
