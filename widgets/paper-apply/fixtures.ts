/**
 * Printed certificate answers for component tests and stories: the sandbox's own form and answers shaped
 * as it gives them, checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { PaperApplyFormData, PaperApplyMineData, PaperApplyQueueData } from './generated/types.ts';
import { PAPER_FORM, SERVICE_HALL } from './sandbox/paperForm.ts';

/** 王小明, who may apply (module apply). */
export const paperStudent = { name: '王小明', auth: { paperApply: { module: ['apply'] } } };
/** The student affairs service hall's clerk (module handle). */
export const paperOffice = { name: '张老师', auth: { paperApply: { module: ['handle'] } } };

export const paperForm: PaperApplyFormData = { definition: PAPER_FORM, office: { ...SERVICE_HALL } };

export const myPapers: PaperApplyMineData = {
  list: [
    {
      id: 43,
      certificate: 'status',
      language: 'zh',
      copies: 1,
      purpose: '办理户口迁移',
      pickup: 'self',
      state: 'pending',
      submittedAt: 1_778_637_600,
      updatedAt: 1_778_637_600,
    },
    {
      id: 42,
      certificate: 'transcript',
      language: 'en',
      copies: 3,
      purpose: '申请出国交换项目',
      pickup: 'self',
      state: 'ready',
      submittedAt: 1_778_202_000,
      updatedAt: 1_778_306_400,
      pickupPlace: SERVICE_HALL.place,
      pickupHours: SERVICE_HALL.hours,
      note: '请携带校园卡领取，成绩单已加盖教务处公章并密封。',
    },
    {
      id: 41,
      certificate: 'enrolment',
      language: 'zh',
      copies: 1,
      purpose: '暑期实习单位入职材料',
      pickup: 'mail',
      address: '北京市海淀区学院路 37 号 家属院 5 号楼 2 单元 301 室（收件人：王建国）',
      state: 'mailed',
      submittedAt: 1_778_029_200,
      updatedAt: 1_778_137_200,
      courier: '顺丰速运',
      trackingNumber: 'SF1428305517',
    },
    {
      id: 12,
      certificate: 'degree',
      language: 'en',
      copies: 2,
      purpose: '申请奖学金',
      pickup: 'self',
      state: 'returned',
      submittedAt: 1_774_400_400,
      updatedAt: 1_774_573_200,
      note: '学位证明仅限已获学位的毕业生申请，在校生请申请在读证明。',
    },
  ],
};

export const officeQueue: PaperApplyQueueData = {
  total: 3,
  counts: { pending: 3, ready: 7, mailed: 6, collected: 8, delivered: 5, returned: 4 },
  couriers: ['顺丰速运', '中国邮政EMS', '京东物流'],
  list: [
    {
      id: 43,
      name: '王小明',
      studentNumber: '2023011101',
      className: '计科2301班',
      certificate: 'status',
      language: 'zh',
      copies: 1,
      purpose: '办理户口迁移',
      pickup: 'self',
      phone: '13812345678',
      state: 'pending',
      submittedAt: 1_778_637_600,
      updatedAt: 1_778_637_600,
    },
    {
      id: 39,
      name: '李思远',
      studentNumber: '2024030215',
      className: '电气2402班',
      certificate: 'enrolment',
      language: 'en',
      copies: 2,
      purpose: '办理签证',
      pickup: 'mail',
      address: '四川省成都市武侯区人民南路四段 27 号（收件人：母亲）',
      phone: '13908172635',
      state: 'pending',
      submittedAt: 1_778_205_600,
      updatedAt: 1_778_205_600,
    },
    {
      id: 37,
      name: '陈雨桐',
      studentNumber: '2022050108',
      className: '会计2201班',
      certificate: 'transcript',
      language: 'zh',
      copies: 4,
      purpose: '考研复试材料',
      pickup: 'self',
      phone: '13571234098',
      state: 'pending',
      submittedAt: 1_778_040_000,
      updatedAt: 1_778_040_000,
    },
  ],
};

const PATHS = ['/paperApply/mine', '/paperApply/form', '/paperApply/queue'];

/** API answers for each state of paperApply/index. */
export const paperApplyFixtures = {
  data: { '/paperApply/mine': ok(myPapers), '/paperApply/form': ok(paperForm), '/paperApply/queue': ok(officeQueue), '/paperApply/submit': ok({ id: 44 }) },
  empty: {
    '/paperApply/mine': ok({ list: [] }),
    '/paperApply/form': ok(paperForm),
    '/paperApply/queue': ok({ ...officeQueue, total: 0, counts: { pending: 0, ready: 0, mailed: 0, collected: 0, delivered: 0, returned: 0 }, list: [] }),
  },
  ...failingStates(PATHS, '证明申请服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
