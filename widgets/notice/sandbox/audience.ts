/**
 * Who a notice is for: the vocabulary the notice backend's tables, routes and seed share. A notice names
 * audience groups; a user belongs to at most one group, from their role. The publishing backend
 * (widgets/announcement-release/sandbox/noticeTables.ts) keeps the same rules; change both.
 */
import { baseRoleOf } from '../../../sandbox/kit.ts';

export const AUDIENCE_GROUPS = ['students', 'teachers', 'staff'] as const;
export type AudienceGroup = (typeof AUDIENCE_GROUPS)[number];

/**
 * The group a role reads notices as. Administrators are staff of the school's offices; visitors are no
 * member of the school and get no notices (their permission map has no `notice`).
 */
export function audienceGroupOf(role: string): AudienceGroup | undefined {
  // A campus staff role reads as the role it is a kind of: an instructor (辅导员) as a teacher.
  switch (baseRoleOf(role)) {
    case 'student':
      return 'students';
    case 'teacher':
      return 'teachers';
    case 'staff':
    case 'admin':
      return 'staff';
    default:
      return undefined;
  }
}

/**
 * The demo site's app key of the notice centre, which the roles' grants (index.ts) name. Who may read
 * notices is the site's `permission` on its notice apps (routes.ts, requireGrant), not this key.
 */
export const NOTICE_APP = 'notice';
