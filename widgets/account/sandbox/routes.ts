/**
 * The account widget's calls, all for a logged-in user
 * (e = 10013 otherwise):
 * - `account.profile`; `account.updateProfile` (nickname, email, gender, bio, avatar)
 * - `account.identities`: the identities of the same person; `account.switchIdentity`
 *   (username): the session is re-issued for that identity, only when it is linked to the current one
 * - SMS codes, phone binding and the password: securityRoutes.ts
 * Business refusals are HTTP 200 with e from ACCOUNT_ERRORS (widgets/account/accountRules.ts) and a zh `m`.
 */
import type { Hono } from 'hono';
import type { AccountIdentitiesData, AccountSwitchIdentityData } from '../generated/types.ts';
import {
  ACCOUNT_ERRORS,
  BIO_MAX_CHARS,
  GENDERS,
  NICKNAME_MAX_CHARS,
  charCount,
  isAttachmentUrl,
  isEmail,
  nicknameHasForbiddenCharacter,
  type Gender,
} from '../accountRules.ts';
import {
  replyOk,
  type InThreeLanguages,
  requireLogin,
  setSessionCookies,
  type LoggedInEnv,
  epochSeconds,
  type SandboxServices,
  keyedRoutes,
} from '../../../sandbox/kit.ts';
import { createProfileStore, type ProfileFields } from './profileStore.ts';
import { accountFail, accountWrite, readFields } from './accountRequests.ts';
import { createAccountSecurityRoutes } from './securityRoutes.ts';

/** Refusals in the portal's three languages: the reader gets theirs (accountFail). */
export const ACCOUNT_MESSAGES = {
  nicknameTooLong: {
    zh: `昵称不能超过 ${NICKNAME_MAX_CHARS} 个字`,
    en: `The nickname can be at most ${NICKNAME_MAX_CHARS} characters`,
    tw: `暱稱不能超過 ${NICKNAME_MAX_CHARS} 個字`,
  },
  nicknameCharacters: { zh: '昵称不能包含特殊字符', en: 'The nickname cannot contain special characters', tw: '暱稱不能包含特殊字元' },
  badEmail: { zh: '邮箱格式不正确', en: 'The email address is not valid', tw: '電子郵件格式不正確' },
  badGender: { zh: '性别选项无效', en: 'The gender option is not valid', tw: '性別選項無效' },
  bioTooLong: {
    zh: `个人简介不能超过 ${BIO_MAX_CHARS} 个字`,
    en: `The bio can be at most ${BIO_MAX_CHARS} characters`,
    tw: `個人簡介不能超過 ${BIO_MAX_CHARS} 個字`,
  },
  badAvatar: { zh: '头像地址无效，请重新上传', en: 'The profile picture is not valid. Upload it again', tw: '大頭貼網址無效，請重新上傳' },
  notLinked: {
    zh: '不能切换到该身份：它未与当前账号关联',
    en: 'You cannot switch to this identity: it is not linked to your account',
    tw: '不能切換到該身分：它未與目前帳號連結',
  },
} as const satisfies Record<string, InThreeLanguages>;

/** Checks the profile form; the first problem, or the fields to store. */
function checkProfile(fields: Record<string, string>): { ok: true; value: ProfileFields } | { ok: false; message: InThreeLanguages } {
  // The form sends every field; one left empty is cleared (an empty gender is "not given").
  const { nickname = '', email = '', bio = '', avatar = '' } = fields;
  const gender = fields.gender || 'unknown';
  if (charCount(nickname) > NICKNAME_MAX_CHARS) return { ok: false, message: ACCOUNT_MESSAGES.nicknameTooLong };
  if (nicknameHasForbiddenCharacter(nickname)) return { ok: false, message: ACCOUNT_MESSAGES.nicknameCharacters };
  if (email !== '' && !isEmail(email)) return { ok: false, message: ACCOUNT_MESSAGES.badEmail };
  if (!(GENDERS as readonly string[]).includes(gender)) return { ok: false, message: ACCOUNT_MESSAGES.badGender };
  if (charCount(bio) > BIO_MAX_CHARS) return { ok: false, message: ACCOUNT_MESSAGES.bioTooLong };
  if (avatar !== '' && !isAttachmentUrl(avatar)) return { ok: false, message: ACCOUNT_MESSAGES.badAvatar };
  return { ok: true, value: { nickname, email, gender: gender as Gender, bio, avatar } };
}

interface IdentityRow {
  id: number;
  username: string;
  name: string;
  role_name: string;
}

export function createAccountRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const routes = keyedRoutes<LoggedInEnv>();
  const protect = requireLogin(services.sessions);
  const profiles = createProfileStore(services.db);
  const linkedTo = services.db.prepare<[number], IdentityRow>(`
    SELECT users.id, users.username, users.name, users.role_name FROM linked_identities
    JOIN users ON users.id = linked_identities.linked_user_id
    WHERE linked_identities.user_id = ? ORDER BY users.id
  `);

  routes.get('account.profile', protect, (c) => replyOk(c, profiles.answer(c.get('user'))));

  routes.post('account.updateProfile', ...accountWrite(services), async (c) => {
    const read = await readFields(c, ['nickname', 'email', 'gender', 'bio', 'avatar']);
    if (!read.ok) return accountFail(c, ACCOUNT_ERRORS.invalid, read.message);
    const checked = checkProfile(read.fields);
    if (!checked.ok) return accountFail(c, ACCOUNT_ERRORS.invalid, checked.message);
    const user = c.get('user');
    profiles.update(user.id, checked.value, epochSeconds(services));
    return replyOk(c, profiles.answer(user));
  });

  routes.get('account.identities', protect, (c) => {
    const user = c.get('user');
    const data: AccountIdentitiesData = {
      list: [
        { username: user.username, name: user.name, roleName: user.roleName, current: true },
        ...linkedTo.all(user.id).map((row) => ({ username: row.username, name: row.name, roleName: row.role_name, current: false })),
      ],
    };
    return replyOk(c, data);
  });

  routes.post('account.switchIdentity', ...accountWrite(services), async (c) => {
    const read = await readFields(c, ['username']);
    if (!read.ok) return accountFail(c, ACCOUNT_ERRORS.invalid, read.message);
    const target = linkedTo.all(c.get('user').id).find((row) => row.username.toLowerCase() === read.fields.username!.toLowerCase());
    // Only a linked identity: anything else (an unknown name, someone else's account) is the same refusal.
    if (!target) return accountFail(c, ACCOUNT_ERRORS.notLinked, ACCOUNT_MESSAGES.notLinked);
    services.sessions.end(c.get('sessionId'));
    setSessionCookies(c, services.sessions.start(target.id));
    return replyOk<AccountSwitchIdentityData>(c, { username: target.username, name: target.name, roleName: target.role_name });
  });

  // Its own keyed routes (it shares the profile store), mounted at '/' as well: no path is retyped.
  routes.app.route('/', createAccountSecurityRoutes(services, profiles));
  return routes.app;
}
