/**
 * Counting a day's reports by the campus directory's units: per class (students, filled, abnormal), who
 * has not reported, and the abnormal reports. Each query covers the whole school; the routes keep what
 * the caller looks after (a school is a few hundred students: one query, then a filter).
 */
import type { SandboxDatabase } from '../../../sandbox/kit.ts';

export interface ClassCount {
  classId: number;
  name: string;
  collegeId: number;
  collegeName: string;
  students: number;
  filled: number;
  abnormal: number;
}

export interface UnfilledStudent {
  studentNumber: string;
  name: string;
  username: string | null;
  classId: number;
  className: string;
}

export interface AbnormalReport {
  id: number;
  studentNumber: string;
  name: string;
  classId: number;
  className: string;
  formValues: string;
}

export function createReportCounts(db: SandboxDatabase) {
  const perClass = db.prepare<{ type: string; day: string }, ClassCount>(`
    SELECT c.id AS classId, c.name, c.college_id AS collegeId, g.name AS collegeName,
           COUNT(s.id) AS students, COUNT(r.id) AS filled, COALESCE(SUM(r.abnormal), 0) AS abnormal
    FROM campus_classes c
    JOIN campus_colleges g ON g.id = c.college_id
    LEFT JOIN campus_students s ON s.class_id = c.id
    LEFT JOIN health_reports r ON r.student_number = s.student_number AND r.type_key = @type AND r.day = @day
    GROUP BY c.id ORDER BY c.id
  `);
  const unfilled = db.prepare<{ type: string; day: string }, UnfilledStudent>(`
    SELECT s.student_number AS studentNumber, s.name, s.username, c.id AS classId, c.name AS className
    FROM campus_students s JOIN campus_classes c ON c.id = s.class_id
    WHERE NOT EXISTS (SELECT 1 FROM health_reports r WHERE r.student_number = s.student_number AND r.type_key = @type AND r.day = @day)
    ORDER BY c.id, s.student_number
  `);
  const abnormal = db.prepare<{ type: string; day: string }, AbnormalReport>(`
    SELECT r.id, s.student_number AS studentNumber, s.name, c.id AS classId, c.name AS className, r.form_values AS formValues
    FROM health_reports r
    JOIN campus_students s ON s.student_number = r.student_number
    JOIN campus_classes c ON c.id = s.class_id
    WHERE r.type_key = @type AND r.day = @day AND r.abnormal = 1
    ORDER BY c.id, s.student_number
  `);
  return {
    perClass: (type: string, day: string) => perClass.all({ type, day }),
    unfilled: (type: string, day: string) => unfilled.all({ type, day }),
    abnormal: (type: string, day: string) => abnormal.all({ type, day }),
  };
}

/** Students, filled and abnormal added up. */
export function totalOf(units: readonly { students: number; filled: number; abnormal: number }[]) {
  return units.reduce((sum, unit) => ({ students: sum.students + unit.students, filled: sum.filled + unit.filled, abnormal: sum.abnormal + unit.abnormal }), {
    students: 0,
    filled: 0,
    abnormal: 0,
  });
}
