/**
 * The quiz and survey endpoints (widgets/answer): the papers with the user's attempts (`answer.list`), a
 * paper's questions without their answers (`answer.paper`), an attempt scored here (`answer.submit`,
 * within the attempts allowed while the paper is open), the user's attempts (`answer.history`) and one
 * attempt's review (`answer.record`), which shows the right answers only once the user has no attempt
 * left or the quiz has closed, so a review never helps the next attempt.
 */
import type { AnswerItem, AnswerRecordData } from '../generated/types.ts';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  clockOf,
  dayOfSeconds,
} from '../../../sandbox/kit.ts';
import { isAnswered, scoreOf, shapeProblem, type QuestionType, type Response } from './scoring.ts';

const when = (seconds: number) => `${dayOfSeconds(seconds)} ${clockOf(seconds * 1000)}`;

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const ANSWER_MESSAGES = {
  notFound: { zh: '该答题不存在或已下线', en: 'This quiz or survey does not exist or was taken down', tw: '該答題不存在或已下架' },
  recordNotFound: { zh: '没有找到这条答题记录', en: 'This attempt was not found', tw: '沒有找到這條答題記錄' },
  notOpen: (opens: number): InThreeLanguages => ({
    zh: `答题尚未开始，${when(opens)} 开始`,
    en: `It has not started: it opens at ${when(opens)}`,
    tw: `答題尚未開始，${when(opens)} 開始`,
  }),
  closed: { zh: '答题已截止，不能再提交', en: 'It has closed: no more submissions', tw: '答題已截止，不能再提交' },
  noAttempts: (limit: number): InThreeLanguages => ({
    zh: `每人最多提交 ${limit} 次，你的次数已用完`,
    en: `Everyone can submit at most ${limit} time(s), and you have used them all`,
    tw: `每人最多提交 ${limit} 次，你的次數已用完`,
  }),
  unanswered: (number: number): InThreeLanguages => ({
    zh: `第 ${number} 题还没有作答`,
    en: `Question ${number} is not answered yet`,
    tw: `第 ${number} 題還沒有作答`,
  }),
  notOffered: (number: number): InThreeLanguages => ({
    zh: `第 ${number} 题的选项无效，请刷新后重答`,
    en: `The choice for question ${number} is not one of its options: reload and answer again`,
    tw: `第 ${number} 題的選項無效，請重新整理後重答`,
  }),
  oneChoice: (number: number): InThreeLanguages => ({
    zh: `第 ${number} 题只能选一项`,
    en: `Question ${number} takes one choice`,
    tw: `第 ${number} 題只能選一項`,
  }),
  unknownQuestion: {
    zh: '提交的题目不属于这份答题，请刷新后重答',
    en: 'An answer is for a question not in this paper: reload and answer again',
    tw: '提交的題目不屬於這份答題，請重新整理後重答',
  },
} as const;

interface PaperRow {
  id: number;
  kind: 'quiz' | 'survey';
  title: string;
  intro: string;
  organizer: string;
  opens_at: number;
  closes_at: number;
  attempts_limit: number | null;
  pass_score: number | null;
}
interface QuestionRow {
  id: number;
  sort: number;
  type: QuestionType;
  stem: string;
  options: string;
  answer: string;
  points: number;
  explanation: string | null;
}
interface AttemptRow {
  id: number;
  paper_id: number;
  submitted_at: number;
  score: number | null;
}

type Status = AnswerItem['status'];
const parsedQuestion = (row: QuestionRow) => ({
  ...row,
  options: JSON.parse(row.options) as { key: string; label: string }[],
  answer: JSON.parse(row.answer) as string[],
});

export function createAnswerRoutes(services: SandboxServices) {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions), requireGrant(services));

  const papers = db.prepare<[], PaperRow>('SELECT * FROM answer_papers');
  const paper = db.prepare<[number], PaperRow>('SELECT * FROM answer_papers WHERE id = ?');
  const questionsOf = db.prepare<[number], QuestionRow>('SELECT * FROM answer_questions WHERE paper_id = ? ORDER BY sort, id');
  const attemptsOf = db.prepare<[number, number], AttemptRow>(
    'SELECT * FROM answer_attempts WHERE paper_id = ? AND user_id = ? ORDER BY submitted_at DESC, id DESC',
  );
  const myAttempts = db.prepare<[number], AttemptRow>('SELECT * FROM answer_attempts WHERE user_id = ? ORDER BY submitted_at DESC, id DESC');
  const attempt = db.prepare<[number, number], AttemptRow>('SELECT * FROM answer_attempts WHERE id = ? AND user_id = ?');
  const responsesOf = db.prepare<[number], { question_id: number; response: string; correct: number | null; gained: number | null }>(
    'SELECT question_id, response, correct, gained FROM answer_responses WHERE attempt_id = ?',
  );
  const addAttempt = db.prepare<[number, number, number, number | null]>(
    'INSERT INTO answer_attempts (paper_id, user_id, submitted_at, score) VALUES (?, ?, ?, ?)',
  );
  const addResponse = db.prepare<[number, number, string, number | null, number | null]>(
    'INSERT INTO answer_responses (attempt_id, question_id, response, correct, gained) VALUES (?, ?, ?, ?, ?)',
  );

  const statusOf = (row: PaperRow, now: number): Status => (now < row.opens_at ? 'upcoming' : now < row.closes_at ? 'open' : 'closed');
  const totalOf = (row: PaperRow, questions: readonly { points: number }[]) => (row.kind === 'quiz' ? questions.reduce((sum, q) => sum + q.points, 0) : null);
  const passedOf = (row: PaperRow, score: number | null) => (row.kind === 'quiz' && row.pass_score !== null && score !== null ? score >= row.pass_score : null);
  const itemOf = (row: PaperRow, userId: number, now: number): AnswerItem => {
    const questions = questionsOf.all(row.id);
    const attempts = attemptsOf.all(row.id, userId);
    const scores = attempts.map((one) => one.score).filter((score): score is number => score !== null);
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      status: statusOf(row, now),
      opensAt: row.opens_at,
      closesAt: row.closes_at,
      questionCount: questions.length,
      attemptsLimit: row.attempts_limit,
      attemptsUsed: attempts.length,
      bestScore: row.kind === 'quiz' && scores.length > 0 ? Math.max(...scores) : null,
      totalScore: totalOf(row, questions),
    };
  };
  const RANK: Record<Status, number> = { open: 0, upcoming: 1, closed: 2 };

  routes.get('answer.list', (c, { ok }) => {
    const now = epochSeconds(services);
    const list = papers.all().map((row) => itemOf(row, c.get('user').id, now));
    list.sort((a, b) => RANK[a.status] - RANK[b.status] || (a.status === 'closed' ? b.closesAt - a.closesAt : a.closesAt - b.closesAt) || a.id - b.id);
    return ok({ list });
  });

  routes.get('answer.paper', (c, { input, ok }) => {
    const row = paper.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, ANSWER_MESSAGES.notFound);
    return ok({
      ...itemOf(row, c.get('user').id, epochSeconds(services)),
      intro: row.intro,
      organizer: row.organizer,
      passScore: row.kind === 'quiz' ? row.pass_score : null,
      // The right answers and explanations stay on the server.
      questions: questionsOf.all(row.id).map((question) => ({
        id: question.id,
        type: question.type,
        stem: question.stem,
        options: parsedQuestion(question).options,
        points: question.points,
        required: question.type !== 'text',
      })),
    });
  });

  routes.post('answer.submit', (c, { input, ok }) => {
    const row = paper.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, ANSWER_MESSAGES.notFound);
    const now = epochSeconds(services);
    const status = statusOf(row, now);
    if (status === 'upcoming') return replyFail(c, SandboxErrorCode.conflict, ANSWER_MESSAGES.notOpen(row.opens_at));
    if (status === 'closed') return replyFail(c, SandboxErrorCode.conflict, ANSWER_MESSAGES.closed);
    const questions = questionsOf.all(row.id).map(parsedQuestion);
    const byQuestion = new Map<number, Response>(input.answers.map((one) => [one.question, { choices: one.choices, text: one.text }]));
    if ([...byQuestion.keys()].some((id) => !questions.some((question) => question.id === id)))
      return replyFail(c, SandboxErrorCode.badRequest, ANSWER_MESSAGES.unknownQuestion);
    for (const [index, question] of questions.entries()) {
      const response = byQuestion.get(question.id);
      if (question.type !== 'text' && !isAnswered(question, response)) return replyFail(c, SandboxErrorCode.badRequest, ANSWER_MESSAGES.unanswered(index + 1));
      const problem = response && shapeProblem(question, response);
      if (problem) return replyFail(c, SandboxErrorCode.badRequest, ANSWER_MESSAGES[problem](index + 1));
    }
    const userId = c.get('user').id;
    const scored = questions.map((question) => scoreOf(question, byQuestion.get(question.id)));
    const score = row.kind === 'quiz' ? scored.reduce((sum, one) => sum + (one?.gained ?? 0), 0) : null;
    // The limit counted and the attempt written in one transaction: two submits at once never pass it together.
    const attemptId = db
      .transaction(() => {
        if (row.attempts_limit !== null && attemptsOf.all(row.id, userId).length >= row.attempts_limit) return undefined;
        const id = Number(addAttempt.run(row.id, userId, now, score).lastInsertRowid);
        questions.forEach((question, index) => {
          const result = scored[index];
          const response = byQuestion.get(question.id) ?? {};
          addResponse.run(id, question.id, JSON.stringify(response), result ? Number(result.correct) : null, result ? result.gained : null);
        });
        return id;
      })
      .immediate();
    if (attemptId === undefined) return replyFail(c, SandboxErrorCode.conflict, ANSWER_MESSAGES.noAttempts(row.attempts_limit!));
    const used = attemptsOf.all(row.id, userId).length;
    return ok({
      attemptId,
      kind: row.kind,
      score,
      totalScore: totalOf(row, questionsOf.all(row.id)),
      passed: passedOf(row, score),
      attemptsLeft: row.attempts_limit === null ? null : Math.max(0, row.attempts_limit - used),
    });
  });

  routes.get('answer.history', (c, { input, ok }) => {
    const userId = c.get('user').id;
    const rows = input.id === undefined ? myAttempts.all(userId) : attemptsOf.all(input.id, userId);
    return ok({
      list: rows.map((one) => {
        const row = paper.get(one.paper_id)!;
        return {
          attemptId: one.id,
          paperId: row.id,
          kind: row.kind,
          title: row.title,
          submittedAt: one.submitted_at,
          score: one.score,
          totalScore: totalOf(row, questionsOf.all(row.id)),
          passed: passedOf(row, one.score),
        };
      }),
    });
  });

  routes.get('answer.record', (c, { input, ok }) => {
    const userId = c.get('user').id;
    const one = attempt.get(input.id, userId);
    if (!one) return replyFail(c, SandboxErrorCode.notFound, ANSWER_MESSAGES.recordNotFound);
    const row = paper.get(one.paper_id)!;
    const now = epochSeconds(services);
    const used = attemptsOf.all(row.id, userId).length;
    const answersShown = row.kind === 'quiz' && (statusOf(row, now) === 'closed' || (row.attempts_limit !== null && used >= row.attempts_limit));
    const responses = new Map(responsesOf.all(one.id).map((response) => [response.question_id, response]));
    const questions = questionsOf.all(row.id).map(parsedQuestion);
    const review: AnswerRecordData['questions'] = questions.map((question) => {
      const stored = responses.get(question.id);
      const response = stored ? (JSON.parse(stored.response) as Response) : {};
      return {
        id: question.id,
        type: question.type,
        stem: question.stem,
        options: question.options,
        points: question.points,
        response,
        correct: stored?.correct === null || stored === undefined ? null : stored.correct === 1,
        gained: stored?.gained ?? null,
        answer: answersShown && question.type !== 'text' ? question.answer : null,
        explanation: answersShown ? question.explanation : null,
      };
    });
    return ok({
      attemptId: one.id,
      paperId: row.id,
      kind: row.kind,
      title: row.title,
      submittedAt: one.submitted_at,
      score: one.score,
      totalScore: totalOf(row, questions),
      passed: passedOf(row, one.score),
      answersShown,
      questions: review,
    });
  });

  return routes;
}
