/**
 * The demo school's applications (about 60), seeded deterministically (sandbox/campus/seededRandom.ts) over
 * the autumn term: seal requests, business trips and expense claims of the demo teacher (李老师), the demo
 * staff member (张老师) and colleagues, in every state: waiting at each level (so 何静, 刘书记 and 吴振华
 * each have work), approved, rejected, returned for changes, resubmitted in a second round, withdrawn.
 * The first few are pinned, so tests and the path walk can name them (PINNED_APPLICATIONS).
 */
import { seededRandom, type SandboxDatabase, beijingMorning } from '../../../sandbox/kit.ts';
import { chainOf, deciderNames, type ChainLevel } from './approvalChain.ts';
import { APPROVAL_TYPES, type ApprovalType } from './approvalTypes.ts';

/** The two demo accounts this widget adds: the trial reviewer and the final approver. */
export const DEMO_REVIEWER = { username: 'reviewer', name: '何静', roleName: '初审人', department: '综合办公室' } as const;
export const DEMO_APPROVER = { username: 'approver', name: '吴振华', roleName: '终审人', department: '副校长办公室' } as const;

/** Seeded applications tests name: ids in the order inserted. */
export const PINNED_APPLICATIONS = {
  /** 李老师's seal request, approved: both decisions with comments. */
  approvedSeal: 1,
  /** 李老师's trip over 5000 元, waiting at the leader in charge (刘书记). */
  tripAtLeader: 2,
  /** 张老师's expense claim, waiting at 吴振华's final level. */
  expenseAtFinal: 3,
  /** 李老师's expense claim, returned by 何静 for changes. */
  returnedExpense: 4,
} as const;

type Scenario =
  | { state: 'pending'; level: number }
  | { state: 'approved' }
  | { state: 'rejected'; level: number }
  | { state: 'returned'; level: number; resubmitted?: boolean }
  | { state: 'withdrawn' };

const COLLEAGUES = [
  ['t0412', '王建华'],
  ['t0587', '赵丽萍'],
  ['t0633', '孙志强'],
  ['t0719', '周海燕'],
  ['t0804', '吴秀兰'],
  ['t0921', '郑晓东'],
  ['t1036', '冯雅琴'],
  ['t1158', '陈思远'],
] as const;
const TEACHER = ['teacher', '李老师'] as const;
const STAFF = ['staff', '张老师'] as const;

const SEALS = [
  ['关于报送2026年度预算的函', 'letter', '市财政局'],
  ['与华为技术有限公司共建实验室协议', 'contract', '华为技术有限公司'],
  ['2026届毕业生就业推荐函', 'letter', '用人单位'],
  ['关于申报省级一流本科课程的请示', 'report', '省教育厅'],
  ['教师职称评审材料真实性证明', 'certificate', '省人社厅'],
  ['关于举办第十二届校园科技节的请示', 'report', '团市委'],
  ['学生赴香港中文大学交流推荐函', 'letter', '香港中文大学'],
  ['国家自然科学基金项目申请书', 'certificate', '国家自然科学基金委员会'],
  ['校园网出口带宽扩容采购合同', 'contract', '中国电信北京分公司'],
  ['关于商请选派教师挂职锻炼的函', 'letter', '海淀区人民政府'],
  ['实习基地共建协议书', 'contract', '北京地铁运营有限公司'],
  ['在职教师学历学位证明', 'certificate', '教师本人'],
] as const;
const TRIPS = [
  ['参加全国高校教务管理研讨会', '杭州', 3200],
  ['带队参加全国大学生数学建模竞赛', '长沙', 12800],
  ['赴上海交通大学调研一流学科建设', '上海', 4100],
  ['参加中国计算机学会年会并作报告', '深圳', 6900],
  ['赴省教育厅汇报本科教学审核评估工作', '石家庄', 1500],
  ['参加教育部新工科建设培训', '西安', 4800],
  ['赴合作企业洽谈实习基地', '苏州', 2600],
  ['带学生赴延安开展社会实践', '延安', 18500],
  ['参加国际人工智能会议', '成都', 9800],
  ['赴兄弟院校考察实验室安全管理', '天津', 900],
] as const;
const EXPENSES = [
  ['实验室耗材采购', 'office', 3860.5, '2026 年实验教学经费'],
  ['校园科技节专家评审劳务', 'labour', 6000, '2026 年学生活动经费'],
  ['全国教务管理研讨会会务费', 'meeting', 2400, '2026 年部门运转经费'],
  ['专业图书与期刊订阅', 'books', 12680, '2026 年学科建设经费'],
  ['赴上海调研差旅费', 'travel', 4126.8, '2026 年部门运转经费'],
  ['学院办公打印纸与硒鼓', 'office', 1895, '2026 年部门运转经费'],
  ['研究生学术论坛会议费', 'meeting', 15300, '研究生培养经费'],
  ['外聘讲座专家劳务费', 'labour', 3000, '2026 年本科教学经费'],
] as const;

const PASS = ['同意，请按规定办理。', '情况属实，同意。', '同意报送。', ''];
const APPROVE = ['同意。', '同意，请按财务规定执行。', '同意，注意控制费用。', '同意用印。'];
const REJECT = [
  '该事项不属于学校用印范围，请以学院名义出具。',
  '本年度部门差旅经费已超支，不予批准。',
  '与本部门业务关联不大，不予报销。',
  '材料不符合学校规定，不予批准。',
];
const RETURN = ['请补充文件正文，并注明发文编号。', '预算请按差旅标准重新核算后再提交。', '票据张数与明细不符，请核对后重新提交。', '请补充会议通知文件。'];

const HOUR = 3600;

function valuesFor(type: ApprovalType, index: number, random: ReturnType<typeof seededRandom>): Record<string, unknown> {
  if (type.id === 'seal') {
    const [subject, document, recipient] = SEALS[index % SEALS.length]!;
    return {
      subject,
      seal: document === 'contract' ? 'contract' : random.pick(['school', 'school', 'party']),
      document,
      copies: 1 + Math.floor(random.next() * 5),
      recipient,
    };
  }
  if (type.id === 'trip') {
    const [purpose, destination, budget] = TRIPS[index % TRIPS.length]!;
    const day = 3 + (index % 20);
    return {
      purpose,
      destination,
      startDate: `2026-12-${String(day).padStart(2, '0')}`,
      endDate: `2026-12-${String(day + 2).padStart(2, '0')}`,
      transport: budget > 5000 ? 'plane' : 'train',
      budget,
    };
  }
  const [item, category, amount, project] = EXPENSES[index % EXPENSES.length]!;
  return { item, category, amount, project, receipts: 2 + Math.floor(random.next() * 12) };
}

/** The pinned four, then the rest spread over the types, applicants and states. */
function plan(): { type: ApprovalType; who: readonly [string, string]; scenario: Scenario }[] {
  const [seal, trip, expense] = APPROVAL_TYPES as [ApprovalType, ApprovalType, ApprovalType];
  const pinned = [
    { type: seal, who: TEACHER, scenario: { state: 'approved' } as Scenario },
    { type: trip, who: TEACHER, scenario: { state: 'pending', level: 1 } as Scenario },
    { type: expense, who: STAFF, scenario: { state: 'pending', level: 2 } as Scenario },
    { type: expense, who: TEACHER, scenario: { state: 'returned', level: 0 } as Scenario },
  ];
  const scenarios: Scenario[] = [
    { state: 'pending', level: 0 },
    { state: 'approved' },
    { state: 'pending', level: 1 },
    { state: 'approved' },
    { state: 'rejected', level: 0 },
    { state: 'pending', level: 0 },
    { state: 'approved' },
    { state: 'returned', level: 0, resubmitted: true },
    { state: 'pending', level: 2 },
    { state: 'rejected', level: 1 },
    { state: 'approved' },
    { state: 'returned', level: 1 },
    { state: 'withdrawn' },
  ];
  const applicants = [TEACHER, STAFF, ...COLLEAGUES];
  const rest = Array.from({ length: 56 }, (_, n) => ({
    type: APPROVAL_TYPES[n % 3]!,
    who: applicants[(n * 7) % applicants.length]!,
    scenario: scenarios[n % scenarios.length]!,
  }));
  return [...pinned, ...rest];
}

export function writeApprovalSeed(db: SandboxDatabase): void {
  const random = seededRandom(1515);
  const nameOf = deciderNames(db);
  const insert = db.prepare<[string, string, string, string, string, string, number, number, string, number, number]>(`
    INSERT INTO upc_approval_applications (type_id, username, applicant_name, title, form_values, chain, round, level, state, submitted_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const step = db.prepare<[number, number, number | null, string | null, string, string, string, number, string | null]>(`
    INSERT INTO upc_approval_events (application_id, round, level, level_name, action, by_username, by_name, at, comment) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const event = (id: number, round: number, action: string, who: readonly [string, string], at: number) =>
    step.run(id, round, null, null, action, who[0], who[1], at, null);
  const finish = db.prepare<[number, number, string, number, number]>(
    'UPDATE upc_approval_applications SET round = ?, level = ?, state = ?, updated_at = ? WHERE id = ?',
  );

  plan().forEach(({ type, who, scenario }, n) => {
    const values = valuesFor(type, n, random);
    const chain: ChainLevel[] = chainOf(type, values, who[0], nameOf);
    // Spread over the term: Sept 1 to mid-November, a few hours apart within a day.
    let at = beijingMorning(2026, 9, 1) + Math.floor((n / 60) * 76) * 86_400 + (n % 5) * HOUR;
    const id = Number(
      insert.run(type.id, who[0], who[1], String(values[type.titleField]), JSON.stringify(values), JSON.stringify(chain), 1, 0, 'pending', at, at)
        .lastInsertRowid,
    );
    event(id, 1, 'submit', who, at);
    let round = 1;
    const decide = (level: number, action: string, comment: string | null) => {
      at += 20 * HOUR + Math.floor(random.next() * 30) * HOUR;
      step.run(id, round, level, JSON.stringify(chain[level]!.name), action, chain[level]!.decider, chain[level]!.deciderName, at, comment || null);
    };
    const passUpTo = (level: number) => {
      for (let l = 0; l < Math.min(level, chain.length - 1); l++) decide(l, 'pass', random.pick(PASS));
    };
    let state: string = scenario.state;
    let level = 0;
    switch (scenario.state) {
      case 'pending':
        level = Math.min(scenario.level, chain.length - 1);
        passUpTo(level);
        break;
      case 'approved':
        passUpTo(chain.length - 1);
        decide(chain.length - 1, 'approve', random.pick(APPROVE));
        break;
      case 'rejected':
        level = Math.min(scenario.level, chain.length - 1);
        passUpTo(level);
        decide(level, 'reject', random.pick(REJECT));
        break;
      case 'returned':
        level = Math.min(scenario.level, chain.length - 2);
        passUpTo(level);
        decide(level, 'return', random.pick(RETURN));
        if (scenario.resubmitted) {
          // Changed and sent again: a second round that waits at the first level.
          round = 2;
          at += 26 * HOUR;
          event(id, round, 'resubmit', who, at);
          state = 'pending';
          level = 0;
        }
        break;
      case 'withdrawn':
        at += 3 * HOUR;
        event(id, 1, 'withdraw', who, at);
        break;
    }
    finish.run(round, level, state, at, id);
  });
}
