import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { blankProfile, boundProfile, guideSearch, newsSearch, passwordChanged, smsSent, studentProfile } from '../fixtures.ts';
import { profileAnswer, switchedToStaff, teacherIdentities, teacherProfile } from '../../account-center/fixtures.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const validator = (path: string) => ajv.compile(JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')));
const expectValid = (path: string, data: unknown) => {
  const validate = validator(path);
  expect(validate(data), `${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
};

describe('account and account-center fixtures follow the response contracts', () => {
  it('account.profile (and the calls answering a profile)', () => {
    for (const profile of [studentProfile, boundProfile, blankProfile, teacherProfile]) expectValid('account/contracts/account.profile.schema.json', profile);
    const saved = profileAnswer(teacherProfile)(new URLSearchParams(), new URLSearchParams({ nickname: '李', email: 'a@b.cn', gender: 'female', bio: '', avatar: '' }));
    expectValid('account/contracts/account.profile.schema.json', saved.d);
  });
  it('account.sendSmsCode, account.changePassword', () => {
    expectValid('account/contracts/account.sendSmsCode.schema.json', smsSent);
    expectValid('account/contracts/account.changePassword.schema.json', passwordChanged);
  });
  it('account-center.identities, account-center.switchIdentity', () => {
    expectValid('account-center/contracts/account-center.identities.schema.json', teacherIdentities);
    expectValid('account-center/contracts/account-center.switchIdentity.schema.json', switchedToStaff);
  });
  it('the search answers follow the news and guide widgets’ contracts', () => {
    for (const q of ['', '心理', '无此内容']) {
      expectValid('news/contracts/news.list.schema.json', newsSearch()(new URLSearchParams({ q })).d);
      expectValid('guide/contracts/guide.list.schema.json', guideSearch()(new URLSearchParams({ q })).d);
    }
  });
});
