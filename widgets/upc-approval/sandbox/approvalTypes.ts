/**
 * The demo school's three application types, as the migration seeds them into `upc_approval_types`: the
 * form each asks (a form definition, runtime/shared/forms) and its chain of levels. The table is the
 * definition the routes read; a school changes a chain or a form by changing the row, not the code.
 *
 * A level names its decider by account (`decider`), says whether it is a trial level (pass on, return
 * for changes, reject) or the final one (approve, reject), and may hold only for some applications
 * (`when`, a condition on the form's values in the forms' own language: `{ field: 'budget', above: 5000 }`).
 * The chain an application follows is fixed when it is submitted (and again when it is resubmitted).
 *
 * No one decides on what they applied for: where a level's decider is the applicant, the level goes to the
 * account its `ownApplication` names, or, for a trial level that names none, is skipped. A final level
 * always names one (checked at startup), so every application still ends with someone else's decision.
 */
import type { Condition, FormDefinition } from '../../../sandbox/kit.ts';

export type LocalText = { zh: string; en: string; tw: string };
const text = (zh: string, en: string, tw: string): LocalText => ({ zh, en, tw });

export interface LevelDefinition {
  /** Stable within its type: what the history names. */
  id: string;
  name: LocalText;
  kind: 'trial' | 'final';
  /** The account that decides the level. */
  decider: string;
  when?: Condition;
  /** The condition in words, shown to the applicant beside the level. */
  whenText?: LocalText;
  /** Who decides the level when its decider is the applicant; a trial level without it is skipped then. */
  ownApplication?: { decider: string };
}

export interface ApprovalType {
  id: string;
  /** The page that holds its form (widget.json pages). */
  page: 'upcTypeOne' | 'upcTypeTwo' | 'upcTypeThree';
  name: LocalText;
  summary: LocalText;
  /** The field whose answer names an application in lists. */
  titleField: string;
  form: FormDefinition;
  chain: LevelDefinition[];
}

/** The amount over which a business trip also goes to the leader in charge (元). */
export const TRIP_LEADER_ABOVE = 5000;

const SEAL_FORM: FormDefinition = {
  id: 'upc-seal',
  version: 1,
  title: text('用印申请', 'Seal request', '用印申請'),
  description: text(
    '使用学校印章须经部门负责人初审、党政办公室终审。请写明用印事由和文件份数，审批通过后持纸质文件到行政楼 203 用印。',
    'Using a university seal needs the department head’s review and the Party and President’s Office’s approval. Once approved, bring the papers to Admin Building 203.',
    '使用學校印章須經部門負責人初審、黨政辦公室終審。請寫明用印事由和文件份數，審批通過後持紙本文件到行政樓 203 用印。',
  ),
  submitLabel: text('提交审批', 'Submit for approval', '提交審批'),
  sections: [
    {
      id: 'seal',
      title: text('用印信息', 'The seal', '用印資訊'),
      fields: [
        {
          name: 'subject',
          type: 'text',
          label: text('用印事由', 'What it is for', '用印事由'),
          required: true,
          minLength: 4,
          maxLength: 60,
          placeholder: text('如：关于报送2026年度预算的函', 'e.g. Letter submitting the 2026 budget', '如：關於報送2026年度預算的函'),
        },
        {
          name: 'seal',
          type: 'choice',
          label: text('印章类别', 'Seal', '印章類別'),
          required: true,
          options: [
            { value: 'school', label: text('学校行政公章', 'University seal', '學校行政公章') },
            { value: 'party', label: text('学校党委公章', 'Party committee seal', '學校黨委公章') },
            { value: 'contract', label: text('合同专用章', 'Contract seal', '合同專用章') },
            { value: 'president', label: text('校长签名章', 'President’s signature seal', '校長簽名章') },
          ],
        },
        {
          name: 'document',
          type: 'choice',
          label: text('文件类型', 'Document', '文件類型'),
          required: true,
          options: [
            { value: 'letter', label: text('函件', 'Letter', '函件') },
            { value: 'contract', label: text('合同协议', 'Contract', '合同協議') },
            { value: 'certificate', label: text('证明材料', 'Certificate', '證明材料') },
            { value: 'report', label: text('请示报告', 'Report', '請示報告') },
          ],
        },
        {
          name: 'copies',
          type: 'number',
          label: text('用印份数', 'Copies', '用印份數'),
          required: true,
          min: 1,
          max: 50,
          decimals: 0,
          unit: text('份', 'copies', '份'),
        },
        { name: 'recipient', type: 'text', label: text('发往单位', 'Sent to', '發往單位'), maxLength: 40 },
        { name: 'note', type: 'textarea', label: text('备注', 'Note', '備註'), maxLength: 200 },
      ],
    },
  ],
};

const TRIP_FORM: FormDefinition = {
  id: 'upc-trip',
  version: 1,
  title: text('出差审批', 'Business trip', '出差審批'),
  description: text(
    '出差须事前审批。预算超过 5000 元的，初审后还须分管领导审批。',
    'Trips are approved before leaving. Over 5000 yuan, the leader in charge also approves after the first review.',
    '出差須事前審批。預算超過 5000 元的，初審後還須分管領導審批。',
  ),
  submitLabel: text('提交审批', 'Submit for approval', '提交審批'),
  sections: [
    {
      id: 'trip',
      title: text('出差信息', 'The trip', '出差資訊'),
      fields: [
        {
          name: 'purpose',
          type: 'text',
          label: text('出差事由', 'Purpose', '出差事由'),
          required: true,
          minLength: 4,
          maxLength: 60,
          placeholder: text('如：参加全国高校教务管理研讨会', 'e.g. A national conference on academic affairs', '如：參加全國高校教務管理研討會'),
        },
        { name: 'destination', type: 'text', label: text('出差地点', 'Destination', '出差地點'), required: true, maxLength: 30 },
        { name: 'startDate', type: 'date', label: text('出发日期', 'Leaving', '出發日期'), required: true },
        { name: 'endDate', type: 'date', label: text('返回日期', 'Back', '返回日期'), required: true },
        {
          name: 'transport',
          type: 'choice',
          label: text('交通方式', 'Travel by', '交通方式'),
          required: true,
          options: [
            { value: 'train', label: text('火车/高铁', 'Train', '火車/高鐵') },
            { value: 'plane', label: text('飞机', 'Plane', '飛機') },
            { value: 'car', label: text('公务用车', 'Official car', '公務用車') },
          ],
        },
        {
          name: 'budget',
          type: 'number',
          label: text('预算金额', 'Budget', '預算金額'),
          required: true,
          min: 0,
          max: 200000,
          decimals: 2,
          unit: text('元', 'yuan', '元'),
          help: text('超过 5000 元须分管领导审批', 'Over 5000 yuan the leader in charge approves too', '超過 5000 元須分管領導審批'),
        },
        { name: 'companions', type: 'text', label: text('同行人员', 'Travelling with', '同行人員'), maxLength: 60 },
      ],
    },
  ],
};

const EXPENSE_FORM: FormDefinition = {
  id: 'upc-expense',
  version: 1,
  title: text('经费报销', 'Expense claim', '經費報銷'),
  description: text(
    '报销经部门初审、分管领导审核、校领导终审。审批通过后请将原始票据粘贴整齐送至计划财务处。',
    'Claims pass the department, the leader in charge and the university’s approval. Once approved, bring the original receipts to the finance office.',
    '報銷經部門初審、分管領導審核、校領導終審。審批通過後請將原始票據黏貼整齊送至計劃財務處。',
  ),
  submitLabel: text('提交审批', 'Submit for approval', '提交審批'),
  sections: [
    {
      id: 'claim',
      title: text('报销信息', 'The claim', '報銷資訊'),
      fields: [
        {
          name: 'item',
          type: 'text',
          label: text('报销事项', 'What was paid', '報銷事項'),
          required: true,
          minLength: 4,
          maxLength: 60,
          placeholder: text('如：实验室耗材采购', 'e.g. Lab consumables', '如：實驗室耗材採購'),
        },
        {
          name: 'category',
          type: 'choice',
          label: text('费用类别', 'Kind', '費用類別'),
          required: true,
          options: [
            { value: 'travel', label: text('差旅费', 'Travel', '差旅費') },
            { value: 'meeting', label: text('会议费', 'Meetings', '會議費') },
            { value: 'office', label: text('办公用品', 'Office supplies', '辦公用品') },
            { value: 'labour', label: text('劳务费', 'Labour', '勞務費') },
            { value: 'books', label: text('图书资料费', 'Books', '圖書資料費') },
          ],
        },
        {
          name: 'amount',
          type: 'number',
          label: text('报销金额', 'Amount', '報銷金額'),
          required: true,
          min: 0.01,
          max: 500000,
          decimals: 2,
          unit: text('元', 'yuan', '元'),
        },
        {
          name: 'project',
          type: 'text',
          label: text('经费项目', 'Funded by', '經費項目'),
          required: true,
          maxLength: 40,
          placeholder: text('如：2026 年本科教学经费', 'e.g. 2026 teaching budget', '如：2026 年本科教學經費'),
        },
        {
          name: 'receipts',
          type: 'number',
          label: text('票据张数', 'Receipts', '票據張數'),
          required: true,
          min: 1,
          max: 200,
          decimals: 0,
          unit: text('张', 'receipts', '張'),
        },
        { name: 'note', type: 'textarea', label: text('备注', 'Note', '備註'), maxLength: 200 },
      ],
    },
  ],
};

const DEPT = (name: LocalText): LevelDefinition => ({ id: 'dept', name, kind: 'trial', decider: 'reviewer' });
/** The final approver's own applications go to the leader in charge. */
const LEADER = { decider: 'leader' };

/** The demo school's types, in the order the approvals page offers them. */
export const APPROVAL_TYPES: readonly ApprovalType[] = [
  {
    id: 'seal',
    page: 'upcTypeOne',
    name: text('用印申请', 'Seal request', '用印申請'),
    summary: text('使用学校公章、党委章、合同章', 'Use of the university’s seals', '使用學校公章、黨委章、合同章'),
    titleField: 'subject',
    form: SEAL_FORM,
    chain: [
      DEPT(text('部门负责人初审', 'Department review', '部門負責人初審')),
      {
        id: 'office',
        name: text('党政办公室终审', 'Party and President’s Office', '黨政辦公室終審'),
        kind: 'final',
        decider: 'approver',
        ownApplication: LEADER,
      },
    ],
  },
  {
    id: 'trip',
    page: 'upcTypeTwo',
    name: text('出差审批', 'Business trip', '出差審批'),
    summary: text('因公出差事前审批', 'Approval before a work trip', '因公出差事前審批'),
    titleField: 'purpose',
    form: TRIP_FORM,
    chain: [
      DEPT(text('部门初审', 'Department review', '部門初審')),
      {
        id: 'leader',
        name: text('分管领导审批', 'Leader in charge', '分管領導審批'),
        kind: 'trial',
        decider: 'leader',
        when: { field: 'budget', above: TRIP_LEADER_ABOVE },
        whenText: text('预算超过 5000 元', 'Budget over 5000 yuan', '預算超過 5000 元'),
      },
      { id: 'final', name: text('校领导终审', 'University approval', '校領導終審'), kind: 'final', decider: 'approver', ownApplication: LEADER },
    ],
  },
  {
    id: 'expense',
    page: 'upcTypeThree',
    name: text('经费报销', 'Expense claim', '經費報銷'),
    summary: text('差旅、会议、办公等经费报销', 'Travel, meetings, office costs', '差旅、會議、辦公等經費報銷'),
    titleField: 'item',
    form: EXPENSE_FORM,
    chain: [
      DEPT(text('部门初审', 'Department review', '部門初審')),
      { id: 'leader', name: text('分管领导审核', 'Leader in charge', '分管領導審核'), kind: 'trial', decider: 'leader' },
      { id: 'final', name: text('校领导终审', 'University approval', '校領導終審'), kind: 'final', decider: 'approver', ownApplication: LEADER },
    ],
  },
];
