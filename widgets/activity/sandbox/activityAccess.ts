/**
 * Who may do what with one activity: its organiser (the account that created it) and the administrator
 * manage it; those whose sign-up was accepted took part. Comments and photos open when it has ended.
 */
import type { LocalMessage, SandboxUser } from '../../../sandbox/kit.ts';
import { ACTIVITY_MESSAGES } from './activityMessages.ts';
import type { ActivityRow, SignupRow } from './activityStore.ts';

export const manages = (user: SandboxUser, activity: Pick<ActivityRow, 'owner'>): boolean => user.role === 'admin' || activity.owner === user.username;

/** Why the user may not comment on or add photos to the activity at `now`, or undefined when they may. */
export function afterEventRefusal(user: SandboxUser, activity: ActivityRow, signup: SignupRow | undefined, now: number): LocalMessage | undefined {
  if (now < activity.ends_at) return ACTIVITY_MESSAGES.notEnded(activity.ends_at);
  if (manages(user, activity) || signup?.state === 'accepted') return undefined;
  return ACTIVITY_MESSAGES.notParticipant;
}
