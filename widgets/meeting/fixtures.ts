/**
 * Meeting answers for component tests and stories, shaped as the sandbox gives them: 李老师's notices on
 * 2026-11-26 10:00, 张老师's (the organizer's, with replies), the rooms today and tomorrow, whom to
 * invite; checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { MeetingInviteesData, MeetingNoticesData, MeetingRoomsData, Notice } from './generated/types.ts';

/** A teacher: receives notices, replies. */
export const meetingTeacher = { name: '李老师', auth: { home: { module: ['homepage'] } } };
/** Office staff: also sends notices (module send). */
export const meetingStaff = { name: '张老师', auth: { home: { module: ['homepage'] }, meeting: { module: ['index', 'send'] } } };

/** China time in epoch seconds. */
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00+08:00`) / 1000;
export const NOW = at('2026-11-26', '10:00');

const notice = (id: number, day: string, from: string, to: string, title: string, room: string, more: Partial<Notice> = {}): Notice => ({
  id,
  title,
  room,
  start: at(day, from),
  end: at(day, to),
  organizer: '张老师',
  agenda: '',
  organizing: false,
  myReply: null,
  counts: { invited: 3, attend: 1, leave: 0 },
  replies: [],
  ...more,
});

export const teacherNotices: MeetingNoticesData = {
  now: NOW,
  list: [
    notice(12, '2026-11-27', '14:00', '15:30', '教学工作例会', '行政楼 305 第二会议室', { agenda: '一、期末考试安排\n二、教材征订\n三、教学事故认定办法修订' }),
    notice(15, '2026-11-29', '14:30', '16:00', '期末考试工作协调会', '行政楼 201 第一会议室', {
      agenda: '一、监考安排\n二、考场纪律\n三、成绩录入时间',
      myReply: { answer: 'attend', reason: '', at: at('2026-11-25', '09:12') },
    }),
    notice(17, '2026-12-01', '15:00', '17:00', '教职工代表大会筹备会', '图书馆三楼 学术报告厅', {
      organizer: '系统管理员',
      agenda: '一、提案征集\n二、代表资格审查',
      counts: { invited: 4, attend: 1, leave: 1 },
      myReply: { answer: 'leave', reason: '当天下午有编译原理课，已调不开', at: at('2026-11-25', '16:40') },
    }),
    notice(2, '2026-11-21', '14:30', '16:00', '教学工作例会', '行政楼 201 第一会议室', {
      agenda: '一、通报期中教学检查情况\n二、布置下阶段听课安排',
      counts: { invited: 3, attend: 2, leave: 1 },
      myReply: { answer: 'attend', reason: '', at: at('2026-11-18', '11:00') },
    }),
  ],
};

export const staffNotices: MeetingNoticesData = {
  now: NOW,
  list: [
    notice(12, '2026-11-27', '14:00', '15:30', '教学工作例会', '行政楼 305 第二会议室', {
      organizing: true,
      agenda: '一、期末考试安排\n二、教材征订',
      counts: { invited: 3, attend: 1, leave: 1 },
      replies: [
        { name: '李老师', roleName: '教师', reply: { answer: 'leave', reason: '下午在外校监考', at: at('2026-11-26', '09:30') } },
        { name: '陈老师', roleName: '辅导员', reply: { answer: 'attend', reason: '', at: at('2026-11-25', '08:10') } },
        { name: '刘书记', roleName: '学院领导', reply: null },
      ],
    }),
    notice(10, '2026-11-27', '09:00', '10:30', '校长办公会', '行政楼 201 第一会议室', {
      organizer: '系统管理员',
      agenda: '一、审议学科建设经费分配',
      myReply: { answer: 'attend', reason: '', at: at('2026-11-24', '10:00') },
    }),
  ],
};

const rooms = (
  name: string,
  id: number,
  capacity: number,
  today: [string, string, string][],
  tomorrow: [string, string, string][],
  free: [string[], string[]],
) => ({
  id,
  name,
  capacity,
  days: [
    ['2026-11-26', today],
    ['2026-11-27', tomorrow],
  ].map(([date, list], index) => ({
    date: date as string,
    meetings: (list as [string, string, string][]).map(([from, to, title], n) => ({
      id: id * 100 + index * 10 + n,
      title,
      start: at(date as string, from),
      end: at(date as string, to),
      organizer: '张老师',
    })),
    free: free[index]!.map((slot) => ({ start: at(date as string, slot.slice(0, 5)), end: at(date as string, slot.slice(6)) })),
  })),
});

export const meetingRooms: MeetingRoomsData = {
  today: '2026-11-26',
  rooms: [
    rooms(
      '行政楼 201 第一会议室',
      1,
      30,
      [['14:00', '15:30', '学生工作例会']],
      [['09:00', '10:30', '校长办公会']],
      [
        ['08:00-14:00', '15:30-21:00'],
        ['08:00-09:00', '10:30-21:00'],
      ],
    ),
    rooms(
      '行政楼 305 第二会议室',
      2,
      16,
      [['08:30', '09:30', '后勤保障周例会']],
      [['14:00', '15:30', '教学工作例会']],
      [
        ['08:00-08:30', '09:30-21:00'],
        ['08:00-14:00', '15:30-21:00'],
      ],
    ),
    rooms('图书馆三楼 学术报告厅', 5, 200, [], [['19:00', '20:30', '学生代表座谈会']], [['08:00-21:00'], ['08:00-19:00', '20:30-21:00']]),
  ],
};

export const invitees: MeetingInviteesData = {
  rooms: [
    { id: 1, name: '行政楼 201 第一会议室', capacity: 30 },
    { id: 2, name: '行政楼 305 第二会议室', capacity: 16 },
    { id: 5, name: '图书馆三楼 学术报告厅', capacity: 200 },
  ],
  roles: [
    { role: 'student', name: '学生', count: 1 },
    { role: 'teacher', name: '教师', count: 1 },
    { role: 'instructor', name: '辅导员', count: 1 },
  ],
  people: [
    { username: 'student', name: '王小明', roleName: '学生' },
    { username: 'teacher', name: '李老师', roleName: '教师' },
    { username: 'instructor', name: '陈老师', roleName: '辅导员' },
    { username: 'leader', name: '刘书记', roleName: '学院领导' },
  ],
};

const PATHS = ['/meeting/notices', '/meeting/rooms', '/meeting/invitees'];

/** API answers for each state of the meeting page (the teacher's notices). */
export const meetingFixtures = {
  data: {
    '/meeting/notices': ok(teacherNotices),
    '/meeting/rooms': ok(meetingRooms),
    '/meeting/invitees': ok(invitees),
    '/meeting/reply': ok({ id: 12, reply: { answer: 'attend', reason: '', at: NOW } }),
    '/meeting/send': ok({ id: 21, invited: 1 }),
  },
  empty: {
    '/meeting/notices': ok({ now: NOW, list: [] }),
    '/meeting/rooms': ok({ today: '2026-11-26', rooms: [] }),
    '/meeting/invitees': ok(invitees),
  },
  ...failingStates(PATHS, '会议系统维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
