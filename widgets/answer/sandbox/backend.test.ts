/**
 * The quizzes' and surveys' backend (widgets/answer): the seeded papers, the questions sent without their
 * answers, a quiz scored by the server (every question type), the attempts limit, a survey taken once,
 * the user's attempts and a review that shows the right answers only when no attempt is left or the quiz
 * has closed. The clock: 2026-05-11 16:00 China time (clockedSandbox); every answer validates against
 * widgets/answer/contracts.
 */
import { describe, expect, it } from 'vitest';
import type { AnswerSubmitBody } from '../generated/types.ts';
import { callAs, clockedSandbox, expectContract, visitorCaller } from '../../../sandbox/testing.ts';
import { scoreOf } from './scoring.ts';

const env = clockedSandbox();
const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);
/** Seed ids: 安全知识竞赛 (open quiz, 3 attempts), 宪法知识答题 (closed quiz), 网络服务满意度问卷 (open survey). */
const [SAFETY, CONSTITUTION, SURVEY] = [1, 2, 3];

/** The safety quiz's questions' ids in order (1–8). */
const q = (n: number) => n;
const ALL_RIGHT: AnswerSubmitBody['answers'] = [
  { question: q(1), choices: ['A'] },
  { question: q(2), choices: ['B'] },
  { question: q(3), choices: ['B'] },
  { question: q(4), choices: ['A', 'B', 'D'] },
  { question: q(5), choices: ['D', 'B', 'A'] },
  { question: q(6), choices: ['F'] },
  { question: q(7), choices: ['T'] },
  { question: q(8), text: ' １１９ ' },
];

describe('scoreOf', () => {
  it('takes choices as a set, a blank in any accepted form, and scores no free text', () => {
    const multiple = { type: 'multiple' as const, options: [{ key: 'A' }, { key: 'B' }, { key: 'C' }], answer: ['A', 'C'], points: 15 };
    expect(scoreOf(multiple, { choices: ['C', 'A'] })).toEqual({ correct: true, gained: 15 });
    expect(scoreOf(multiple, { choices: ['A'] })).toEqual({ correct: false, gained: 0 });
    const blank = { type: 'fill' as const, options: [], answer: ['5', '五'], points: 10 };
    expect(scoreOf(blank, { text: '５' })?.correct).toBe(true);
    expect(scoreOf(blank, { text: '' })?.correct).toBe(false);
    expect(scoreOf({ type: 'text', options: [], answer: [], points: 0 }, { text: '很好' })).toBeNull();
  });
});

describe('answer.list and answer.paper', () => {
  it('lists the papers, open first, with the student’s attempt at the closed quiz', async () => {
    const list = await (await as('student')).get('answer.list');
    expectContract('answer.list', list.d);
    expect(list.d.list.map((p) => [p.id, p.kind, p.status, p.attemptsUsed, p.bestScore, p.totalScore])).toEqual([
      [SAFETY, 'quiz', 'open', 0, null, 100],
      [SURVEY, 'survey', 'open', 0, null, null],
      [CONSTITUTION, 'quiz', 'closed', 1, 30, 40],
    ]);
  });

  it('sends the questions without their answers or explanations', async () => {
    const paper = await (await as('student')).get('answer.paper', { id: SAFETY });
    expectContract('answer.paper', paper.d);
    expect(paper.d.questions.map((one) => one.type)).toEqual(['single', 'single', 'single', 'multiple', 'multiple', 'judge', 'judge', 'fill']);
    const text = JSON.stringify(paper.d);
    expect(text).not.toContain('火警 119，急救');
    expect(text).not.toContain('explanation');
    expect(text).not.toContain('"answer"');
    expect(await (await as('student')).get('answer.paper', { id: 99 })).toMatchObject({ e: 404, m: '该答题不存在或已下线' });
  });

  it('needs a login', async () => {
    expect((await visitorCaller(env.sandbox.app).get('answer.paper', { id: SAFETY })).e).toBe(10013);
  });
});

describe('answer.submit', () => {
  it('scores a quiz on the server, within three attempts', async () => {
    const student = await as('student');
    const full = await student.post('answer.submit', { id: SAFETY, answers: ALL_RIGHT });
    expect(full.e).toBe(0);
    expectContract('answer.submit', full.d);
    expect(full.d).toMatchObject({ kind: 'quiz', score: 100, totalScore: 100, passed: true, attemptsLeft: 2 });
    const wrong = ALL_RIGHT.map((one) => (one.question === q(4) ? { ...one, choices: ['A', 'B'] } : one.question === q(8) ? { ...one, text: '110' } : one));
    expect((await student.post('answer.submit', { id: SAFETY, answers: wrong })).d).toMatchObject({ score: 65, passed: true, attemptsLeft: 1 });
    const poor = ALL_RIGHT.map((one) =>
      one.question >= q(6)
        ? { ...one, choices: one.text ? undefined : one.question === q(6) ? ['T'] : ['F'], text: one.text && '120' }
        : { ...one, choices: ['C'] },
    );
    expect((await student.post('answer.submit', { id: SAFETY, answers: poor })).d).toMatchObject({ score: 0, passed: false, attemptsLeft: 0 });
    const fourth = await student.post('answer.submit', { id: SAFETY, answers: ALL_RIGHT });
    expect([fourth.e, fourth.m]).toEqual([409, '每人最多提交 3 次，你的次数已用完']);
    const list = await student.get('answer.list');
    expect(list.d.list.find((p) => p.id === SAFETY)).toMatchObject({ attemptsUsed: 3, bestScore: 100 });
  });

  it('refuses an incomplete or malformed paper, saying which question, and keeps no attempt', async () => {
    const student = await as('student');
    const missing = await student.post('answer.submit', { id: SAFETY, answers: ALL_RIGHT.filter((one) => one.question !== q(3)) });
    expect([missing.e, missing.m]).toEqual([400, '第 3 题还没有作答']);
    const two = await student.post('answer.submit', {
      id: SAFETY,
      answers: ALL_RIGHT.map((one) => (one.question === q(1) ? { ...one, choices: ['A', 'B'] } : one)),
    });
    expect(two.m).toBe('第 1 题只能选一项');
    const stranger = await student.post('answer.submit', {
      id: SAFETY,
      answers: ALL_RIGHT.map((one) => (one.question === q(2) ? { ...one, choices: ['Z'] } : one)),
    });
    expect(stranger.m).toBe('第 2 题的选项无效，请刷新后重答');
    const english = await (await as('student', 'en')).post('answer.submit', { id: SAFETY, answers: [] });
    expect(english.m).toBe('Question 1 is not answered yet');
    const closed = await student.post('answer.submit', { id: CONSTITUTION, answers: [] });
    expect([closed.e, closed.m]).toEqual([409, '答题已截止，不能再提交']);
    expect((await student.get('answer.history', { id: SAFETY })).d.list).toEqual([]);
  });

  it('takes a survey once, unscored, its free text optional', async () => {
    const teacher = await as('teacher');
    const body = {
      id: SURVEY,
      answers: [
        { question: 13, choices: ['B'] },
        { question: 14, choices: ['A', 'C'] },
      ],
    };
    const first = await teacher.post('answer.submit', body);
    expect(first.d).toMatchObject({ kind: 'survey', score: null, totalScore: null, passed: null, attemptsLeft: 0 });
    expect((await teacher.post('answer.submit', body)).m).toBe('每人最多提交 1 次，你的次数已用完');
  });
});

describe('answer.history and answer.record', () => {
  it('lists the user’s attempts, latest first, and nobody else’s', async () => {
    const student = await as('student');
    await student.post('answer.submit', { id: SAFETY, answers: ALL_RIGHT });
    const history = await student.get('answer.history', {});
    expectContract('answer.history', history.d);
    expect(history.d.list.map((one) => [one.paperId, one.score])).toEqual([
      [SAFETY, 100],
      [CONSTITUTION, 30],
    ]);
    expect((await (await as('teacher')).get('answer.history', {})).d.list).toEqual([]);
  });

  it('reviews an attempt without the right answers while attempts are left, with them once none is', async () => {
    const student = await as('student');
    const wrong = ALL_RIGHT.map((one) => (one.question === q(8) ? { ...one, text: '110' } : one));
    const { attemptId } = (await student.post('answer.submit', { id: SAFETY, answers: wrong })).d;
    const early = await student.get('answer.record', { id: attemptId });
    expectContract('answer.record', early.d);
    expect(early.d.answersShown).toBe(false);
    expect(early.d.questions.at(-1)).toMatchObject({ response: { text: '110' }, correct: false, gained: 0, answer: null, explanation: null });
    await student.post('answer.submit', { id: SAFETY, answers: wrong });
    await student.post('answer.submit', { id: SAFETY, answers: wrong });
    const late = await student.get('answer.record', { id: attemptId });
    expect(late.d.answersShown).toBe(true);
    expect(late.d.questions.at(-1)).toMatchObject({ answer: ['119'], explanation: '火警 119，急救 120，报警 110。' });
    expect(await (await as('teacher')).get('answer.record', { id: attemptId })).toMatchObject({ e: 404, m: '没有找到这条答题记录' });
  });

  it('reviews the seeded attempt at the closed quiz with its answers', async () => {
    const history = await (await as('student')).get('answer.history', { id: CONSTITUTION });
    const record = await (await as('student')).get('answer.record', { id: history.d.list[0]!.attemptId });
    expect(record.d).toMatchObject({ score: 30, totalScore: 40, passed: true, answersShown: true });
    expect(record.d.questions.map((one) => one.correct)).toEqual([true, true, false, true]);
  });
});
