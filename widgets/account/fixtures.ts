/**
 * Account answers for component tests and stories: shaped as the sandbox answers them and checked
 * against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixture, type Fixtures, type StateFixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type {
  AccountChangePasswordData,
  AccountIdentitiesData,
  AccountProfileData,
  AccountSendSmsCodeData,
  AccountSwitchIdentityData,
} from './generated/types.ts';
import type { SandboxSmsAid } from './accountRules.ts';

export const studentProfile: AccountProfileData = {
  username: 'student',
  name: '王小明',
  role: 'student',
  roleName: '学生',
  nickname: '小明',
  email: '',
  gender: 'male',
  bio: '计算机科学与技术学院 2023 级本科生，喜欢跑步和摄影。',
  avatar: '',
  phone: '',
  identities: 1,
};

export const boundProfile: AccountProfileData = { ...studentProfile, phone: '137****5678' };
/** A profile with nothing filled in: the empty state of the account pages. */
export const blankProfile: AccountProfileData = { ...studentProfile, nickname: '', gender: 'unknown', bio: '', identities: 0 };

/** A school's answer: the code went by SMS and is not in it. */
export const smsSent: AccountSendSmsCodeData = { phone: '137****5678', expiresIn: 300, resendIn: 60 };
/** The sandbox's answer: the same, plus the code under `sandbox` (outside the contract), since it sends no SMS. */
export const smsSentBySandbox: AccountSendSmsCodeData & SandboxSmsAid = { ...smsSent, sandbox: { devCode: '246810' } };
export const passwordChanged: AccountChangePasswordData = { changed: true, otherSessionsEnded: 0 };

const newsHits = [
  {
    id: 21,
    title: '学校召开学生心理健康教育工作推进会',
    summary: '推进会部署新学期心理健康教育重点工作。',
    channel: 'campus',
    source: '学生工作部',
    publishedAt: 1_757_000_000,
    views: 312,
  },
  {
    id: 7,
    title: '关于开展心理健康月系列活动的通知',
    summary: '5 月为心理健康月。',
    channel: 'notice',
    source: '心理健康教育中心',
    publishedAt: 1_756_000_000,
    views: 120,
  },
];
const guideHits = [{ id: 12, title: '心理健康咨询预约', category: 'logistics', summary: '心理健康教育中心提供免费咨询。', updatedAt: 1_757_000_000 }];

/** news.list and guide.list as the sandbox answers a title search. */
export const newsSearch =
  (list = newsHits) =>
  (query: URLSearchParams) => {
    const q = query.get('q') ?? '';
    const found = list.filter((item) => item.title.includes(q));
    return ok({ list: found, page: 1, size: 10, total: found.length });
  };
export const guideSearch =
  (list = guideHits) =>
  (query: URLSearchParams) => {
    const q = query.get('q') ?? '';
    const found = list.filter((item) => item.title.includes(q));
    return ok({ categories: [{ id: 'logistics', name: '后勤与宿舍', count: found.length }], list: found });
  };

/** API answers for each state of the account pages. */
export const accountFixtures = {
  data: {
    '/account/profile': ok(studentProfile),
    '/account/sms/send': ok(smsSentBySandbox),
    '/account/phone/bind': ok(boundProfile),
    '/account/phone/unbind': ok(studentProfile),
    '/account/password': ok(passwordChanged),
    '/news/list': newsSearch(),
    '/guide/list': guideSearch(),
  },
  empty: { '/account/profile': ok(blankProfile), '/news/list': newsSearch([]), '/guide/list': guideSearch([]) },
  ...failingStates(['/account/profile', '/news/list', '/guide/list'], '统一身份认证服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;

/** The same with the phone already bound (untyingPh's data state). */
export const boundFixtures: Fixtures = { ...accountFixtures.data, '/account/profile': ok(boundProfile) };

/** What the search page's stories and state tests type: the page takes its text from its own box only. */
export const searchedText = '心理健康';

/** The shell's permission and name calls, both answering `answer`. */
const loginState = (answer: Fixture): Fixtures => ({ '/uc/auth/all': answer, '/uc/user/name': answer });

/**
 * The login page's states are the login state itself: the shell's calls answer slowly, fail, say the
 * session is gone (anonymous: the login button), or name the user (the harness's user answers them).
 */
export const loginFixtures = {
  data: {},
  empty: loginState(failure(10013, '请先登录')),
  networkError: loginState('network-error'),
  envelopeError: loginState(failure(500, '统一身份认证服务维护中')),
  loading: loginState('never'),
} satisfies StateFixtures;

/** A logged-in student for the harness (session simulated, permission map as the sandbox's). */
export const student = {
  name: '王小明',
  auth: { home: { module: ['homepage'] }, news: { module: ['index', 'detail'] }, tjuNotice: { module: ['index', 'detail'] } },
};

// The profile pages (personal, edit, switch): a teacher with a linked staff identity.

export const teacher = { name: '李老师', auth: { home: { module: ['homepage'] } } };

export const teacherProfile: AccountProfileData = {
  username: 'teacher',
  name: '李老师',
  role: 'teacher',
  roleName: '教师',
  nickname: '李老师',
  email: 'li.laoshi@demo.edu.cn',
  gender: 'female',
  bio: '外国语学院讲师，主讲大学英语与跨文化交际。',
  avatar: '',
  phone: '',
  identities: 1,
};

export const teacherIdentities: AccountIdentitiesData = {
  list: [
    { username: 'teacher', name: '李老师', roleName: '教师', current: true },
    { username: 'staff', name: '张老师', roleName: '职工', current: false },
  ],
};
export const switchedToStaff: AccountSwitchIdentityData = { username: 'staff', name: '张老师', roleName: '职工' };

/** GET and POST share /account/profile: a POST (a body) answers the saved form. */
export function profileAnswer(profile: AccountProfileData) {
  return (_query: URLSearchParams, body: URLSearchParams) =>
    ok(
      body.has('nickname')
        ? {
            ...profile,
            nickname: body.get('nickname') ?? '',
            email: body.get('email') ?? '',
            gender: body.get('gender') ?? 'unknown',
            bio: body.get('bio') ?? '',
            avatar: body.get('avatar') ?? '',
          }
        : profile,
    );
}

export const centerFixtures = {
  data: {
    '/account/profile': profileAnswer(teacherProfile),
    '/account/identities': ok(teacherIdentities),
    '/account/identities/switch': ok(switchedToStaff),
    '/upload/index': ok({ url: '/site/attach?file=all/2026/3f2a9c1d.png', name: 'me.png', size: 2048, type: 'image/png' }),
  },
  empty: { '/account/profile': profileAnswer(blankProfile), '/account/identities': ok({ list: [teacherIdentities.list[0]!] }) },
  ...failingStates(['/account/profile', '/account/identities'], '个人中心服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
