/**
 * The dynamic forms the demo school runs (zh first): a club sign-up, a dormitory repair survey (closed, with
 * its results), the national encouragement scholarship, the sports meet, the winter-break leave register and
 * the staff health check. Each definition is checked by checkedDefinition when the module seeds it.
 */
import type { FormDefinition, Option } from '../../../sandbox/kit.ts';

/**
 * Unix seconds of a Beijing-time date at 9:00, as the kit's beijingMorning. Computed here because the page
 * fixtures (fixtures.ts) read these forms under jsdom, where loading a value from sandbox/kit.ts (whose site
 * loader needs file URLs) fails; the types above are erased.
 */
const beijingMorning = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 1) / 1000;
type Day = Parameters<typeof beijingMorning>;

export interface SeedForm {
  owner: string;
  /** Roles that may fill it (a campus role counts as the role it is a kind of: an instructor is a teacher). */
  audience: readonly string[];
  opensAt: number;
  closesAt: number | null;
  onePerUser: boolean;
  createdAt: number;
  definition: FormDefinition;
}

type Field = FormDefinition['sections'][number]['fields'][number];

const zh = (text: string) => ({ zh: text });
const option = (value: string, label: string, en?: string): Option => ({ value, label: en ? { zh: label, en } : zh(label) });
/** A choice that must be answered, labelled in zh; `more` for a multiple choice, its limits or a condition. */
const choice = (name: string, label: string, options: readonly Option[], more: Partial<Field> = {}): Field => ({
  name,
  type: 'choice',
  label: zh(label),
  required: true,
  options: [...options],
  ...more,
});
const yesNo: Option[] = [option('yes', '是', 'Yes'), option('no', '否', 'No')];
const satisfaction: Option[] = [
  option('very-satisfied', '非常满意', 'Very satisfied'),
  option('satisfied', '满意', 'Satisfied'),
  option('neutral', '一般', 'Neutral'),
  option('unsatisfied', '不满意', 'Unsatisfied'),
];

export const CLUBS: readonly Option[] = [
  option('photography', '摄影协会'),
  option('street-dance', '街舞社'),
  option('robotics', '机器人协会'),
  option('volunteers', '青年志愿者协会'),
  option('debate', '辩论队'),
  option('guitar', '吉他社'),
];

const clubSignup: FormDefinition = {
  id: 'club-signup',
  version: 1,
  title: { zh: '社团招新报名', en: 'Student club sign-up', tw: '社團招新報名' },
  description: { zh: '2026年春季学期社团招新，每个社团单独报名，可报名多个社团。', en: 'Spring 2026 club recruitment: one sign-up per club.' },
  sections: [
    {
      id: 'club',
      title: zh('报名社团'),
      fields: [
        choice('club', '报名社团', CLUBS),
        choice(
          'interests',
          '感兴趣的活动',
          [option('weekend', '周末活动'), option('contest', '比赛'), option('charity', '公益'), option('training', '技能培训')],
          { multiple: true, minItems: 1, maxItems: 3 },
        ),
        choice('experience', '是否有相关经验', yesNo),
      ],
    },
    {
      id: 'contact',
      title: zh('联系方式与自我介绍'),
      fields: [
        { name: 'phone', type: 'phone', label: zh('手机号码'), required: true },
        { name: 'wechat', type: 'text', label: zh('微信号'), maxLength: 30 },
        {
          name: 'intro',
          type: 'textarea',
          label: zh('自我介绍'),
          required: true,
          minLength: 10,
          maxLength: 500,
          placeholder: zh('兴趣特长、参加社团的期望等'),
        },
      ],
    },
  ],
};

export const DORM_BUILDINGS: readonly Option[] = [
  option('north-1', '北苑1号楼'),
  option('north-2', '北苑2号楼'),
  option('south-1', '南苑1号楼'),
  option('south-2', '南苑2号楼'),
];

const dormRepairSurvey: FormDefinition = {
  id: 'dorm-repair-survey',
  version: 1,
  title: { zh: '宿舍维修满意度调查', en: 'Dormitory repair satisfaction survey', tw: '宿舍維修滿意度調查' },
  description: zh('后勤处对本学期宿舍报修服务的满意度调查，约需2分钟。'),
  sections: [
    {
      id: 'repair',
      fields: [
        choice('building', '所住楼栋', DORM_BUILDINGS),
        choice(
          'repairType',
          '本学期报修过的项目',
          [option('power', '水电'), option('door', '门窗'), option('furniture', '家具'), option('network', '网络'), option('aircon', '空调')],
          { multiple: true, minItems: 1 },
        ),
        choice('speed', '响应速度', satisfaction),
        choice('quality', '维修质量', satisfaction),
        { name: 'score', type: 'number', label: zh('总体评分（0-10分）'), required: true, min: 0, max: 10, decimals: 0 },
        { name: 'suggestion', type: 'textarea', label: zh('意见和建议'), maxLength: 300 },
      ],
    },
  ],
};

const scholarship: FormDefinition = {
  id: 'national-scholarship',
  version: 1,
  title: { zh: '国家励志奖学金申请', en: 'National Encouragement Scholarship application', tw: '國家勵志獎學金申請' },
  description: zh('2026-2027学年国家励志奖学金申请，须同时提交家庭经济困难证明材料。'),
  sections: [
    {
      id: 'applicant',
      title: zh('申请人信息'),
      fields: [
        { name: 'idNumber', type: 'idNumber', label: zh('身份证号'), required: true },
        { name: 'phone', type: 'phone', label: zh('联系电话'), required: true },
        { name: 'gpa', type: 'number', label: zh('上学年平均学分绩点'), required: true, min: 0, max: 4, decimals: 2 },
        { name: 'classRank', type: 'number', label: zh('成绩班级排名'), required: true, min: 1, max: 200, decimals: 0 },
      ],
    },
    {
      id: 'family',
      title: zh('家庭情况'),
      fields: [
        {
          name: 'members',
          type: 'table',
          label: zh('家庭成员'),
          required: true,
          minItems: 1,
          maxItems: 10,
          columns: [
            { name: 'name', type: 'text', label: zh('姓名'), required: true, maxLength: 20 },
            choice('relation', '关系', [
              option('father', '父亲'),
              option('mother', '母亲'),
              option('sibling', '兄弟姐妹'),
              option('grandparent', '祖父母'),
              option('other', '其他'),
            ]),
            { name: 'income', type: 'number', label: zh('年收入'), unit: zh('元'), required: true, min: 0, max: 10000000, decimals: 2 },
          ],
          totals: ['income'],
        },
        choice('difficulty', '家庭经济困难认定等级', [option('special', '特别困难'), option('difficult', '困难'), option('normal', '一般困难')]),
      ],
    },
    {
      id: 'materials',
      title: zh('申请材料'),
      fields: [
        { name: 'reason', type: 'textarea', label: zh('申请理由'), required: true, minLength: 20, maxLength: 1000 },
        { name: 'proof', type: 'image', label: zh('家庭经济困难证明'), required: true, minItems: 1, maxItems: 3, help: zh('上传盖章的证明材料照片，最多3张') },
        { name: 'signature', type: 'signature', label: zh('申请人签名'), required: true },
      ],
    },
  ],
  print: { title: zh('国家励志奖学金申请表'), signatureLine: true },
};

const sportsMeet: FormDefinition = {
  id: 'sports-meet',
  version: 1,
  title: { zh: '运动会报名', en: 'Sports meet sign-up', tw: '運動會報名' },
  description: zh('第五十八届校运动会个人项目报名，每人限报两项。'),
  sections: [
    {
      id: 'events',
      title: zh('报名项目'),
      fields: [
        choice(
          'events',
          '参赛项目',
          [
            option('100m', '100米'),
            option('400m', '400米'),
            option('1500m', '1500米'),
            option('long-jump', '跳远'),
            option('high-jump', '跳高'),
            option('shot-put', '铅球'),
            option('relay', '4×100米接力'),
          ],
          { multiple: true, minItems: 1, maxItems: 2 },
        ),
        choice('relayLeg', '接力棒次', [option('1', '第一棒'), option('2', '第二棒'), option('3', '第三棒'), option('4', '第四棒')], {
          visibleIf: { field: 'events', equals: 'relay' },
        }),
        { name: 'birthDate', type: 'date', label: zh('出生日期'), required: true },
        { name: 'hometown', type: 'region', label: zh('生源地') },
      ],
    },
    {
      id: 'health',
      title: zh('健康与保险'),
      fields: [
        choice('condition', '是否有运动禁忌或病史', yesNo),
        {
          name: 'conditionDetail',
          type: 'textarea',
          label: zh('请说明病史或禁忌'),
          visibleIf: { field: 'condition', equals: 'yes' },
          requiredIf: { field: 'condition', equals: 'yes' },
          maxLength: 300,
        },
        choice('insurance', '是否购买运动意外保险', yesNo),
        { name: 'mailAddress', type: 'address', label: zh('保单邮寄地址'), requiredIf: { field: 'insurance', equals: 'yes' } },
        { name: 'emergencyPhone', type: 'phone', label: zh('紧急联系人电话'), required: true },
      ],
    },
  ],
};

const winterLeave: FormDefinition = {
  id: 'winter-leave',
  version: 1,
  title: { zh: '寒假离校登记', en: 'Winter break departure register', tw: '寒假離校登記' },
  description: zh('寒假离校前请如实登记离校时间、去向和返校日期。'),
  dataSources: [
    { id: 'dormitories', api: 'dynamic-form.options', query: { list: 'dormitories' }, runOn: 'initial', fills: 'dormitory' },
    {
      id: 'rooms',
      api: 'dynamic-form.options',
      query: { list: 'rooms', building: { field: 'dormitory' } },
      runOn: 'change',
      watch: ['dormitory'],
      fills: 'room',
    },
  ],
  sections: [
    {
      id: 'dorm',
      title: zh('宿舍信息'),
      fields: [
        { name: 'dormitory', type: 'choice', label: zh('宿舍楼'), required: true, optionsFrom: 'dormitories' },
        { name: 'room', type: 'choice', label: zh('房间号'), required: true, optionsFrom: 'rooms' },
      ],
    },
    {
      id: 'leave',
      title: zh('离校信息'),
      fields: [
        { name: 'leaveAt', type: 'datetime', label: zh('离校时间'), required: true },
        { name: 'returnDate', type: 'date', label: zh('预计返校日期'), required: true },
        { name: 'destination', type: 'address', label: zh('寒假去向'), required: true },
        choice('transport', '交通方式', [
          option('train', '火车'),
          option('plane', '飞机'),
          option('coach', '长途汽车'),
          option('car', '自驾'),
          option('other', '其他'),
        ]),
        {
          name: 'trainNumber',
          type: 'text',
          label: zh('车次/航班号'),
          visibleIf: { field: 'transport', in: ['train', 'plane'] },
          required: true,
          maxLength: 20,
        },
        { name: 'location', type: 'location', label: zh('登记时所在位置'), help: zh('经你同意后获取定位') },
        { name: 'emergencyPhone', type: 'phone', label: zh('紧急联系人电话'), required: true },
        choice('promise', '安全承诺', [option('agree', '本人已阅读《寒假安全须知》并承诺遵守')]),
      ],
    },
  ],
};

const staffCheckup: FormDefinition = {
  id: 'staff-checkup',
  version: 1,
  title: { zh: '教职工体检预约', en: 'Staff health check booking', tw: '教職工體檢預約' },
  description: zh('2026年度教职工健康体检预约，请选择套餐和时段。'),
  sections: [
    {
      id: 'booking',
      fields: [
        choice('package', '体检套餐', [option('basic', '基础套餐'), option('female', '女性专项套餐'), option('cardio', '心脑血管专项套餐')]),
        { name: 'date', type: 'date', label: zh('预约日期'), required: true },
        choice('slot', '预约时段', [option('early', '08:00-10:00'), option('late', '10:00-12:00')]),
        { name: 'phone', type: 'phone', label: zh('联系电话'), required: true },
        { name: 'note', type: 'textarea', label: zh('备注'), maxLength: 200 },
      ],
    },
  ],
};

/** The school's teachers and office staff. */
const EMPLOYEES = ['teacher', 'staff'];

/** Who made each form and when, whom it is for, and the days it opens and closes (9:00 Beijing time; null: never closes). */
const SCHEDULE: readonly (Pick<SeedForm, 'owner' | 'audience' | 'onePerUser' | 'definition'> & { made: Day; opens: Day; closes: Day | null })[] = [
  { definition: clubSignup, owner: 'staff', audience: ['student'], onePerUser: false, made: [2026, 2, 26], opens: [2026, 3, 1], closes: null },
  { definition: dormRepairSurvey, owner: 'staff', audience: ['student'], onePerUser: true, made: [2026, 3, 13], opens: [2026, 3, 16], closes: [2026, 4, 30] },
  { definition: scholarship, owner: 'admin', audience: ['student'], onePerUser: true, made: [2026, 3, 28], opens: [2026, 4, 1], closes: [2026, 12, 31] },
  { definition: sportsMeet, owner: 'teacher', audience: ['student'], onePerUser: true, made: [2026, 4, 8], opens: [2026, 4, 10], closes: [2026, 12, 20] },
  { definition: winterLeave, owner: 'teacher', audience: ['student'], onePerUser: true, made: [2026, 4, 28], opens: [2026, 5, 1], closes: [2027, 1, 20] },
  { definition: staffCheckup, owner: 'admin', audience: EMPLOYEES, onePerUser: true, made: [2026, 3, 30], opens: [2026, 4, 1], closes: [2026, 12, 15] },
];

export const SEED_FORMS: readonly SeedForm[] = SCHEDULE.map(({ made, opens, closes, ...form }) => ({
  ...form,
  opensAt: beijingMorning(...opens),
  closesAt: closes && beijingMorning(...closes),
  createdAt: beijingMorning(...made),
}));
