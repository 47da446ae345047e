/**
 * Approval answers for component tests and stories: the sandbox's own type definitions and answers shaped
 * as it gives them (李老师's approved seal request, one waiting at 何静's first review, one at 吴振华's
 * final level, 何静's list), checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { UpcApprovalDetailData, UpcApprovalFormData, UpcApprovalInboxData, UpcApprovalMineData } from './generated/types.ts';
import { APPROVAL_TYPES } from './sandbox/approvalTypes.ts';

const [SEAL, TRIP, EXPENSE] = APPROVAL_TYPES as unknown as [(typeof APPROVAL_TYPES)[number], (typeof APPROVAL_TYPES)[number], (typeof APPROVAL_TYPES)[number]];
const APPLY = ['index', 'upcdetail', 'upcTypeOne', 'upcTypeTwo', 'upcTypeThree'];

export const applicantUser = { name: '李老师', auth: { upcApproval: { module: APPLY } } };
export const reviewerUser = { name: '何静', auth: { upcApproval: { module: [...APPLY, 'trialUserdetail', 'userdetail', 'upcUserProc', 'review'] } } };
export const approverUser = { name: '吴振华', auth: reviewerUser.auth };

export const myApplications: UpcApprovalMineData = {
  types: APPROVAL_TYPES.map((type) => ({
    id: type.id,
    page: type.page,
    name: type.name,
    summary: type.summary,
    levels: type.chain.map((level) => level.name),
  })),
  list: [
    {
      id: 64,
      type: 'trip',
      typeName: TRIP.name,
      title: '带队参加全国大学生数学建模竞赛',
      state: 'pending',
      round: 1,
      levelName: TRIP.chain[1]!.name,
      submittedAt: 1_795_500_000,
      updatedAt: 1_795_590_000,
    },
    {
      id: 4,
      type: 'expense',
      typeName: EXPENSE.name,
      title: '赴上海调研差旅费',
      state: 'returned',
      round: 1,
      submittedAt: 1_789_000_000,
      updatedAt: 1_789_080_000,
    },
    {
      id: 1,
      type: 'seal',
      typeName: SEAL.name,
      title: '关于报送2026年度预算的函',
      state: 'approved',
      round: 1,
      submittedAt: 1_788_224_400,
      updatedAt: 1_788_400_000,
    },
  ],
};

export const sealForm: UpcApprovalFormData = {
  type: 'seal',
  name: SEAL.name,
  definition: SEAL.form,
  levels: [
    { name: SEAL.chain[0]!.name, decider: '何静' },
    { name: SEAL.chain[1]!.name, decider: '吴振华' },
  ],
};

export const tripForm: UpcApprovalFormData = {
  type: 'trip',
  name: TRIP.name,
  definition: TRIP.form,
  levels: [
    { name: TRIP.chain[0]!.name, decider: '何静' },
    { name: TRIP.chain[1]!.name, decider: '刘书记', condition: TRIP.chain[1]!.whenText! },
    { name: TRIP.chain[2]!.name, decider: '吴振华' },
  ],
};

export const expenseForm: UpcApprovalFormData = {
  type: 'expense',
  name: EXPENSE.name,
  definition: EXPENSE.form,
  levels: EXPENSE.chain.map((level, index) => ({ name: level.name, decider: ['何静', '刘书记', '吴振华'][index]! })),
};

const sealValues = { subject: '关于报送2026年度预算的函', seal: 'school', document: 'letter', copies: 3, recipient: '市财政局' };

/** 李老师's seal request as he reads it: approved, both decisions with their comments. */
export const approvedSeal: UpcApprovalDetailData = {
  id: 1,
  type: 'seal',
  page: 'upcTypeOne',
  typeName: SEAL.name,
  title: '关于报送2026年度预算的函',
  applicant: '李老师',
  state: 'approved',
  round: 1,
  definition: SEAL.form,
  values: sealValues,
  submittedAt: 1_788_224_400,
  updatedAt: 1_788_400_000,
  levels: [
    {
      index: 0,
      name: SEAL.chain[0]!.name,
      kind: 'trial',
      decider: '何静',
      state: 'passed',
      decision: { round: 1, action: 'pass', level: 0, levelName: SEAL.chain[0]!.name, by: '何静', at: 1_788_300_000, comment: '同意，请按规定办理。' },
    },
    {
      index: 1,
      name: SEAL.chain[1]!.name,
      kind: 'final',
      decider: '吴振华',
      state: 'approved',
      decision: { round: 1, action: 'approve', level: 1, levelName: SEAL.chain[1]!.name, by: '吴振华', at: 1_788_400_000, comment: '同意用印。' },
    },
  ],
  history: [
    { round: 1, action: 'submit', by: '李老师', at: 1_788_224_400 },
    { round: 1, action: 'pass', level: 0, levelName: SEAL.chain[0]!.name, by: '何静', at: 1_788_300_000, comment: '同意，请按规定办理。' },
    { round: 1, action: 'approve', level: 1, levelName: SEAL.chain[1]!.name, by: '吴振华', at: 1_788_400_000, comment: '同意用印。' },
  ],
  can: { withdraw: false, resubmit: false },
};

/** A seal request waiting at 何静's first review, as she reads it. */
export const sealAtReview: UpcApprovalDetailData = {
  ...approvedSeal,
  id: 7,
  title: '2026届毕业生就业推荐函',
  applicant: '张老师',
  state: 'pending',
  values: { ...sealValues, subject: '2026届毕业生就业推荐函', recipient: '用人单位', copies: 20 },
  updatedAt: 1_788_224_400,
  levels: [
    { index: 0, name: SEAL.chain[0]!.name, kind: 'trial', decider: '何静', state: 'current' },
    { index: 1, name: SEAL.chain[1]!.name, kind: 'final', decider: '吴振华', state: 'waiting' },
  ],
  history: [{ round: 1, action: 'submit', by: '张老师', at: 1_788_224_400 }],
  can: { withdraw: false, resubmit: false, decide: { level: 0, kind: 'trial' } },
};

/** The same request passed by 何静, waiting at 吴振华's final level, as he reads it. */
export const sealAtFinal: UpcApprovalDetailData = {
  ...sealAtReview,
  updatedAt: 1_788_300_000,
  levels: [{ ...approvedSeal.levels[0]! }, { index: 1, name: SEAL.chain[1]!.name, kind: 'final', decider: '吴振华', state: 'current' }],
  history: [sealAtReview.history[0]!, approvedSeal.history[1]!],
  can: { withdraw: false, resubmit: false, decide: { level: 1, kind: 'final' } },
};

export const reviewerInbox: UpcApprovalInboxData = {
  pending: [
    {
      id: 7,
      typeName: SEAL.name,
      title: '2026届毕业生就业推荐函',
      applicant: '张老师',
      state: 'pending',
      level: 0,
      levelName: SEAL.chain[0]!.name,
      kind: 'trial',
      at: 1_788_224_400,
    },
    {
      id: 12,
      typeName: TRIP.name,
      title: '参加中国计算机学会年会并作报告',
      applicant: '郑晓东',
      state: 'pending',
      level: 0,
      levelName: TRIP.chain[0]!.name,
      kind: 'trial',
      at: 1_788_500_000,
    },
  ],
  done: [
    {
      id: 4,
      typeName: EXPENSE.name,
      title: '赴上海调研差旅费',
      applicant: '李老师',
      state: 'returned',
      level: 0,
      levelName: EXPENSE.chain[0]!.name,
      kind: 'trial',
      at: 1_789_080_000,
      action: 'return',
      comment: '票据张数与明细不符，请核对后重新提交。',
    },
    {
      id: 1,
      typeName: SEAL.name,
      title: '关于报送2026年度预算的函',
      applicant: '李老师',
      state: 'approved',
      level: 0,
      levelName: SEAL.chain[0]!.name,
      kind: 'trial',
      at: 1_788_300_000,
      action: 'pass',
      comment: '同意，请按规定办理。',
    },
  ],
};

const PATHS = ['/upcApproval/mine', '/upcApproval/form', '/upcApproval/detail', '/upcApproval/inbox'];
const states = (detail: UpcApprovalDetailData) =>
  ({
    data: {
      '/upcApproval/mine': ok(myApplications),
      '/upcApproval/form': (query: URLSearchParams) =>
        ok({ upcTypeOne: sealForm, upcTypeTwo: tripForm, upcTypeThree: expenseForm }[query.get('type') ?? ''] ?? sealForm),
      '/upcApproval/detail': ok(detail),
      '/upcApproval/inbox': ok(reviewerInbox),
      '/upcApproval/submit': ok({ id: 64 }),
      '/upcApproval/decide': ok({ id: detail.id, state: 'pending', level: 1 }),
    },
    empty: {
      '/upcApproval/mine': ok({ types: [], list: [] }),
      '/upcApproval/form': failure(404, '没有这种审批类型'),
      '/upcApproval/detail': failure(404, '该申请不存在或你无权查看'),
      '/upcApproval/inbox': ok({ pending: [], done: [] }),
    },
    ...failingStates(PATHS, '审批服务维护中，请稍后再试'),
  }) satisfies Record<string, Fixtures>;

/** API answers for each state of the applicant's pages (the detail: the approved seal request). */
export const approvalFixtures = states(approvedSeal);
/** The same, the detail waiting at the first review (何静's decision page). */
export const reviewFixtures = states(sealAtReview);
/** The same, the detail waiting at the final level (吴振华's decision page). */
export const finalFixtures = states(sealAtFinal);
