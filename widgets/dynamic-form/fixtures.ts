/**
 * Form centre answers for component tests and stories: the sandbox's own seeded definitions (so a story
 * shows the forms the demo school runs), answers shaped as the sandbox gives them, checked against
 * contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { FormDefinition } from '../../runtime/app/index.ts';
import type {
  DynamicFormDefinitionData,
  DynamicFormListData,
  DynamicFormMineData,
  DynamicFormOwnedData,
  DynamicFormSubmissionData,
  DynamicFormSubmissionsData,
} from './generated/types.ts';
import { DORM_BUILDINGS, SEED_FORMS } from './sandbox/seedForms.ts';

/** A student who may open every page of the form centre (as the demo grants them). */
export const formUser = {
  name: '王小明',
  auth: { home: { module: ['homepage'] }, form: { module: ['index', 'formtemplat', 'detail', 'detail2', 'detail3'] } },
};

const definitionOf = (id: string): FormDefinition => SEED_FORMS.find((form) => form.definition.id === id)!.definition;
const AT = 1_778_000_000;

export const clubSignup = definitionOf('club-signup');
export const scholarship = definitionOf('national-scholarship');

export const formList: DynamicFormListData = {
  list: [
    { id: 'club-signup', title: clubSignup.title, description: clubSignup.description, onePerUser: false, filled: true, submissionCount: 1 },
    { id: 'national-scholarship', title: scholarship.title, closesAt: AT + 30 * 86_400, onePerUser: true, filled: false, submissionCount: 0 },
  ],
};

export const clubDefinition: DynamicFormDefinitionData = {
  form: { id: 'club-signup', title: clubSignup.title, opensAt: AT - 86_400, onePerUser: false, open: true, version: 1, filled: true },
  definition: clubSignup as DynamicFormDefinitionData['definition'],
  mine: 12,
};

export const clubAnswers = {
  club: 'photography',
  interests: ['weekend', 'contest'],
  experience: 'yes',
  phone: '13812345678',
  intro: '高中时是摄影社社长，喜欢拍校园风光。',
};

export const mySubmission: DynamicFormSubmissionData = {
  id: 12,
  form: { id: 'club-signup', title: clubSignup.title },
  version: 1,
  definition: clubSignup as DynamicFormSubmissionData['definition'],
  values: clubAnswers,
  submittedAt: AT,
  submitter: { name: '王小明', studentNumber: '2023010101', className: '计科2301班' },
};

export const mine: DynamicFormMineData = { total: 1, list: [{ id: 12, formId: 'club-signup', formTitle: clubSignup.title, submittedAt: AT }] };

export const owned: DynamicFormOwnedData = {
  list: [{ id: 'club-signup', title: clubSignup.title, opensAt: AT - 86_400, open: true, submissionCount: 3, owner: 'staff' }],
};

const submitters = [
  { name: '王小明', studentNumber: '2023010101', className: '计科2301班' },
  { name: '李思雨', studentNumber: '2023010215', className: '计科2302班' },
  { name: '陈浩', studentNumber: '2023020108', className: '英语2301班' },
];

export const submissions: DynamicFormSubmissionsData = {
  form: { id: 'club-signup', title: clubSignup.title, version: 1 },
  total: 3,
  list: submitters.map((submitter, index) => ({ id: 12 + index, submitter, submittedAt: AT + index * 3_600, version: 1, values: clubAnswers })),
  stats: [
    {
      field: 'club',
      label: { zh: '报名社团' },
      multiple: false,
      answered: 3,
      counts: [
        { value: 'photography', label: { zh: '摄影协会' }, count: 2 },
        { value: 'robotics', label: { zh: '机器人协会' }, count: 1 },
      ],
    },
    {
      field: 'interests',
      label: { zh: '感兴趣的活动' },
      multiple: true,
      answered: 3,
      counts: [
        { value: 'weekend', label: { zh: '周末活动' }, count: 3 },
        { value: 'contest', label: { zh: '比赛' }, count: 2 },
      ],
    },
  ],
};

const paths = [
  '/dynamic-form/list',
  '/dynamic-form/definition',
  '/dynamic-form/mine',
  '/dynamic-form/owned',
  '/dynamic-form/submission',
  '/dynamic-form/submissions',
];

/** API answers for each state of the form centre's pages. */
export const dynamicFormFixtures = {
  data: {
    '/dynamic-form/list': ok(formList),
    '/dynamic-form/definition': ok(clubDefinition),
    '/dynamic-form/mine': ok(mine),
    '/dynamic-form/owned': ok(owned),
    '/dynamic-form/submission': ok(mySubmission),
    '/dynamic-form/submissions': ok(submissions),
    '/dynamic-form/options': ok(DORM_BUILDINGS),
    '/dynamic-form/submit': ok({ id: 13 }),
  },
  empty: {
    '/dynamic-form/list': ok({ list: [] }),
    '/dynamic-form/definition': failure(404, '该表单不存在或已被删除'),
    '/dynamic-form/mine': ok({ total: 0, list: [] }),
    '/dynamic-form/owned': ok({ list: [] }),
    '/dynamic-form/submission': failure(404, '该提交记录不存在'),
    '/dynamic-form/submissions': ok({ ...submissions, total: 0, list: [], stats: [] }),
  },
  ...failingStates(paths, '表单服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
