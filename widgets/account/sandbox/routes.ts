/**
 * The account widget's calls, all for a logged-in user
 * (e = 10013 otherwise):
 * - `account.profile`; `account.updateProfile` (nickname, email, gender, bio, avatar)
 * - `account.identities`: the identities of the same person; `account.switchIdentity`
 *   (username): the session is re-issued for that identity, only when it is linked to the current one
 * - SMS codes, phone binding and the password: securityRoutes.ts
 * Business refusals are HTTP 200 with e from ACCOUNT_ERRORS (widgets/account/accountRules.ts) and `m` in the
 * reader's language; a body that breaks its contract (contracts/*.body.schema.json) is refused before, e = 400.
 */
import type { Hono } from 'hono';
import type { AccountUpdateProfileBody } from '../generated/types.ts';
import { ACCOUNT_ERRORS, isAttachmentUrl, isEmail, nicknameHasForbiddenCharacter } from '../accountRules.ts';
import {
  type InThreeLanguages,
  requireLogin,
  setSessionCookies,
  type LoggedInEnv,
  epochSeconds,
  type SandboxServices,
  keyedRoutes,
} from '../../../sandbox/kit.ts';
import { createProfileStore, type ProfileFields } from './profileStore.ts';
import { accountChanges, accountFail } from './accountRequests.ts';
import { createAccountSecurityRoutes } from './securityRoutes.ts';

/**
 * Refusals in the portal's three languages: the reader gets theirs (accountFail). The profile's limits
 * and choices refuse in the words of its body contract (contracts/account.updateProfile.body.schema.json).
 */
export const ACCOUNT_MESSAGES = {
  nicknameCharacters: { zh: '昵称不能包含特殊字符', en: 'The nickname cannot contain special characters', tw: '暱稱不能包含特殊字元' },
  badEmail: { zh: '邮箱格式不正确', en: 'The email address is not valid', tw: '電子郵件格式不正確' },
  badAvatar: { zh: '头像地址无效，请重新上传', en: 'The profile picture is not valid. Upload it again', tw: '大頭貼網址無效，請重新上傳' },
  notLinked: {
    zh: '不能切换到该身份：它未与当前账号关联',
    en: 'You cannot switch to this identity: it is not linked to your account',
    tw: '不能切換到該身分：它未與目前帳號連結',
  },
} as const satisfies Record<string, InThreeLanguages>;

/** The profile form past its contract, by the page's own rules: the first problem, or the fields to store (trimmed). */
function checkProfile(form: AccountUpdateProfileBody): { ok: true; value: ProfileFields } | { ok: false; message: InThreeLanguages } {
  const nickname = (form.nickname ?? '').trim();
  const email = (form.email ?? '').trim();
  const avatar = (form.avatar ?? '').trim();
  if (nicknameHasForbiddenCharacter(nickname)) return { ok: false, message: ACCOUNT_MESSAGES.nicknameCharacters };
  if (email !== '' && !isEmail(email)) return { ok: false, message: ACCOUNT_MESSAGES.badEmail };
  if (avatar !== '' && !isAttachmentUrl(avatar)) return { ok: false, message: ACCOUNT_MESSAGES.badAvatar };
  return { ok: true, value: { nickname, email, gender: form.gender ?? 'unknown', bio: (form.bio ?? '').trim(), avatar } };
}

interface IdentityRow {
  id: number;
  username: string;
  name: string;
  role_name: string;
}

export function createAccountRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const reads = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions));
  const changes = accountChanges(services);
  const profiles = createProfileStore(services.db);
  const linkedTo = services.db.prepare<[number], IdentityRow>(`
    SELECT users.id, users.username, users.name, users.role_name FROM linked_identities
    JOIN users ON users.id = linked_identities.linked_user_id
    WHERE linked_identities.user_id = ? ORDER BY users.id
  `);

  reads.get('account.profile', (c, { ok }) => ok(profiles.answer(c.get('user'))));

  changes.post('account.updateProfile', (c, { input, ok }) => {
    const checked = checkProfile(input);
    if (!checked.ok) return accountFail(c, ACCOUNT_ERRORS.invalid, checked.message);
    const user = c.get('user');
    profiles.update(user.id, checked.value, epochSeconds(services));
    return ok(profiles.answer(user));
  });

  reads.get('account.identities', (c, { ok }) => {
    const user = c.get('user');
    return ok({
      list: [
        { username: user.username, name: user.name, roleName: user.roleName, current: true },
        ...linkedTo.all(user.id).map((row) => ({ username: row.username, name: row.name, roleName: row.role_name, current: false })),
      ],
    });
  });

  changes.post('account.switchIdentity', (c, { input, ok }) => {
    const username = input.username.trim().toLowerCase();
    const target = linkedTo.all(c.get('user').id).find((row) => row.username.toLowerCase() === username);
    // Only a linked identity: anything else (an unknown name, someone else's account) is the same refusal.
    if (!target) return accountFail(c, ACCOUNT_ERRORS.notLinked, ACCOUNT_MESSAGES.notLinked);
    services.sessions.end(c.get('sessionId'));
    setSessionCookies(c, services.sessions.start(target.id));
    return ok({ username: target.username, name: target.name, roleName: target.role_name });
  });

  // The phone and password changes have their own keyed routes (they share the profile store), mounted at '/' as well: no path is retyped.
  reads.app.route('/', changes.app);
  reads.app.route('/', createAccountSecurityRoutes(services, profiles));
  return reads.app;
}
