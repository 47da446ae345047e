/**
 * Seed of the profile module: what the demo accounts have filled in on their own (nickname, e-mail,
 * bound phone…), a second identity for the student, and which accounts are one person's identities.
 * The student starts with no phone bound, so binding one is the first thing a demo shows.
 */
import type { Gender } from '../accountRules.ts';

export interface SeedProfile {
  username: string;
  nickname?: string;
  email?: string;
  gender?: Gender;
  bio?: string;
  phone?: string;
}

export const SEED_PROFILES: readonly SeedProfile[] = [
  { username: 'student', nickname: '小明', gender: 'male', bio: '计算机科学与技术学院 2023 级本科生，喜欢跑步和摄影。' },
  { username: 'teacher', nickname: '李老师', email: 'li.laoshi@demo.edu.cn', gender: 'female', bio: '外国语学院讲师，主讲大学英语与跨文化交际。' },
  {
    username: 'staff',
    nickname: '张老师',
    email: 'zhang.zg@demo.edu.cn',
    gender: 'male',
    phone: '13911112222',
    bio: '党政办公室，负责通知发布与后勤报修派单。',
  },
  { username: 'admin', nickname: '管理员', email: 'it-admin@demo.edu.cn', gender: 'unknown', phone: '13800001111' },
  { username: 'graduate', nickname: '小明', gender: 'male', bio: '计算机科学与技术学院 2027 级硕士研究生（直博预录取）。' },
];

/** An identity the sandbox adds to the core demo accounts: the student's graduate-school account. */
export const SEED_EXTRA_IDENTITIES = [
  {
    username: 'graduate',
    name: '王小明',
    role: 'student' as const,
    roleName: '研究生',
    /** The identity's own apps: a graduate student's map is the student's (same person, same services). */
    sameAppsAs: 'student',
  },
];

/**
 * Identities of one person (legacy-portal §1 "account switching"): each pair may switch both ways. The demo
 * teacher account also holds the staff identity; the student is also admitted as a graduate student.
 */
export const SEED_LINKED_IDENTITIES: readonly (readonly [string, string])[] = [
  ['teacher', 'staff'],
  ['student', 'graduate'],
];
