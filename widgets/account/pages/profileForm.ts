import { BIO_MAX_CHARS, NICKNAME_MAX_CHARS, charCount, isEmail, nicknameHasForbiddenCharacter } from '../accountRules.ts';
import type { AccountProfileData } from '../generated/types.ts';

export type ProfileForm = Pick<AccountProfileData, 'nickname' | 'email' | 'gender' | 'bio' | 'avatar'>;
export type ProfileProblems = Partial<Record<'nickname' | 'email' | 'bio', string>>;

/**
 * The profile form's problems as i18n keys with their values (the same rules the school checks:
 * accountRules.ts); empty when the form may be sent.
 */
export function profileProblems(form: ProfileForm): Partial<Record<keyof ProfileProblems, [key: string, values?: Record<string, number>]>> {
  const problems: Partial<Record<keyof ProfileProblems, [string, Record<string, number>?]>> = {};
  const nickname = form.nickname.trim();
  if (charCount(nickname) > NICKNAME_MAX_CHARS) problems.nickname = ['edit.nicknameTooLong', { max: NICKNAME_MAX_CHARS }];
  else if (nicknameHasForbiddenCharacter(nickname)) problems.nickname = ['edit.nicknameInvalid'];
  const email = form.email.trim();
  if (email !== '' && !isEmail(email)) problems.email = ['edit.emailInvalid'];
  if (charCount(form.bio.trim()) > BIO_MAX_CHARS) problems.bio = ['edit.bioTooLong', { max: BIO_MAX_CHARS }];
  return problems;
}
