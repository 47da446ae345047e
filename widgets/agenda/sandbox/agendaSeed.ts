/**
 * The agenda widget's tables and its demo data. Tables: `agenda_groups` (a teacher's 班级群 made from a
 * class of the campus directory, or a free 群组), `agenda_members` (who is in a group: a student of the
 * directory by student number, or a portal account by username; `invited_at` set while someone chosen for a
 * free group has not accepted yet: until then they are not in it), `agenda_items` (an agenda: personal,
 * to a group, or school-wide), `agenda_reminders` (a member's own reminder choice), `agenda_receipts`
 * (who has seen a group's agenda) and `agenda_teaching` (which classes a teacher teaches: the school's data,
 * read by addClass; an instructor's classes come from the campus directory).
 *
 * The demo: 李老师 (`teacher`) owns 计科2301班 (王小明 is in it) and 毕业设计指导小组; 陈老师 (`instructor`)
 * owns a group of one of the classes she looks after. About 40 agendas over the current and next weeks are
 * laid out from the week the sandbox first starts (an agenda of last year helps nobody), at startup, never
 * on a request.
 */
import { seededRandom, addDays, dayOf, dayStart, type SandboxDatabase } from '../../../sandbox/kit.ts';

/** Minutes before the start a member may be reminded at (the list). */
export const REMIND_CHOICES = [0, 5, 15, 30, 60, 1440] as const;

export const AGENDA_TABLES = `
  CREATE TABLE agenda_groups (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('class', 'free')),
    class_id   INTEGER,
    owner      TEXT    NOT NULL,
    owner_name TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (owner, class_id)
  );
  CREATE TABLE agenda_members (
    group_id   INTEGER NOT NULL REFERENCES agenda_groups (id) ON DELETE CASCADE,
    member_key TEXT    NOT NULL,
    name       TEXT    NOT NULL,
    detail     TEXT    NOT NULL,
    username   TEXT,
    PRIMARY KEY (group_id, member_key)
  );
  CREATE INDEX agenda_members_by_username ON agenda_members (username);
  CREATE TABLE agenda_items (
    id             INTEGER PRIMARY KEY,
    title          TEXT    NOT NULL,
    start_at       INTEGER NOT NULL,
    end_at         INTEGER NOT NULL,
    all_day        INTEGER NOT NULL CHECK (all_day IN (0, 1)),
    place          TEXT    NOT NULL,
    note           TEXT    NOT NULL,
    scope          TEXT    NOT NULL CHECK (scope IN ('personal', 'group', 'school')),
    group_id       INTEGER REFERENCES agenda_groups (id) ON DELETE CASCADE,
    owner          TEXT    NOT NULL,
    owner_name     TEXT    NOT NULL,
    remind_minutes INTEGER NOT NULL,
    created_at     INTEGER NOT NULL,
    CHECK (end_at >= start_at),
    CHECK ((scope = 'group') = (group_id IS NOT NULL))
  );
  CREATE INDEX agenda_items_by_start ON agenda_items (start_at);
  CREATE TABLE agenda_reminders (
    agenda_id INTEGER NOT NULL REFERENCES agenda_items (id) ON DELETE CASCADE,
    username  TEXT    NOT NULL,
    minutes   INTEGER NOT NULL,
    PRIMARY KEY (agenda_id, username)
  );
  CREATE TABLE agenda_receipts (
    agenda_id INTEGER NOT NULL REFERENCES agenda_items (id) ON DELETE CASCADE,
    username  TEXT    NOT NULL,
    seen_at   INTEGER NOT NULL,
    PRIMARY KEY (agenda_id, username)
  );
  CREATE TABLE agenda_teaching (
    username TEXT    NOT NULL,
    class_id INTEGER NOT NULL,
    course   TEXT    NOT NULL,
    PRIMARY KEY (username, class_id)
  );
  CREATE TABLE agenda_seeded (week TEXT NOT NULL);
`;

const classId = (db: SandboxDatabase, name: string) => db.prepare<[string], { id: number }>('SELECT id FROM campus_classes WHERE name = ?').get(name)?.id;

interface StudentRow {
  studentNumber: string;
  name: string;
  username: string | null;
  className: string;
}
const STUDENTS_OF = `SELECT s.student_number AS studentNumber, s.name, s.username, c.name AS className
  FROM campus_students s JOIN campus_classes c ON c.id = s.class_id`;

/** Adds students to a group as members (key `s:<student number>`). */
export function addStudents(db: SandboxDatabase, groupId: number, students: readonly StudentRow[]): void {
  const add = db.prepare('INSERT OR IGNORE INTO agenda_members (group_id, member_key, name, detail, username) VALUES (?, ?, ?, ?, ?)');
  for (const student of students)
    add.run(groupId, `s:${student.studentNumber}`, student.name, `${student.className} ${student.studentNumber}`, student.username);
}

export function studentsOfClassRows(db: SandboxDatabase, id: number): StudentRow[] {
  return db.prepare<[number], StudentRow>(`${STUDENTS_OF} WHERE s.class_id = ? ORDER BY s.student_number`).all(id);
}

/** The groups and the teaching of the demo (migration 1): fixed, like the directory they come from. */
export function seedAgendaGroups(db: SandboxDatabase, createdAt: number): void {
  const teaching = db.prepare('INSERT OR IGNORE INTO agenda_teaching (username, class_id, course) VALUES (?, ?, ?)');
  const cs = db
    .prepare<[], { id: number; name: string }>(
      "SELECT c.id, c.name FROM campus_classes c JOIN campus_colleges g ON g.id = c.college_id WHERE c.name LIKE '计科%' ORDER BY c.id",
    )
    .all();
  // 李老师 teaches the computer science classes: 高等数学 to the first year, 数据结构 and 毕业设计 to the others.
  for (const one of cs) teaching.run('teacher', one.id, one.name.includes('23') ? '高等数学' : '数据结构');
  const group = db.prepare<[string, string, number | null, string, string, number]>(
    'INSERT INTO agenda_groups (name, kind, class_id, owner, owner_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const cs2301 = classId(db, '计科2301班');
  if (cs2301 !== undefined) {
    const id = Number(group.run('计科2301班', 'class', cs2301, 'teacher', '李老师', createdAt).lastInsertRowid);
    addStudents(db, id, studentsOfClassRows(db, cs2301));
  }
  // The thesis group: a few seniors of the oldest computer science class, chosen one by one.
  const design = Number(group.run('毕业设计指导小组', 'free', null, 'teacher', '李老师', createdAt).lastInsertRowid);
  const seniors = cs.length ? studentsOfClassRows(db, cs[cs.length - 1]!.id) : [];
  const random = seededRandom(2615);
  const pool = [...seniors];
  // Fisher–Yates with the seeded source: the same six on every machine.
  for (let index = pool.length - 1; index > 0; index--) {
    const other = Math.floor(random.next() * (index + 1));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  const chosen = pool.slice(0, 6);
  addStudents(db, design, chosen);
  db.prepare("INSERT INTO agenda_members (group_id, member_key, name, detail, username) VALUES (?, 'u:instructor', '陈老师', '辅导员', 'instructor')").run(
    design,
  );
  // 陈老师 keeps a group of the first class she looks after.
  const looked = db
    .prepare<[], { id: number; name: string }>(
      "SELECT c.id, c.name FROM campus_classes c WHERE c.instructor_id = (SELECT id FROM campus_staff WHERE username = 'instructor') ORDER BY c.id LIMIT 1",
    )
    .get();
  if (looked) {
    const id = Number(group.run(looked.name, 'class', looked.id, 'instructor', '陈老师', createdAt).lastInsertRowid);
    addStudents(db, id, studentsOfClassRows(db, looked.id));
  }
}

type Template = [
  week: 0 | 1,
  weekday: number,
  start: string | null,
  end: string | null,
  title: string,
  place: string,
  note: string,
  remind: number,
  days?: number,
];

// The calendar of two weeks: [week, weekday (0 = Monday), start, end (null: all day), title, place, note, minutes before, days].
const SCHOOL: Template[] = [
  [0, 4, null, null, '第二十届校园运动会', '东区田径场', '全校停课两天，各学院按方阵入场，开幕式 8:00 开始。', 1440, 2],
  [0, 2, '14:30', '16:30', '全校安全教育专题讲座', '大学生活动中心报告厅', '各班须组织学生参加，由辅导员考勤。', 60],
  [1, 0, null, null, '期末考试周', '各考场', '考试安排以教务系统为准，请携带学生证和身份证。', 1440, 5],
  [1, 2, '09:00', '11:00', '教职工大会', '行政楼第一会议室', '全体教职工参加。', 60],
  [1, 5, null, null, '校园开放日', '全校', '欢迎考生和家长来校参观。', 1440],
  [0, 0, '08:00', '08:30', '升旗仪式', '北区广场', '', 30],
];
const CLASS_2301: Template[] = [
  [0, 1, '10:10', '11:50', '高等数学期中测验', '教学楼 A201', '带好计算器和学生证，闭卷。', 60],
  [0, 3, '19:00', '20:30', '班会：学风建设', '教学楼 B105', '讨论期中考试情况和下阶段学习计划。', 30],
  [0, 0, '14:00', '15:40', '数据结构实验课', '信息楼 305 机房', '完成链表实验，提交实验报告。', 15],
  [0, 2, '19:30', '21:00', '程序设计竞赛动员会', '信息楼 118', '有意参加 ICPC 校赛的同学务必到场。', 30],
  [0, 4, '07:30', '08:00', '运动会方阵集合', '东区田径场入口', '统一穿班服。', 30],
  [0, 6, '20:00', '21:00', '宿舍安全检查', '各宿舍', '请整理好宿舍，违章电器一律没收。', 60],
  [1, 0, '08:30', '10:30', '高等数学期末考试', '教学楼 A101', '提前 15 分钟进入考场。', 1440],
  [1, 1, '14:00', '16:00', '大学英语期末考试', '教学楼 A203', '', 1440],
  [1, 3, '09:00', '11:00', '程序设计基础期末考试', '信息楼 305 机房', '上机考试，禁止携带 U 盘。', 1440],
  [1, 4, '19:00', '20:00', '班会：寒假安全教育', '教学楼 B105', '', 30],
  [0, 3, '14:00', '15:30', '心理健康讲座', '大学生活动中心 201', '', 30],
];
const DESIGN: Template[] = [
  [0, 1, '14:30', '17:30', '毕业设计开题答辩', '信息楼 410 会议室', '每人汇报 10 分钟，提问 5 分钟，开题报告提前打印三份。', 60],
  [0, 3, '16:00', '17:00', '文献综述讨论', '信息楼 412', '每人准备 5 篇核心文献。', 30],
  [1, 1, '15:00', '16:30', '毕业设计中期进度汇报', '信息楼 410 会议室', '', 60],
  [1, 4, null, null, '开题报告定稿提交截止', '教务系统', '逾期系统关闭。', 1440],
  [0, 5, '10:00', '11:00', '导师线上答疑', '腾讯会议 512 338 907', '', 15],
];
const STUDENT_OWN: Template[] = [
  [0, 0, '18:30', '20:00', '英语四级模拟训练', '图书馆 3 楼自习室', '', 15],
  [0, 2, '12:30', '13:00', '归还图书馆借书', '图书馆总服务台', '《算法导论》到期。', 60],
  [0, 5, '14:00', '17:00', '社团活动：机器人协会', '工程训练中心', '', 30],
  [1, 2, '20:00', '21:00', '复习线性代数', '宿舍', '', 5],
];
const TEACHER_OWN: Template[] = [
  [0, 1, '09:00', '10:00', '教研室会议', '信息楼 508', '讨论期末命题分工。', 15],
  [0, 4, '14:00', '16:00', '硕士论文评审', '信息楼 508', '', 30],
  [1, 0, '16:00', '17:00', '期末试卷送印', '教务处文印室', '', 60],
  [1, 3, '10:00', '11:30', '学院学术委员会', '行政楼第三会议室', '', 30],
];
const INSTRUCTOR_GROUP: Template[] = [
  [0, 1, '19:00', '20:00', '班会：期末复习动员', '教学楼 C102', '', 30],
  [1, 2, '18:30', '19:30', '寝室长会议', '学生公寓 5 号楼会议室', '', 30],
];
const INSTRUCTOR_OWN: Template[] = [[0, 2, '09:00', '10:00', '辅导员工作例会', '学工部会议室', '', 15]];

/** The Monday (YYYY-MM-DD, China time) of the week of `ms`. */
export function mondayOf(ms: number): string {
  const day = dayOf(ms);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Lays out the demo's agendas from the week of `now`, once (the first start of the sandbox). */
export function seedAgendas(db: SandboxDatabase, now: number): void {
  if (db.prepare('SELECT 1 FROM agenda_seeded').get()) return;
  const monday = mondayOf(now);
  const groupId = (owner: string, name: string) =>
    db.prepare<[string, string], { id: number }>('SELECT id FROM agenda_groups WHERE owner = ? AND name = ?').get(owner, name)?.id ?? null;
  const instructorGroup =
    db.prepare<[], { id: number }>("SELECT id FROM agenda_groups WHERE owner = 'instructor' AND kind = 'class' LIMIT 1").get()?.id ?? null;
  const insert = db.prepare(`INSERT INTO agenda_items
    (title, start_at, end_at, all_day, place, note, scope, group_id, owner, owner_name, remind_minutes, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const createdAt = Math.floor(now / 1000) - 3 * 86_400;
  const lay = (templates: Template[], scope: 'personal' | 'group' | 'school', group: number | null, owner: string, ownerName: string) => {
    if (scope === 'group' && group === null) return;
    for (const [week, weekday, start, end, title, place, note, remind, days] of templates) {
      const day = addDays(monday, week * 7 + weekday);
      const at = (hhmm: string) => dayStart(day) + Number(hhmm.slice(0, 2)) * 3600 + Number(hhmm.slice(3, 5)) * 60;
      const allDay = start === null;
      const startAt = allDay ? dayStart(day) : at(start);
      const endAt = allDay ? dayStart(addDays(day, (days ?? 1) - 1)) : at(end!);
      insert.run(title, startAt, endAt, allDay ? 1 : 0, place, note, scope, group, owner, ownerName, remind, createdAt);
    }
  };
  lay(SCHOOL, 'school', null, 'staff', '张老师');
  lay(CLASS_2301, 'group', groupId('teacher', '计科2301班'), 'teacher', '李老师');
  lay(DESIGN, 'group', groupId('teacher', '毕业设计指导小组'), 'teacher', '李老师');
  lay(STUDENT_OWN, 'personal', null, 'student', '王小明');
  lay(TEACHER_OWN, 'personal', null, 'teacher', '李老师');
  lay(INSTRUCTOR_GROUP, 'group', instructorGroup, 'instructor', '陈老师');
  lay(INSTRUCTOR_OWN, 'personal', null, 'instructor', '陈老师');
  // 王小明 has looked at the first few agendas of his class and chose an earlier reminder for the test.
  const cs = groupId('teacher', '计科2301班');
  if (cs !== null) {
    const seen = db.prepare<[number], { id: number }>('SELECT id FROM agenda_items WHERE group_id = ? ORDER BY id LIMIT 4').all(cs);
    const receipt = db.prepare("INSERT INTO agenda_receipts (agenda_id, username, seen_at) VALUES (?, 'student', ?)");
    for (const one of seen) receipt.run(one.id, createdAt + 3600);
    if (seen[0]) db.prepare("INSERT INTO agenda_reminders (agenda_id, username, minutes) VALUES (?, 'student', 1440)").run(seen[0].id);
  }
  db.prepare('INSERT INTO agenda_seeded (week) VALUES (?)').run(monday);
}

export const SEEDED_AGENDA_COUNT = 6 + 11 + 5 + 4 + 4 + 2 + 1;
