import { describe, expect, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import {
  blankProfile,
  boundProfile,
  guideSearch,
  newsSearch,
  passwordChanged,
  profileAnswer,
  smsSent,
  smsSentBySandbox,
  studentProfile,
  switchedToStaff,
  teacherIdentities,
  teacherProfile,
} from '../fixtures.ts';

describe('account fixtures follow the response contracts', () => {
  it('account.profile (and the calls answering a profile)', () => {
    for (const profile of [studentProfile, boundProfile, blankProfile, teacherProfile]) expectContract('account.profile', profile);
    const saved = profileAnswer(teacherProfile)(
      new URLSearchParams(),
      new URLSearchParams({ nickname: '李', email: 'a@b.cn', gender: 'female', bio: '', avatar: '' }),
    );
    expectContract('account.updateProfile', saved.d);
  });
  it('account.sendSmsCode, account.changePassword', () => {
    expectContract('account.sendSmsCode', smsSent);
    // The sandbox's answer follows the contract once its sandbox-only member is set aside.
    const { sandbox, ...answer } = smsSentBySandbox;
    expect(sandbox.devCode).toMatch(/^\d{6}$/);
    expectContract('account.sendSmsCode', answer);
    expectContract('account.changePassword', passwordChanged);
  });
  it('account.identities, account.switchIdentity', () => {
    expectContract('account.identities', teacherIdentities);
    expectContract('account.switchIdentity', switchedToStaff);
  });
  it('the search answers follow the news and guide widgets’ contracts', () => {
    for (const q of ['', '心理', '无此内容']) {
      expectContract('news.list', newsSearch()(new URLSearchParams({ q })).d);
      expectContract('guide.list', guideSearch()(new URLSearchParams({ q })).d);
    }
  });
});
