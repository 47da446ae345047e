/**
 * Quiz and survey answers for component tests and stories: zh-first, shaped as the sandbox answers (its
 * seed papers), and checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { AnswerHistoryData, AnswerItem, AnswerPaperData, AnswerRecordData, AnswerSubmitData } from './generated/types.ts';

/** A student with no special permission: every page is open to a logged-in user. */
export const answerStudent = { name: '王小明', auth: { home: { module: ['homepage'] } } };

const at = (day: string, time: string) => Date.parse(`${day}T${time}:00+08:00`) / 1000;
const DAY = 86_400;
export const NOW = at('2026-11-26', '10:00');

export const answerItems: AnswerItem[] = [
  {
    id: 1,
    kind: 'quiz',
    title: '2026 年校园安全知识竞赛',
    status: 'open',
    opensAt: NOW - 3 * DAY,
    closesAt: NOW + 7 * DAY,
    questionCount: 4,
    attemptsLimit: 3,
    attemptsUsed: 1,
    bestScore: 65,
    totalScore: 100,
  },
  {
    id: 3,
    kind: 'survey',
    title: '校园网络服务满意度问卷',
    status: 'open',
    opensAt: NOW - 2 * DAY,
    closesAt: NOW + 12 * DAY,
    questionCount: 2,
    attemptsLimit: 1,
    attemptsUsed: 0,
    bestScore: null,
    totalScore: null,
  },
  {
    id: 2,
    kind: 'quiz',
    title: '宪法知识答题',
    status: 'closed',
    opensAt: NOW - 20 * DAY,
    closesAt: NOW - 10 * DAY,
    questionCount: 4,
    attemptsLimit: 1,
    attemptsUsed: 1,
    bestScore: 30,
    totalScore: 40,
  },
];

const JUDGE = [
  { key: 'T', label: '正确' },
  { key: 'F', label: '错误' },
];

export const safetyPaper: AnswerPaperData = {
  ...answerItems[0]!,
  intro: '为提高同学们的安全意识，保卫处举办校园安全知识竞赛。\n\n满分 100 分，60 分及格；每人可答 3 次，取最高分。',
  organizer: '保卫处',
  passScore: 60,
  questions: [
    {
      id: 1,
      type: 'single',
      stem: '发现宿舍楼内起火，首先应该怎么做？',
      options: [
        { key: 'A', label: '立即拨打 119 报警并通知宿管' },
        { key: 'B', label: '先收拾贵重物品' },
        { key: 'C', label: '乘电梯迅速下楼' },
      ],
      points: 30,
      required: true,
    },
    {
      id: 4,
      type: 'multiple',
      stem: '下列哪些属于宿舍违规电器？',
      options: [
        { key: 'A', label: '大功率电吹风' },
        { key: 'B', label: '电热毯' },
        { key: 'C', label: '台灯' },
        { key: 'D', label: '热得快' },
      ],
      points: 30,
      required: true,
    },
    { id: 6, type: 'judge', stem: '实验室的危险化学品可以带回宿舍保存。', options: JUDGE, points: 20, required: true },
    { id: 8, type: 'fill', stem: '火警电话是 ____。', options: [], points: 20, required: true },
  ],
};

export const surveyPaper: AnswerPaperData = {
  ...answerItems[1]!,
  intro: '信息化建设与管理处希望了解大家对校园网络的使用感受。',
  organizer: '信息化建设与管理处',
  passScore: null,
  questions: [
    {
      id: 13,
      type: 'single',
      stem: '你对宿舍区无线网络的整体满意度？',
      options: [
        { key: 'A', label: '非常满意' },
        { key: 'B', label: '满意' },
      ],
      points: 0,
      required: true,
    },
    { id: 15, type: 'text', stem: '你对校园网络还有什么建议？', options: [], points: 0, required: false },
  ],
};

export const answerScored: AnswerSubmitData = { attemptId: 12, kind: 'quiz', score: 80, totalScore: 100, passed: true, attemptsLeft: 1 };

export const answerHistory: AnswerHistoryData = {
  list: [
    { attemptId: 11, paperId: 1, kind: 'quiz', title: '2026 年校园安全知识竞赛', submittedAt: NOW - 3600, score: 65, totalScore: 100, passed: true },
    { attemptId: 1, paperId: 2, kind: 'quiz', title: '宪法知识答题', submittedAt: NOW - 18 * DAY, score: 30, totalScore: 40, passed: true },
  ],
};

export const answerRecord: AnswerRecordData = {
  attemptId: 1,
  paperId: 2,
  kind: 'quiz',
  title: '宪法知识答题',
  submittedAt: NOW - 18 * DAY,
  score: 30,
  totalScore: 40,
  passed: true,
  answersShown: true,
  questions: [
    {
      id: 9,
      type: 'single',
      stem: '我国的国家宪法日是每年的哪一天？',
      options: [
        { key: 'A', label: '12 月 4 日' },
        { key: 'B', label: '10 月 1 日' },
      ],
      points: 10,
      response: { choices: ['A'] },
      correct: true,
      gained: 10,
      answer: ['A'],
      explanation: '2014 年起，12 月 4 日为国家宪法日。',
    },
    {
      id: 11,
      type: 'multiple',
      stem: '下列属于公民基本权利的有？',
      options: [
        { key: 'A', label: '选举权和被选举权' },
        { key: 'B', label: '言论自由' },
        { key: 'C', label: '受教育的权利' },
      ],
      points: 10,
      response: { choices: ['A', 'B'] },
      correct: false,
      gained: 0,
      answer: ['A', 'B', 'C'],
      explanation: null,
    },
    {
      id: 12,
      type: 'fill',
      stem: '全国人民代表大会每届任期 ____ 年。',
      options: [],
      points: 10,
      response: { text: '五' },
      correct: true,
      gained: 10,
      answer: ['5', '五'],
      explanation: null,
    },
  ],
};

function paperAnswer(query: URLSearchParams) {
  const id = Number(query.get('id'));
  if (id === 1) return ok(safetyPaper);
  if (id === 3) return ok(surveyPaper);
  return failure(404, '该答题不存在或已下线');
}

const PATHS = ['/answer/list', '/answer/detail', '/answer/history', '/answer/record'];

/** API answers for each state of the quiz and survey pages. */
export const answerFixtures = {
  data: {
    '/answer/list': ok({ list: answerItems }),
    '/answer/detail': paperAnswer,
    '/answer/submit': ok(answerScored),
    '/answer/history': ok(answerHistory),
    '/answer/record': ok(answerRecord),
  },
  empty: {
    '/answer/list': ok({ list: [] }),
    '/answer/detail': failure(404, '该答题不存在或已下线'),
    '/answer/history': ok({ list: [] }),
    '/answer/record': failure(404, '没有找到这条答题记录'),
  },
  ...failingStates(PATHS, '答题系统维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
