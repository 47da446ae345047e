/**
 * The sandbox's campus votes, dated from the day it starts: 校园十佳歌手 (open, up to three choices, the
 * counts shown as it runs), 最美教师评选 (open, one choice, the counts hidden until it closes), 食堂满意度
 * (closed, its results published) and 元旦晚会节目 (not yet open). `base` counts stand for the campus's
 * ballots; the demo accounts' own ballots add to them. 王小明 (`student`) voted in the canteen survey
 * before it closed, so his 我的投票 is not empty.
 */
import { DAY_S, type SandboxDatabase } from '../../../sandbox/kit.ts';

interface SeedVote {
  title: string;
  description: string;
  organizer: string;
  /** Days from the sandbox's start (negative: before it). */
  opens: number;
  closes: number;
  maxChoices: number;
  resultsWhen: 'always' | 'closed';
  baseVoters: number;
  options: readonly (readonly [label: string, note: string, base: number])[];
}

export const SEED_VOTES: readonly SeedVote[] = [
  {
    title: '第十八届校园十佳歌手大赛网络投票',
    description:
      '校园十佳歌手大赛决赛已于上周五在大学生活动中心举行，十位选手进入网络投票环节。\n\n每人最多可投 3 位选手，截止前可以修改选择。网络投票占总成绩的 30%，与现场评委打分合并后公布最终名次。',
    organizer: '校团委文艺部',
    opens: -2,
    closes: 5,
    maxChoices: 3,
    resultsWhen: 'always',
    baseVoters: 1268,
    options: [
      ['张雨桐', '外国语学院 ·《后来》', 612],
      ['李浩然', '计算机科学与技术学院 ·《平凡之路》', 548],
      ['陈思琪', '音乐学院 ·《我的歌声里》', 731],
      ['王子轩', '机械工程学院 ·《夜空中最亮的星》', 402],
      ['刘欣怡', '经济管理学院 ·《小幸运》', 455],
      ['赵一鸣', '土木工程学院 ·《成都》', 287],
      ['孙佳慧', '文学院 ·《稻香》', 366],
      ['周子豪', '物理学院 ·《追梦赤子心》', 241],
    ],
  },
  {
    title: '2026 年度“我心目中的最美教师”评选',
    description: '由学生推选年度最美教师，候选人由各学院推荐。\n\n每人限投 1 票，截止前可以改投。为避免从众影响，投票结果在投票截止后公布。',
    organizer: '教师工作部',
    opens: -1,
    closes: 3,
    maxChoices: 1,
    resultsWhen: 'closed',
    baseVoters: 836,
    options: [
      ['郑文华 教授', '数学科学学院 · 从教 32 年', 214],
      ['林晓岚 副教授', '外国语学院 · 大学英语教学团队', 187],
      ['高建国 教授', '计算机科学与技术学院 · 数据结构课程负责人', 263],
      ['马丽 讲师', '马克思主义学院 · 思政课教学名师', 172],
    ],
  },
  {
    title: '第一食堂就餐满意度调查',
    description: '后勤管理处每学期开展食堂满意度调查，结果作为承包方考核的依据。\n\n本次调查已结束，感谢大家参与，整改措施将在后勤公众号公布。',
    organizer: '后勤管理处',
    opens: -14,
    closes: -3,
    maxChoices: 1,
    resultsWhen: 'always',
    baseVoters: 2104,
    options: [
      ['非常满意', '', 388],
      ['比较满意', '', 902],
      ['一般', '', 561],
      ['不太满意', '', 198],
      ['很不满意', '', 55],
    ],
  },
  {
    title: '元旦晚会节目评选',
    description: '元旦晚会入围节目的评选，每人最多选 2 个最喜爱的节目，投票开始后可参与。',
    organizer: '校学生会',
    opens: 2,
    closes: 9,
    maxChoices: 2,
    resultsWhen: 'always',
    baseVoters: 0,
    options: [
      ['舞蹈《青春万岁》', '舞蹈团', 0],
      ['相声《考试周》', '曲艺社', 0],
      ['合唱《歌唱祖国》', '合唱团', 0],
    ],
  },
];

/** Writes the seed votes when the sandbox starts with none, dated from `nowSeconds`. */
export function seedVotes(db: SandboxDatabase, nowSeconds: number): void {
  if (db.prepare<[], { n: number }>('SELECT count(*) AS n FROM votes').get()!.n > 0) return;
  const vote = db.prepare<[string, string, string, number, number, number, string, number, number]>(
    'INSERT INTO votes (title, description, organizer, opens_at, closes_at, max_choices, results_when, base_voters, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const option = db.prepare<[number | bigint, number, string, string, number]>(
    'INSERT INTO vote_options (vote_id, sort, label, note, base_votes) VALUES (?, ?, ?, ?, ?)',
  );
  // Whole hours, so the deadlines read round.
  const hour = Math.floor(nowSeconds / 3600) * 3600;
  db.transaction(() => {
    for (const one of SEED_VOTES) {
      const opens = hour + one.opens * DAY_S;
      const id = vote.run(
        one.title,
        one.description,
        one.organizer,
        opens,
        hour + one.closes * DAY_S,
        one.maxChoices,
        one.resultsWhen,
        one.baseVoters,
        opens,
      ).lastInsertRowid;
      one.options.forEach(([label, note, base], index) => option.run(id, index + 1, label, note, base));
    }
    const student = db.prepare<[], { id: number }>("SELECT id FROM users WHERE username = 'student'").get();
    const canteen = db.prepare<[string], { id: number; closes_at: number }>('SELECT id, closes_at FROM votes WHERE title = ?').get(SEED_VOTES[2]!.title)!;
    if (student) {
      const ballot = db
        .prepare<[number, number, number]>('INSERT INTO vote_ballots (vote_id, user_id, voted_at) VALUES (?, ?, ?)')
        .run(canteen.id, student.id, canteen.closes_at - 5 * DAY_S + 1800).lastInsertRowid;
      db.prepare('INSERT INTO vote_choices (ballot_id, option_id) SELECT ?, id FROM vote_options WHERE vote_id = ? AND label = ?').run(
        ballot,
        canteen.id,
        '比较满意',
      );
    }
  })();
}
