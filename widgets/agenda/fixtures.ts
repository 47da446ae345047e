/**
 * Agenda answers for component tests and stories, shaped as the sandbox gives them (times in Unix
 * seconds; the week of Monday 2026-05-11, "now" Tuesday 10:00 China time), checked against
 * contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type {
  Agenda,
  AgendaAddClassData,
  AgendaClassesData,
  AgendaGroupData,
  AgendaGroupsData,
  AgendaPeopleData,
  AgendaRemindData,
  AgendaRemindersData,
  AgendaSaveData,
  AgendaSchoolData,
  AgendaWeekData,
} from './generated/types.ts';

const HOME = { home: { module: ['homepage'] } };
/** 王小明: sees his class's agendas and the school's. */
export const agendaStudent = { name: '王小明', auth: HOME };
/** 李老师: owns 计科2301班 and 毕业设计指导小组. */
export const agendaTeacher = { name: '李老师', auth: HOME };
/** 张老师 of the school office: publishes school-wide agendas. */
export const agendaOffice = { name: '张老师', auth: { ...HOME, agenda: { module: ['index', 'manage'] } } };

/** Unix seconds of a China time on a day of May 2026. */
const at = (day: number, hhmm: string) => Date.UTC(2026, 4, day, Number(hhmm.slice(0, 2)) - 8, Number(hhmm.slice(3, 5))) / 1000;
export const NOW = at(12, '10:00');

const base: Omit<Agenda, 'id' | 'title' | 'start' | 'end'> = {
  allDay: false,
  place: '',
  note: '',
  scope: 'group',
  groupId: 3,
  groupName: '计科2301班',
  publisher: '李老师',
  remind: 30,
  mine: false,
  seen: true,
  receipts: null,
};

export const midterm: Agenda = {
  ...base,
  id: 12,
  title: '高等数学期中测验',
  start: at(12, '10:10'),
  end: at(12, '11:50'),
  place: '教学楼 A201',
  note: '带好计算器和学生证，闭卷。',
  remind: 60,
};
export const classMeeting: Agenda = {
  ...base,
  id: 13,
  title: '班会：学风建设',
  start: at(14, '19:00'),
  end: at(14, '20:30'),
  place: '教学楼 B105',
  seen: false,
};
export const sportsMeet: Agenda = {
  ...base,
  id: 1,
  title: '第二十届校园运动会',
  start: at(15, '00:00'),
  end: at(16, '00:00'),
  allDay: true,
  place: '东区田径场',
  note: '全校停课两天，各学院按方阵入场，开幕式 8:00 开始。',
  scope: 'school',
  groupId: null,
  groupName: null,
  publisher: '张老师',
  remind: 1440,
};
export const cet4: Agenda = {
  ...base,
  id: 30,
  title: '英语四级模拟训练',
  start: at(11, '18:30'),
  end: at(11, '20:00'),
  place: '图书馆 3 楼自习室',
  scope: 'personal',
  groupId: null,
  groupName: null,
  publisher: '王小明',
  remind: 15,
  mine: true,
};
export const lab: Agenda = { ...base, id: 14, title: '数据结构实验课', start: at(12, '14:00'), end: at(12, '15:40'), place: '信息楼 305 机房', remind: 15 };

export const studentWeek: AgendaWeekData = { now: NOW, from: '2026-05-11', list: [sportsMeet, cet4, midterm, lab, classMeeting] };

export const teacherGroups: AgendaGroupsData = {
  owned: [
    { id: 3, name: '计科2301班', kind: 'class', owner: '李老师', members: 32 },
    { id: 4, name: '毕业设计指导小组', kind: 'free', owner: '李老师', members: 7 },
  ],
  member: [],
  invited: [],
  mayMakeClassGroups: true,
  mayMakeGroups: true,
};
export const studentGroups: AgendaGroupsData = {
  owned: [],
  member: [{ id: 3, name: '计科2301班', kind: 'class', owner: '李老师', members: 32 }],
  invited: [{ id: 10, name: '数学建模小组', kind: 'free', owner: '李老师', members: 0 }],
  mayMakeClassGroups: false,
  mayMakeGroups: true,
};

const mine = (agenda: Agenda, seen: number): Agenda => ({ ...agenda, mine: true, seen: true, receipts: { seen, members: 32 } });
export const classGroup: AgendaGroupData = {
  group: { id: 3, name: '计科2301班', kind: 'class', owner: '李老师', members: 32 },
  isOwner: true,
  className: '计科2301班',
  members: [
    { key: 's:2023010101', name: '王小明', detail: '计科2301班 2023010101', invited: false },
    { key: 's:2023010102', name: '李思雨', detail: '计科2301班 2023010102', invited: false },
    { key: 's:2023010103', name: '张浩然', detail: '计科2301班 2023010103', invited: false },
  ],
  list: [mine(midterm, 28), mine(lab, 30), mine(classMeeting, 12)],
};
export const classGroupForStudent: AgendaGroupData = { ...classGroup, isOwner: false, members: [], list: [midterm, lab, classMeeting] };

export const teacherClasses: AgendaClassesData = {
  list: [
    { id: 3, name: '计科2301班', college: '计算机科学与技术学院', course: '高等数学', students: 32, groupId: 3 },
    { id: 4, name: '计科2302班', college: '计算机科学与技术学院', course: '高等数学', students: 31, groupId: null },
    { id: 7, name: '计科2201班', college: '计算机科学与技术学院', course: '数据结构', students: 30, groupId: null },
  ],
};
export const madeClass: AgendaAddClassData = { group: { id: 9, name: '计科2302班', kind: 'class', owner: '李老师', members: 31 } };

export const people: AgendaPeopleData = {
  list: [
    { key: 'u:teacher', name: '王老师', detail: '教师' },
    { key: 's:2023010101', name: '王小明', detail: '计科2301班 2023010101' },
    { key: 's:2022030207', name: '王雨涵', detail: '机械2202班 2022030207' },
  ],
};
// Those chosen are invited: the group has no members until they accept.
export const createdGroup: AgendaAddClassData = { group: { id: 10, name: '数学建模小组', kind: 'free', owner: '李老师', members: 0 } };

export const reminders: AgendaRemindersData = {
  now: NOW,
  choices: [0, 5, 15, 30, 60, 1440],
  list: [
    { agenda: midterm, remindAt: midterm.start - 3600, due: true },
    { agenda: lab, remindAt: lab.start - 900, due: false },
    { agenda: classMeeting, remindAt: classMeeting.start - 1800, due: false },
    { agenda: sportsMeet, remindAt: sportsMeet.start - 86_400, due: false },
  ],
};
export const remindSet: AgendaRemindData = { id: 13, minutes: 15, remindAt: classMeeting.start - 900 };

const finals: Agenda = {
  ...sportsMeet,
  id: 2,
  title: '期末考试周',
  start: at(18, '00:00'),
  end: at(22, '00:00'),
  place: '各考场',
  note: '考试安排以教务系统为准，请携带学生证和身份证。',
  mine: true,
};
export const schoolAgendas: AgendaSchoolData = {
  list: [
    { ...sportsMeet, mine: true },
    finals,
    { ...sportsMeet, id: 5, title: '校园开放日', start: at(23, '00:00'), end: at(23, '00:00'), publisher: '系统管理员', note: '' },
  ],
};
export const savedAgenda: AgendaSaveData = {
  agenda: { ...classMeeting, id: 40, title: '班会：期中总结', mine: true, seen: true, receipts: { seen: 0, members: 32 } },
};

const PATHS = ['/agenda/week', '/agenda/groups', '/agenda/group', '/agenda/classes', '/agenda/people', '/agenda/reminders', '/agenda/school'];

/** API answers for each state of the agenda pages (the student's view; tests swap in the teacher's). */
export const agendaFixtures = {
  data: {
    '/agenda/week': ok(studentWeek),
    '/agenda/seen': ok({ marked: 1 }),
    '/agenda/groups': ok(teacherGroups),
    '/agenda/group': ok(classGroup),
    '/agenda/classes': ok(teacherClasses),
    '/agenda/addClass': ok(madeClass),
    '/agenda/people': ok(people),
    '/agenda/createGroup': ok(createdGroup),
    '/agenda/removeMember': ok({ group: { ...classGroup.group, members: 31 } }),
    '/agenda/save': ok(savedAgenda),
    '/agenda/delete': ok({ id: 12 }),
    '/agenda/reminders': ok(reminders),
    '/agenda/remind': ok(remindSet),
    '/agenda/school': ok(schoolAgendas),
  },
  empty: {
    '/agenda/week': ok({ now: NOW, from: '2026-05-11', list: [] }),
    '/agenda/seen': ok({ marked: 0 }),
    '/agenda/groups': ok({ owned: [], member: [], invited: [], mayMakeClassGroups: false, mayMakeGroups: true }),
    '/agenda/group': ok({ ...classGroup, members: [], list: [] }),
    '/agenda/classes': ok({ list: [] }),
    '/agenda/people': ok({ list: [] }),
    '/agenda/reminders': ok({ now: NOW, choices: [0, 5, 15, 30, 60, 1440], list: [] }),
    '/agenda/school': ok({ list: [] }),
  },
  ...failingStates(PATHS, '日程服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
