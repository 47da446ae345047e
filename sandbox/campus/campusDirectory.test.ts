/**
 * the campus directory (sandbox/campus/): the counts and memberships the health reports and
 * statistics will count by are consistent, the campus staff's demo accounts log in, and the seed is fast.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canUse } from '../../runtime/shared/permissions.ts';
import { createSandbox, type Sandbox } from '../sandboxApp.ts';
import type { PermissionMap } from '../seed/accounts.ts';
import { getAs, logIn } from '../tests/sessionCookies.ts';
import { CAMPUS_COLLEGES } from './campusUnits.ts';
import { createCampusDirectory, seedCampusDirectory, type CampusDirectory } from './index.ts';

let sandbox: Sandbox;
let campus: CampusDirectory;
beforeAll(() => {
  sandbox = createSandbox({ dbFile: ':memory:' });
  campus = createCampusDirectory(sandbox.db);
});
afterAll(() => sandbox.close());

describe('the campus directory is consistent', () => {
  it('has 8 colleges with 3 to 5 classes each and a few hundred students, every one in exactly one class', () => {
    const colleges = campus.colleges();
    expect(colleges.map((college) => college.name)).toEqual(CAMPUS_COLLEGES.map((college) => college.name));
    expect(colleges.map((college) => college.name)).toEqual(expect.arrayContaining(['计算机科学与技术学院', '外国语学院', '经济管理学院']));
    for (const college of colleges) expect(campus.classes(college.id).length, college.name).toBeGreaterThanOrEqual(3);
    const school = campus.studentsOfSchool();
    expect(school.length).toBeGreaterThanOrEqual(300);
    expect(school.length).toBeLessThanOrEqual(500);
    // Exactly one class each: the classes' lists, put together, are the school's list, with no one twice.
    const inClasses = campus.classes().flatMap((campusClass) => campus.studentsOfClass(campusClass.id).map((student) => student.id));
    expect(inClasses.sort((a, b) => a - b)).toEqual(school.map((student) => student.id).sort((a, b) => a - b));
    expect(new Set(school.map((student) => student.studentNumber)).size).toBe(school.length);
  });

  it('counts per class and per college add up to the students listed, each class in one college', () => {
    const perCollege = campus.countsPerCollege();
    expect(perCollege.reduce((sum, unit) => sum + unit.students, 0)).toBe(campus.studentsOfSchool().length);
    for (const unit of perCollege) {
      expect(unit.students).toBe(campus.studentsOfCollege(unit.id).length);
      const classes = campus.countsPerClass(unit.id);
      expect(
        classes.reduce((sum, campusClass) => sum + campusClass.students, 0),
        unit.name,
      ).toBe(unit.students);
      for (const campusClass of classes) expect(campusClass.students).toBeGreaterThanOrEqual(10);
    }
    const classes = campus.classes();
    expect(campus.countsPerClass().map((unit) => unit.id)).toEqual(classes.map((campusClass) => campusClass.id));
    for (const campusClass of classes) {
      const inCollege = campus.classes(campusClass.collegeId).map((c) => c.id);
      expect(inCollege).toContain(campusClass.id);
    }
  });

  it("each instructor's classes are in the instructor's college; each college has one leader; the office has none", () => {
    const staff = sandbox.db.prepare<[], { id: number; duty: string; college_id: number | null }>('SELECT id, duty, college_id FROM campus_staff').all();
    for (const instructor of staff.filter((member) => member.duty === 'instructor')) {
      const classes = campus.classes().filter((campusClass) => campusClass.instructorId === instructor.id);
      expect(classes.length).toBeGreaterThanOrEqual(1);
      expect(new Set(classes.map((campusClass) => campusClass.collegeId))).toEqual(new Set([instructor.college_id]));
    }
    for (const college of campus.colleges()) {
      expect(
        staff.filter((member) => member.duty === 'leader' && member.college_id === college.id),
        college.name,
      ).toHaveLength(1);
    }
    expect(staff.filter((member) => member.duty === 'manager').every((member) => member.college_id === null)).toBe(true);
  });

  it('student numbers say the grade and the college; names are Chinese names of two or three characters', () => {
    for (const college of campus.colleges()) {
      for (const student of campus.studentsOfCollege(college.id)) {
        const campusClass = campus.placeOfStudent({ studentNumber: student.studentNumber })!.campusClass;
        expect(student.studentNumber).toMatch(new RegExp(`^${campusClass.grade}${college.code}\\d{4}$`));
        expect(student.name).toMatch(/^\p{Script=Han}{2,3}$/u);
        expect(student.dormitory).toMatch(/^(北苑|南苑)\d号楼 \d{3}$/);
      }
    }
  });

  it('is the same on every start (a fixed seed)', () => {
    const again = createSandbox({ dbFile: ':memory:' });
    try {
      expect(createCampusDirectory(again.db).studentsOfSchool()).toEqual(campus.studentsOfSchool());
    } finally {
      again.close();
    }
  });
});

describe('the demo accounts in the directory', () => {
  it('instructor (陈老师) looks after three classes of the computer science college, 王小明 in one of them', () => {
    const classes = campus.classesOfInstructor('instructor');
    expect(classes.map((campusClass) => campusClass.name)).toEqual(['计科2301班', '计科2302班', '软件2301班']);
    expect(new Set(classes.map((campusClass) => campusClass.collegeName))).toEqual(new Set(['计算机科学与技术学院']));
    const place = campus.placeOfStudent({ username: 'student' })!;
    expect(place.student).toMatchObject({ name: '王小明', studentNumber: '2023011101', gender: 'male' });
    expect([place.campusClass.name, place.college.name]).toEqual(['计科2301班', '计算机科学与技术学院']);
    expect(campus.studentsVisibleTo('instructor').map((student) => student.username)).toContain('student');
  });

  it('leader leads that college; manager sees the whole school; anyone else sees no one', () => {
    expect(campus.collegesOfLeader('leader').map((college) => college.name)).toEqual(['计算机科学与技术学院']);
    const college = campus.collegesOfLeader('leader')[0]!;
    expect(campus.studentsVisibleTo('leader')).toEqual(campus.studentsOfCollege(college.id));
    const instructors = new Set(campus.studentsVisibleTo('instructor').map((student) => student.id));
    expect(campus.studentsVisibleTo('leader').filter((student) => instructors.has(student.id))).toHaveLength(instructors.size);
    expect(campus.studentsVisibleTo('manager')).toEqual(campus.studentsOfSchool());
    expect(campus.staffMember('manager')).toMatchObject({ duty: 'manager', collegeId: null, title: '学生工作部部长' });
    for (const nobody of ['student', 'teacher', 'admin', 'ghost']) expect(campus.studentsVisibleTo(nobody), nobody).toEqual([]);
    expect(campus.classesOfInstructor('leader')).toEqual([]);
    expect(campus.collegesOfLeader('instructor')).toEqual([]);
  });

  it.each([
    ['instructor', 'instructor', '辅导员', '陈老师'],
    ['leader', 'leader', '学院领导', '刘书记'],
    ['manager', 'manager', '学工部', '周老师'],
  ])('%s logs in with demo; it is granted what its kind of account is (notices, as a teacher or staff is)', async (username, role, roleName, name) => {
    const { cookie } = await logIn(sandbox.app, username);
    expect((await getAs(sandbox.app, '/api/uc/profile', cookie)).body).toEqual({ e: 0, m: '', d: { username, name, role, roleName } });
    const auth = (await getAs<PermissionMap>(sandbox.app, '/api/uc/auth/all', cookie)).body.d;
    expect(canUse(auth, 'notice')).toBe(true);
    expect(canUse(auth, 'score')).toBe(false);
    expect((await logIn(sandbox.app, username, 'wrong')).cookie).not.toContain('eai-sess=');
  });
});

describe('seeding the directory', () => {
  it('takes well under 100 ms (best of three, so a busy machine does not decide)', () => {
    const times = [1, 2, 3].map(() => {
      const db = new Database(':memory:');
      const started = performance.now();
      seedCampusDirectory(db);
      const took = performance.now() - started;
      db.close();
      return took;
    });
    expect(Math.min(...times)).toBeLessThan(100);
  });

  it('reaches a database made before it: the directory and the three accounts are added, nothing twice', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-campus-'));
    try {
      const dbFile = join(folder, 'sandbox.db');
      const first = createSandbox({ dbFile });
      // Widgets' tables refer to the directory (campus-leave's leaves to their students): the directory
      // comes back with the same seeded ids, so dropping it under them stands for a database made before.
      first.db.pragma('foreign_keys = OFF');
      first.db.exec(`
        DROP TABLE campus_students; DROP TABLE campus_classes; DROP TABLE campus_staff; DROP TABLE campus_colleges;
        DELETE FROM users WHERE username IN ('instructor', 'leader', 'manager');
      `);
      first.db.pragma('user_version = 7');
      const usersBefore = first.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()!.n;
      first.close();
      const upgraded = createSandbox({ dbFile });
      try {
        expect(upgraded.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()!.n).toBe(usersBefore + 3);
        expect(createCampusDirectory(upgraded.db).studentsOfSchool()).toEqual(campus.studentsOfSchool());
      } finally {
        upgraded.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
