/**
 * Who the caller is for leaves (the campus directory): a student, or a member of staff with their duty
 * and the students they look after (an instructor's classes, a leader's college, the whole school for
 * the student affairs office), as an SQL condition over a query joining `campus_classes c`.
 */
import type { CampusDirectory, StaffMember, StudentPlace } from '../../../sandbox/kit.ts';
import type { Level } from './leaveRules.ts';

export type Caller =
  { role: 'student'; place: StudentPlace } | { role: Level; staff: StaffMember; scope: { sql: string; params: Array<string | number> } } | { role: 'other' };

export type StaffCaller = Extract<Caller, { staff: StaffMember }>;

export function callerOf(campus: CampusDirectory, username: string): Caller {
  const staff = campus.staffMember(username);
  if (staff?.duty === 'manager') return { role: 'manager', staff, scope: { sql: '1 = 1', params: [] } };
  if (staff?.duty === 'leader')
    return {
      role: 'leader',
      staff,
      scope: { sql: "c.college_id IN (SELECT college_id FROM campus_staff WHERE username = ? AND duty = 'leader')", params: [username] },
    };
  if (staff?.duty === 'instructor') return { role: 'instructor', staff, scope: { sql: 'c.instructor_id = ?', params: [staff.id] } };
  const place = campus.placeOfStudent({ username });
  return place ? { role: 'student', place } : { role: 'other' };
}

export const isStaff = (caller: Caller): caller is StaffCaller => 'staff' in caller;

/** Whether a member of staff looks after a student of this class and college. */
export function looksAfter(caller: StaffCaller, row: { college_id: number; instructor_id: number }): boolean {
  if (caller.role === 'manager') return true;
  if (caller.role === 'leader') return caller.staff.collegeId === row.college_id;
  return caller.staff.id === row.instructor_id;
}

/** Whose leaves a caller counts and decides: a member of staff's students; anyone else (the administrator, who holds the modules) nobody's. */
export function scopeOf(caller: Caller): { sql: string; params: Array<string | number> } {
  return isStaff(caller) ? caller.scope : { sql: '0 = 1', params: [] };
}
