/**
 * Who a notice is for and the message channels: the vocabulary the notices module's tables, routes and
 * seed share. A notice names audience groups; a user belongs to at most one group, from their role.
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

/** The message channels, in the order the message centre lists them. */
export const MESSAGE_CHANNELS = [
  { id: 'notice', name: '通知公告' },
  { id: 'approval', name: '审批待办' },
  { id: 'service', name: '办事进度' },
  { id: 'system', name: '系统消息' },
] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]['id'];
export const MESSAGE_CHANNEL_IDS: readonly MessageChannel[] = MESSAGE_CHANNELS.map((c) => c.id);
export const channelName = (id: string) => MESSAGE_CHANNELS.find((c) => c.id === id)?.name ?? id;

/**
 * The demo site's app key of the notice centre, which the roles' grants (index.ts) name. Who may read
 * notices is the site's `permission` on its notice apps (routes.ts, requireGrant), not this key.
 */
export const NOTICE_APP = 'notice';
