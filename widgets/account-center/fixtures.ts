/**
 * Account-center answers for component tests and stories, checked against the contracts (the profile's
 * lives with the account widget) by tests/fixtures.test.ts.
 */
import { failure, ok, type Fixtures } from '../../runtime/app/testing/index.ts';
import { blankProfile } from '../account/fixtures.ts';
import type { AccountProfileData } from '../account/generated/types.ts';
import type { AccountCenterIdentitiesData, AccountCenterSwitchIdentityData } from './generated/types.ts';

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

export const teacherIdentities: AccountCenterIdentitiesData = {
  list: [
    { username: 'teacher', name: '李老师', roleName: '教师', current: true },
    { username: 'staff', name: '张老师', roleName: '职工', current: false },
  ],
};
export const switchedToStaff: AccountCenterSwitchIdentityData = { username: 'staff', name: '张老师', roleName: '职工' };

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

const maintenance = failure(500, '个人中心服务维护中，请稍后再试');

export const centerFixtures = {
  data: {
    '/account/profile': profileAnswer(teacherProfile),
    '/account/identities': ok(teacherIdentities),
    '/account/identities/switch': ok(switchedToStaff),
    '/upload/index': ok({ url: '/site/attach?file=all/2026/3f2a9c1d.png', name: 'me.png', size: 2048, type: 'image/png' }),
  },
  empty: { '/account/profile': profileAnswer(blankProfile), '/account/identities': ok({ list: [teacherIdentities.list[0]!] }) },
  networkError: { '/account/profile': 'network-error', '/account/identities': 'network-error' },
  envelopeError: { '/account/profile': maintenance, '/account/identities': maintenance },
  loading: { '/account/profile': 'never', '/account/identities': 'never' },
} satisfies Record<string, Fixtures>;
