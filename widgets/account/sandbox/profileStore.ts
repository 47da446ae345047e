/** The `profiles` rows of the account widgets, and the profile answer (account.profile) built from them. */
import type { AccountProfileData } from '../generated/types.ts';
import { maskPhone, type Gender } from '../accountRules.ts';
import type { SandboxUser, SandboxDatabase } from '../../../sandbox/kit.ts';

export interface ProfileFields {
  nickname: string;
  email: string;
  gender: Gender;
  bio: string;
  avatar: string;
}

interface ProfileRow extends ProfileFields {
  phone: string | null;
}

export interface ProfileStore {
  answer(user: SandboxUser): AccountProfileData;
  /** The full (unmasked) bound phone, if any. */
  phoneOf(userId: number): string | undefined;
  /** The user id that bound this phone, if any. */
  ownerOfPhone(phone: string): number | undefined;
  update(userId: number, fields: ProfileFields, now: number): void;
  setPhone(userId: number, phone: string | null, now: number): void;
}

export function createProfileStore(db: SandboxDatabase): ProfileStore {
  const select = db.prepare<[number], ProfileRow>('SELECT nickname, email, gender, bio, avatar, phone FROM profiles WHERE user_id = ?');
  const byPhone = db.prepare<[string], { user_id: number }>('SELECT user_id FROM profiles WHERE phone = ?');
  const linkedCount = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM linked_identities WHERE user_id = ?');
  // A user without a row yet gets one on first save: profiles are optional extras of `users`.
  const ensure = db.prepare<[number]>('INSERT OR IGNORE INTO profiles (user_id) VALUES (?)');
  const write = db.prepare<[string, string, string, string, string, number, number]>(
    'UPDATE profiles SET nickname = ?, email = ?, gender = ?, bio = ?, avatar = ?, updated_at = ? WHERE user_id = ?',
  );
  const writePhone = db.prepare<[string | null, number, number]>('UPDATE profiles SET phone = ?, updated_at = ? WHERE user_id = ?');

  return {
    answer(user) {
      const row = select.get(user.id);
      return {
        username: user.username,
        name: user.name,
        role: user.role,
        roleName: user.roleName,
        nickname: row?.nickname ?? '',
        email: row?.email ?? '',
        gender: row?.gender ?? 'unknown',
        bio: row?.bio ?? '',
        avatar: row?.avatar ?? '',
        phone: row?.phone ? maskPhone(row.phone) : '',
        identities: linkedCount.get(user.id)?.n ?? 0,
      };
    },
    phoneOf: (userId) => select.get(userId)?.phone ?? undefined,
    ownerOfPhone: (phone) => byPhone.get(phone)?.user_id,
    update(userId, fields, now) {
      ensure.run(userId);
      write.run(fields.nickname, fields.email, fields.gender, fields.bio, fields.avatar, now, userId);
    },
    setPhone(userId, phone, now) {
      ensure.run(userId);
      writePhone.run(phone, now, userId);
    },
  };
}
