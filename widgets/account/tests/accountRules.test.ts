import { describe, expect, it } from 'vitest';
import { MAINLAND_MOBILE, isAttachmentUrl, isEmail, maskPhone, nicknameHasForbiddenCharacter, passwordKinds, passwordProblem } from '../accountRules.ts';
import { strengthOf } from '../pages/ModifyPasswordPage.tsx';

describe('password rules (page and school alike)', () => {
  it.each([
    ['', 'empty'],
    ['Ab1#', 'tooShort'],
    ['abcdefgh', 'fewKinds'],
    ['abcd1234', 'fewKinds'],
    ['Student1', 'sameAsUsername'],
    ['Campus#2026', 'sameAsOld'],
    ['x'.repeat(60) + 'A1#xx', 'tooLong'],
  ])('%j → %s', (password, problem) => {
    const username = password === 'Student1' ? 'student1' : 'student';
    expect(passwordProblem(password, { username, oldPassword: 'Campus#2026' })).toBe(problem);
  });
  it('accepts 8+ characters of three kinds that are neither the user name nor the old password', () => {
    expect(passwordProblem('Campus2026', { username: 'student', oldPassword: 'demo' })).toBeUndefined();
    expect(passwordProblem('campus#2026', { username: 'student', oldPassword: 'demo' })).toBeUndefined();
    expect(passwordKinds('aA1#')).toBe(4);
  });
  it('rates strength: weak until valid, strong when long with all four kinds', () => {
    expect(strengthOf('abc', 'student')).toBe('weak');
    expect(strengthOf('Campus2026', 'student')).toBe('medium');
    expect(strengthOf('Campus#2026!x', 'student')).toBe('strong');
  });
});

describe('phone, e-mail, avatar', () => {
  it('takes 11-digit mainland mobile numbers only', () => {
    expect(['13712345678', '19912345678'].every((p) => MAINLAND_MOBILE.test(p))).toBe(true);
    expect(['12712345678', '1371234567', '137123456789', '+8613712345678', '１３７１２３４５６７８'].some((p) => MAINLAND_MOBILE.test(p))).toBe(false);
    expect(maskPhone('13712345678')).toBe('137****5678');
  });
  it('checks e-mail addresses plainly', () => {
    expect(['wxm@stu.demo.edu.cn', 'a.b+c@demo.cn'].every(isEmail)).toBe(true);
    expect(['wxm@', '@demo.cn', 'a b@demo.cn', 'a@demo', 'a@@demo.cn'].some(isEmail)).toBe(false);
  });
  it('refuses control characters and angle brackets in a nickname', () => {
    expect(['小明', 'Ming 明 🏃', '~!@#'].some(nicknameHasForbiddenCharacter)).toBe(false);
    expect(['<b>', 'a>b', 'tab\there', 'nul\u0000', 'unit\u001f', 'del\u007f'].every(nicknameHasForbiddenCharacter)).toBe(true);
  });
  it('accepts only files of the upload call as avatars', () => {
    expect(isAttachmentUrl('/site/attach?file=all/2026/ab12.png')).toBe(true);
    expect(
      ['https://evil.example/a.png', '/site/attach?file=all/../secret', 'javascript:alert(1)', '/site/attach?file=all/a.png"onerror'].some(isAttachmentUrl),
    ).toBe(false);
  });
});
