/**
 * The sandbox's quizzes and surveys, dated from the day it starts: 校园安全知识竞赛 (open, three
 * attempts, every question type of a quiz), 宪法知识答题 (closed, which 王小明 took), and the survey
 * 校园网络服务满意度问卷 (open, once, with a free-text question).
 */
import { DAY_S, type SandboxDatabase } from '../../../sandbox/kit.ts';
import { scoreOf, type QuestionType } from './scoring.ts';

interface SeedQuestion {
  type: QuestionType;
  stem: string;
  options: readonly string[];
  /** Right keys (A, B… or T/F), or a blank's accepted texts. */
  answer: readonly string[];
  points: number;
  explanation?: string;
}

interface SeedPaper {
  kind: 'quiz' | 'survey';
  title: string;
  intro: string;
  organizer: string;
  opens: number;
  closes: number;
  attemptsLimit: number | null;
  passScore: number | null;
  questions: readonly SeedQuestion[];
}

const JUDGE = ['正确', '错误'];
const q = (type: QuestionType, stem: string, options: readonly string[], answer: readonly string[], points: number, explanation?: string): SeedQuestion => ({
  type,
  stem,
  options,
  answer,
  points,
  ...(explanation ? { explanation } : {}),
});

export const SEED_PAPERS: readonly SeedPaper[] = [
  {
    kind: 'quiz',
    title: '2026 年校园安全知识竞赛',
    intro:
      '为提高同学们的安全意识，保卫处举办校园安全知识竞赛。\n\n共 8 题，满分 100 分，60 分及格；每人可答 3 次，取最高分。成绩优秀者将获得安全知识达人证书。',
    organizer: '保卫处',
    opens: -3,
    closes: 7,
    attemptsLimit: 3,
    passScore: 60,
    questions: [
      q(
        'single',
        '发现宿舍楼内起火，首先应该怎么做？',
        ['立即拨打 119 报警并通知宿管', '先收拾贵重物品', '乘电梯迅速下楼', '躲进卫生间等待救援'],
        ['A'],
        10,
        '先报警、再疏散；火灾时严禁乘坐电梯。',
      ),
      q(
        'single',
        '校园报警求助电话（保卫处 24 小时值班）是？',
        ['110', '6278-1110', '12345', '10086'],
        ['B'],
        10,
        '保卫处值班电话 6278-1110，24 小时有人接听。',
      ),
      q(
        'single',
        '接到自称“辅导员”要求转账的陌生来电，正确做法是？',
        ['按要求立即转账', '先通过已知的联系方式向辅导员本人核实', '把验证码告诉对方', '转一半试试'],
        ['B'],
        10,
        '任何要求转账的电话或消息，都要通过已知渠道核实。',
      ),
      q('multiple', '下列哪些属于宿舍违规电器？', ['大功率电吹风', '电热毯', '台灯', '热得快'], ['A', 'B', 'D'], 15, '台灯功率小，允许使用；其余为违规电器。'),
      q(
        'multiple',
        '使用灭火器的正确步骤包括？',
        ['拔掉保险销', '对准火焰根部', '对准火焰顶部', '压下压把'],
        ['A', 'B', 'D'],
        15,
        '提、拔、握、压：对准火焰根部喷射。',
      ),
      q('judge', '实验室的危险化学品可以带回宿舍保存。', JUDGE, ['F'], 10, '危险化学品必须在实验室专柜存放，严禁带出。'),
      q('judge', '离开宿舍时应关闭电源、锁好门窗。', JUDGE, ['T'], 10),
      q('fill', '火警电话是 ____。', [], ['119'], 20, '火警 119，急救 120，报警 110。'),
    ],
  },
  {
    kind: 'quiz',
    title: '宪法知识答题',
    intro: '国家宪法日主题答题活动，共 4 题，满分 40 分，每人 1 次。',
    organizer: '党委宣传部',
    opens: -20,
    closes: -10,
    attemptsLimit: 1,
    passScore: 24,
    questions: [
      q(
        'single',
        '我国的国家宪法日是每年的哪一天？',
        ['12 月 4 日', '10 月 1 日', '3 月 15 日', '7 月 1 日'],
        ['A'],
        10,
        '2014 年起，12 月 4 日为国家宪法日。',
      ),
      q('judge', '宪法是国家的根本法，具有最高的法律效力。', JUDGE, ['T'], 10),
      q('multiple', '下列属于公民基本权利的有？', ['选举权和被选举权', '言论自由', '受教育的权利', '逃税的权利'], ['A', 'B', 'C'], 10),
      q('fill', '全国人民代表大会每届任期 ____ 年。', [], ['5', '五'], 10),
    ],
  },
  {
    kind: 'survey',
    title: '校园网络服务满意度问卷',
    intro: '信息化建设与管理处希望了解大家对校园网络的使用感受，问卷匿名统计，约需 2 分钟。',
    organizer: '信息化建设与管理处',
    opens: -2,
    closes: 12,
    attemptsLimit: 1,
    passScore: null,
    questions: [
      q('single', '你对宿舍区无线网络的整体满意度？', ['非常满意', '满意', '一般', '不满意'], [], 0),
      q('multiple', '你主要在哪些地方使用校园网？', ['宿舍', '教学楼', '图书馆', '食堂'], [], 0),
      q('text', '你对校园网络还有什么建议？', [], [], 0),
    ],
  },
];

const KEYS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A question's options as stored: judge questions keyed T and F, others A, B, C… */
export const optionsOf = (question: Pick<SeedQuestion, 'type' | 'options'>) =>
  question.options.map((label, index) => ({ key: question.type === 'judge' ? (index === 0 ? 'T' : 'F') : KEYS[index]!, label }));

/** 王小明's attempt at the closed 宪法知识答题: three right, the multiple choice half right. */
const STUDENT_ATTEMPT = [{ choices: ['A'] }, { choices: ['T'] }, { choices: ['A', 'B'] }, { text: '五' }];

/** Writes the seed papers when the sandbox starts with none, dated from `nowSeconds`. */
export function seedPapers(db: SandboxDatabase, nowSeconds: number): void {
  if (db.prepare<[], { n: number }>('SELECT count(*) AS n FROM answer_papers').get()!.n > 0) return;
  const hour = Math.floor(nowSeconds / 3600) * 3600;
  const paper = db.prepare(
    'INSERT INTO answer_papers (kind, title, intro, organizer, opens_at, closes_at, attempts_limit, pass_score) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const question = db.prepare(
    'INSERT INTO answer_questions (paper_id, sort, type, stem, options, answer, points, explanation) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const one of SEED_PAPERS) {
      const id = paper.run(
        one.kind,
        one.title,
        one.intro,
        one.organizer,
        hour + one.opens * DAY_S,
        hour + one.closes * DAY_S,
        one.attemptsLimit,
        one.passScore,
      ).lastInsertRowid;
      one.questions.forEach((item, index) =>
        question.run(id, index + 1, item.type, item.stem, JSON.stringify(optionsOf(item)), JSON.stringify(item.answer), item.points, item.explanation ?? null),
      );
    }
    const student = db.prepare<[], { id: number }>("SELECT id FROM users WHERE username = 'student'").get();
    if (!student) return;
    const closed = SEED_PAPERS[1]!;
    const paperId = db.prepare<[string], { id: number }>('SELECT id FROM answer_papers WHERE title = ?').get(closed.title)!.id;
    const questions = db.prepare<[number], { id: number }>('SELECT id FROM answer_questions WHERE paper_id = ? ORDER BY sort').all(paperId);
    const scored = closed.questions.map((item, index) => scoreOf({ ...item, options: optionsOf(item) }, STUDENT_ATTEMPT[index]));
    const score = scored.reduce((sum, one) => sum + (one?.gained ?? 0), 0);
    const attempt = db
      .prepare('INSERT INTO answer_attempts (paper_id, user_id, submitted_at, score) VALUES (?, ?, ?, ?)')
      .run(paperId, student.id, hour + (closed.opens + 2) * DAY_S, score).lastInsertRowid;
    const response = db.prepare('INSERT INTO answer_responses (attempt_id, question_id, response, correct, gained) VALUES (?, ?, ?, ?, ?)');
    questions.forEach((row, index) =>
      response.run(attempt, row.id, JSON.stringify(STUDENT_ATTEMPT[index]), scored[index]!.correct ? 1 : 0, scored[index]!.gained),
    );
  })();
}
