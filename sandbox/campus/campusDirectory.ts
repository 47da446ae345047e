/**
 * Reading the campus directory: who studies where, and who looks after whom. What the backends
 * of the health reports, daily reports and statistics count by: an instructor (辅导员) sees the classes
 * they look after, a leader (学院领导) their college, the student affairs office (学工部) the whole school.
 *
 *   const campus = createCampusDirectory(services.db);   // once, in a module's mount()
 *   campus.studentsVisibleTo(c.get('user').username);     // in a route
 */
import type { SandboxDatabase } from '../sandboxDatabase.ts';
import type { Gender } from './studentNames.ts';

export interface College {
  id: number;
  /** Two digits, as in the college's student numbers. */
  code: string;
  name: string;
}

export interface CampusClass {
  id: number;
  /** 计科2301班 */
  name: string;
  major: string;
  /** The year the class started: 2023. */
  grade: number;
  collegeId: number;
  collegeName: string;
  instructorId: number;
}

export interface Student {
  id: number;
  studentNumber: string;
  /** The demo account of the student, if they have one (王小明: `student`). */
  username: string | null;
  name: string;
  gender: Gender;
  dormitory: string;
  classId: number;
}

export type Duty = 'instructor' | 'leader' | 'manager';

export interface StaffMember {
  id: number;
  username: string | null;
  name: string;
  duty: Duty;
  title: string;
  /** Null for the student affairs office, whose unit is the school. */
  collegeId: number | null;
}

/** A student with their class and college. */
export interface StudentPlace {
  student: Student;
  campusClass: CampusClass;
  college: College;
}

/** How many students a unit has. */
export interface UnitCount {
  id: number;
  name: string;
  students: number;
}

export interface CampusDirectory {
  colleges(): College[];
  /** Classes, by college (all when none is given), in the seed's order. */
  classes(collegeId?: number): CampusClass[];
  staffMember(username: string): StaffMember | undefined;
  /** The classes an instructor looks after; none for anyone else. */
  classesOfInstructor(username: string): CampusClass[];
  /** The colleges a leader leads; none for anyone else. */
  collegesOfLeader(username: string): College[];
  studentsOfClass(classId: number): Student[];
  studentsOfCollege(collegeId: number): Student[];
  studentsOfSchool(): Student[];
  /**
   * The students a member of staff looks after: an instructor's classes, a leader's college, the whole
   * school for the student affairs office; none for anyone else (a student sees only themselves).
   */
  studentsVisibleTo(username: string): Student[];
  /** A student's class and college, by the student's account or student number. */
  placeOfStudent(who: { username: string } | { studentNumber: string }): StudentPlace | undefined;
  /** Students per class, optionally of one college only. */
  countsPerClass(collegeId?: number): UnitCount[];
  countsPerCollege(): UnitCount[];
}

const STUDENT = `SELECT id, student_number AS studentNumber, username, name, gender, dormitory, class_id AS classId FROM campus_students`;
const CLASS = `SELECT campus_classes.id, campus_classes.name, major, grade, college_id AS collegeId, campus_colleges.name AS collegeName,
  instructor_id AS instructorId FROM campus_classes JOIN campus_colleges ON campus_colleges.id = campus_classes.college_id`;
const STAFF = `SELECT id, username, name, duty, title, college_id AS collegeId FROM campus_staff`;

export function createCampusDirectory(db: SandboxDatabase): CampusDirectory {
  const allColleges = db.prepare<[], College>('SELECT id, code, name FROM campus_colleges ORDER BY id');
  const collegeById = db.prepare<[number], College>('SELECT id, code, name FROM campus_colleges WHERE id = ?');
  const allClasses = db.prepare<[], CampusClass>(`${CLASS} ORDER BY campus_classes.id`);
  const classesOfCollege = db.prepare<[number], CampusClass>(`${CLASS} WHERE college_id = ? ORDER BY campus_classes.id`);
  const classById = db.prepare<[number], CampusClass>(`${CLASS} WHERE campus_classes.id = ?`);
  const staffByUsername = db.prepare<[string], StaffMember>(`${STAFF} WHERE username = ?`);
  const instructorClasses = db.prepare<[string], CampusClass>(
    `${CLASS} WHERE instructor_id = (SELECT id FROM campus_staff WHERE username = ? AND duty = 'instructor') ORDER BY campus_classes.id`,
  );
  const leaderColleges = db.prepare<[string], College>(
    "SELECT id, code, name FROM campus_colleges WHERE id IN (SELECT college_id FROM campus_staff WHERE username = ? AND duty = 'leader') ORDER BY id",
  );
  const ofClass = db.prepare<[number], Student>(`${STUDENT} WHERE class_id = ? ORDER BY student_number`);
  const ofCollege = db.prepare<[number], Student>(`${STUDENT} WHERE class_id IN (SELECT id FROM campus_classes WHERE college_id = ?) ORDER BY student_number`);
  const ofSchool = db.prepare<[], Student>(`${STUDENT} ORDER BY student_number`);
  const byUsername = db.prepare<[string], Student>(`${STUDENT} WHERE username = ?`);
  const byNumber = db.prepare<[string], Student>(`${STUDENT} WHERE student_number = ?`);
  const perClass = db.prepare<[number | null, number | null], UnitCount>(`
    SELECT campus_classes.id, campus_classes.name, COUNT(campus_students.id) AS students
    FROM campus_classes LEFT JOIN campus_students ON campus_students.class_id = campus_classes.id
    WHERE ? IS NULL OR campus_classes.college_id = ?
    GROUP BY campus_classes.id ORDER BY campus_classes.id
  `);
  const perCollege = db.prepare<[], UnitCount>(`
    SELECT campus_colleges.id, campus_colleges.name, COUNT(campus_students.id) AS students
    FROM campus_colleges
    LEFT JOIN campus_classes ON campus_classes.college_id = campus_colleges.id
    LEFT JOIN campus_students ON campus_students.class_id = campus_classes.id
    GROUP BY campus_colleges.id ORDER BY campus_colleges.id
  `);

  const directory: CampusDirectory = {
    colleges: () => allColleges.all(),
    classes: (collegeId) => (collegeId === undefined ? allClasses.all() : classesOfCollege.all(collegeId)),
    staffMember: (username) => staffByUsername.get(username),
    classesOfInstructor: (username) => instructorClasses.all(username),
    collegesOfLeader: (username) => leaderColleges.all(username),
    studentsOfClass: (classId) => ofClass.all(classId),
    studentsOfCollege: (collegeId) => ofCollege.all(collegeId),
    studentsOfSchool: () => ofSchool.all(),
    studentsVisibleTo(username) {
      const member = staffByUsername.get(username);
      if (member?.duty === 'manager') return ofSchool.all();
      if (member?.duty === 'leader') return leaderColleges.all(username).flatMap((college) => ofCollege.all(college.id));
      if (member?.duty === 'instructor') return instructorClasses.all(username).flatMap((campusClass) => ofClass.all(campusClass.id));
      return [];
    },
    placeOfStudent(who) {
      const student = 'username' in who ? byUsername.get(who.username) : byNumber.get(who.studentNumber);
      const campusClass = student && classById.get(student.classId);
      const college = campusClass && collegeById.get(campusClass.collegeId);
      return student && campusClass && college ? { student, campusClass, college } : undefined;
    },
    countsPerClass: (collegeId) => perClass.all(collegeId ?? null, collegeId ?? null),
    countsPerCollege: () => perCollege.all(),
  };
  return directory;
}
