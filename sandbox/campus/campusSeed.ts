/**
 * The campus directory's tables and seed (core migration 8, sandbox/sandboxDatabase.ts). A core step, not
 * a widget's module: many widgets' backends count by it (health reports, daily reports, statistics,
 * arrival and departure), and the core's steps all run before any module's, so each of their migrations
 * may seed rows that point at these students. Deterministic (a fixed seed) and one transaction of a few
 * hundred prepared inserts: a few milliseconds, in every test's fresh database.
 */
import type { SandboxDatabase } from '../sandboxDatabase.ts';
import { CAMPUS_COLLEGES, CAMPUS_MANAGERS, DEMO_STUDENT, type CollegeSeed } from './campusUnits.ts';
import { seededRandom, type SeededRandom } from './seededRandom.ts';
import { studentName, type Gender } from './studentNames.ts';

const CAMPUS_SEED = 20230901;
const CLASS_NAME = /^(.+?)(\d{2})(\d{2})班$/;

function createCampusTables(db: SandboxDatabase): void {
  // IF NOT EXISTS: a replayed step (a database rolled back to an older version) keeps its rows.
  db.exec(`
    CREATE TABLE IF NOT EXISTS campus_colleges (
      id   INTEGER PRIMARY KEY,
      code TEXT    NOT NULL UNIQUE,
      name TEXT    NOT NULL UNIQUE
    );
    CREATE TABLE IF NOT EXISTS campus_staff (
      id         INTEGER PRIMARY KEY,
      username   TEXT    UNIQUE,
      name       TEXT    NOT NULL,
      duty       TEXT    NOT NULL CHECK (duty IN ('instructor', 'leader', 'manager')),
      title      TEXT    NOT NULL,
      college_id INTEGER REFERENCES campus_colleges (id),
      -- Instructors and leaders belong to a college; the student affairs office to none.
      CHECK ((duty = 'manager') = (college_id IS NULL))
    );
    CREATE TABLE IF NOT EXISTS campus_classes (
      id            INTEGER PRIMARY KEY,
      name          TEXT    NOT NULL UNIQUE,
      major         TEXT    NOT NULL,
      grade         INTEGER NOT NULL,
      college_id    INTEGER NOT NULL REFERENCES campus_colleges (id),
      instructor_id INTEGER NOT NULL REFERENCES campus_staff (id)
    );
    CREATE INDEX IF NOT EXISTS campus_classes_by_college ON campus_classes (college_id);
    CREATE INDEX IF NOT EXISTS campus_classes_by_instructor ON campus_classes (instructor_id);
    CREATE TABLE IF NOT EXISTS campus_students (
      id             INTEGER PRIMARY KEY,
      student_number TEXT    NOT NULL UNIQUE,
      username       TEXT    UNIQUE,
      name           TEXT    NOT NULL,
      gender         TEXT    NOT NULL CHECK (gender IN ('male', 'female')),
      dormitory      TEXT    NOT NULL,
      class_id       INTEGER NOT NULL REFERENCES campus_classes (id)
    );
    CREATE INDEX IF NOT EXISTS campus_students_by_class ON campus_students (class_id);
  `);
}

/** Rooms of four, filled in order: men in 北苑, women in 南苑, a building per college, a floor per grade. */
function dormitories(collegeIndex: number) {
  const next: Record<string, number> = {};
  return (gender: Gender, grade: number) => {
    const key = `${gender}${grade}`;
    const bed = (next[key] = (next[key] ?? -1) + 1);
    const building = `${gender === 'male' ? '北苑' : '南苑'}${collegeIndex + 1}号楼`;
    const floor = (grade % 4) + 2;
    return `${building} ${floor}${String(Math.floor(bed / 4) + 1).padStart(2, '0')}`;
  };
}

function seedCollege(db: SandboxDatabase, college: CollegeSeed, collegeIndex: number, random: SeededRandom): void {
  const collegeId = Number(db.prepare('INSERT INTO campus_colleges (code, name) VALUES (?, ?)').run(college.code, college.name).lastInsertRowid);
  const addStaff = db.prepare('INSERT INTO campus_staff (username, name, duty, title, college_id) VALUES (?, ?, ?, ?, ?)');
  const addClass = db.prepare('INSERT INTO campus_classes (name, major, grade, college_id, instructor_id) VALUES (?, ?, ?, ?, ?)');
  const addStudent = db.prepare('INSERT INTO campus_students (student_number, username, name, gender, dormitory, class_id) VALUES (?, ?, ?, ?, ?, ?)');
  addStaff.run(college.leader.username ?? null, college.leader.name, 'leader', college.leader.title, collegeId);
  const majors = Object.keys(college.majors);
  const roomFor = dormitories(collegeIndex);
  for (const instructor of college.instructors) {
    const instructorId = Number(addStaff.run(instructor.username ?? null, instructor.name, 'instructor', '辅导员', collegeId).lastInsertRowid);
    for (const className of instructor.classes) {
      const [, major = '', year = '', seq = ''] = CLASS_NAME.exec(className) ?? [];
      if (!Object.hasOwn(college.majors, major)) throw new Error(`campusUnits.ts: class "${className}" names no major of ${college.name}`);
      const grade = 2000 + Number(year);
      const classId = Number(addClass.run(className, college.majors[major], grade, collegeId, instructorId).lastInsertRowid);
      // Student number: grade (4), college (2), major (1), class (1), seat (2): 2023011101.
      const numberOf = (seat: number) => `${grade}${college.code}${majors.indexOf(major) + 1}${Number(seq)}${String(seat).padStart(2, '0')}`;
      const size = 10 + Math.floor(random.next() * 5);
      for (let seat = 1; seat <= size; seat++) {
        const demo = seat === 1 && className === DEMO_STUDENT.className;
        const person = demo ? { name: DEMO_STUDENT.name, gender: DEMO_STUDENT.gender } : studentName(random);
        addStudent.run(numberOf(seat), demo ? DEMO_STUDENT.username : null, person.name, person.gender, roomFor(person.gender, grade), classId);
      }
    }
  }
}

/** Creates and fills the directory, unless a replayed step finds it filled already. */
export function seedCampusDirectory(db: SandboxDatabase): void {
  createCampusTables(db);
  if (db.prepare('SELECT 1 FROM campus_colleges LIMIT 1').get()) return;
  const random = seededRandom(CAMPUS_SEED);
  CAMPUS_COLLEGES.forEach((college, index) => seedCollege(db, college, index, random));
  const addManager = db.prepare("INSERT INTO campus_staff (username, name, duty, title, college_id) VALUES (?, ?, 'manager', ?, NULL)");
  for (const manager of CAMPUS_MANAGERS) addManager.run(manager.username ?? null, manager.name, manager.title);
}
