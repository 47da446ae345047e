/**
 * Vote answers for component tests and stories: zh-first, shaped as the sandbox answers (its seed votes),
 * and checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { VoteDetailData, VoteItem, VoteListData, VoteMineData, VoteResultData } from './generated/types.ts';

/** A student with no special permission: every vote page is open to a logged-in user. */
export const voteStudent = { name: '王小明', auth: { home: { module: ['homepage'] } } };

/** China time in epoch seconds. */
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00+08:00`) / 1000;
const DAY = 86_400;
export const NOW = at('2026-11-26', '10:00');

export const voteItems: VoteItem[] = [
  {
    id: 2,
    title: '2026 年度“我心目中的最美教师”评选',
    status: 'open',
    opensAt: NOW - DAY,
    closesAt: NOW + 3 * DAY,
    multiple: false,
    maxChoices: 1,
    voters: 836,
    voted: false,
    resultsOpen: false,
  },
  {
    id: 1,
    title: '第十八届校园十佳歌手大赛网络投票',
    status: 'open',
    opensAt: NOW - 2 * DAY,
    closesAt: NOW + 5 * DAY,
    multiple: true,
    maxChoices: 3,
    voters: 1269,
    voted: true,
    resultsOpen: true,
  },
  {
    id: 4,
    title: '元旦晚会节目评选',
    status: 'upcoming',
    opensAt: NOW + 2 * DAY,
    closesAt: NOW + 9 * DAY,
    multiple: true,
    maxChoices: 2,
    voters: 0,
    voted: false,
    resultsOpen: true,
  },
  {
    id: 3,
    title: '第一食堂就餐满意度调查',
    status: 'closed',
    opensAt: NOW - 14 * DAY,
    closesAt: NOW - 3 * DAY,
    multiple: false,
    maxChoices: 1,
    voters: 2104,
    voted: false,
    resultsOpen: true,
  },
];

const singers = [
  { id: 1, label: '张雨桐', note: '外国语学院 ·《后来》' },
  { id: 2, label: '李浩然', note: '计算机科学与技术学院 ·《平凡之路》' },
  { id: 3, label: '陈思琪', note: '音乐学院 ·《我的歌声里》' },
  { id: 4, label: '王子轩', note: '机械工程学院 ·《夜空中最亮的星》' },
  { id: 5, label: '刘欣怡', note: '经济管理学院 ·《小幸运》' },
];

export const singersDetail: VoteDetailData = {
  ...voteItems[1]!,
  description:
    '校园十佳歌手大赛决赛已于上周五在大学生活动中心举行，十位选手进入网络投票环节。\n\n每人最多可投 3 位选手，截止前可以修改选择。网络投票占总成绩的 30%。',
  organizer: '校团委文艺部',
  resultsWhen: 'always',
  options: singers,
  myChoices: [1, 3],
  votedAt: NOW - 3600,
};

export const singersResult: VoteResultData = {
  id: 1,
  title: singersDetail.title,
  status: 'open',
  closesAt: singersDetail.closesAt,
  multiple: true,
  voters: 1269,
  ballots: 2750,
  options: [
    { id: 1, label: '张雨桐', votes: 613 },
    { id: 2, label: '李浩然', votes: 548 },
    { id: 3, label: '陈思琪', votes: 732 },
    { id: 4, label: '王子轩', votes: 402 },
    { id: 5, label: '刘欣怡', votes: 455 },
  ],
  myChoices: [1, 3],
};

export const voteMine: VoteMineData = {
  list: [
    {
      id: 1,
      title: singersDetail.title,
      status: 'open',
      closesAt: singersDetail.closesAt,
      choices: ['张雨桐', '陈思琪'],
      votedAt: NOW - 3600,
      resultsOpen: true,
    },
  ],
};

const RESULTS_HIDDEN = '本投票的结果在投票截止（2026-11-29 10:00）后公布';

/** vote.detail by id: the singers' vote, else the one of the list with two options. */
function detailAnswer(query: URLSearchParams) {
  const id = Number(query.get('id'));
  if (id === 1) return ok(singersDetail);
  const item = voteItems.find((one) => one.id === id);
  if (!item) return failure(404, '该投票不存在或已撤销');
  return ok({
    ...item,
    description: '由学生推选年度最美教师。',
    organizer: '教师工作部',
    resultsWhen: item.resultsOpen ? 'always' : 'closed',
    options: singers.slice(0, 2),
    myChoices: [],
  } satisfies VoteDetailData);
}

/** vote.result by id: hidden for the vote that keeps its counts until it closes. */
function resultAnswer(query: URLSearchParams) {
  const id = Number(query.get('id'));
  if (id === 2) return failure(403, RESULTS_HIDDEN);
  return id === 1 ? ok(singersResult) : failure(404, '该投票不存在或已撤销');
}

/** vote.cast: the ballot as stored. */
export function castAnswer(_query: URLSearchParams, _body: URLSearchParams, json?: unknown) {
  const ballot = json as { id: number; options: number[] };
  return ok({ id: ballot.id, myChoices: ballot.options, votedAt: NOW, changed: ballot.id === 1, voters: 1269 });
}

const PATHS = ['/vote/list', '/vote/detail', '/vote/result', '/vote/mine'];

/** API answers for each state of the vote pages. */
export const voteFixtures = {
  data: {
    '/vote/list': ok({ list: voteItems } satisfies VoteListData),
    '/vote/detail': detailAnswer,
    '/vote/result': resultAnswer,
    '/vote/mine': ok(voteMine),
    '/vote/cast': castAnswer,
  },
  empty: {
    '/vote/list': ok({ list: [] }),
    '/vote/detail': failure(404, '该投票不存在或已撤销'),
    '/vote/result': failure(403, RESULTS_HIDDEN),
    '/vote/mine': ok({ list: [] }),
  },
  ...failingStates(PATHS, '投票系统维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
