/**
 * The demo school's meeting rooms (会议室) and about 20 meetings (校长办公会, 教学工作例会, 学生工作例会…)
 * from six days ago to eight days ahead, their invitees among the demo accounts, and the replies of those
 * already held. Dated from the sandbox's today when it starts with no meeting yet, so the rooms tab of a
 * demo opened any day shows today's and tomorrow's bookings. Tomorrow afternoon 第一会议室 stays free
 * (the browser test books it at 15:00).
 */
import { type SandboxDatabase, dayOfSeconds, midnightOf } from '../../../sandbox/kit.ts';

export const MEETING_ROOMS = [
  { id: 1, name: '行政楼 201 第一会议室', capacity: 30 },
  { id: 2, name: '行政楼 305 第二会议室', capacity: 16 },
  { id: 3, name: '行政楼 501 常委会议室', capacity: 24 },
  { id: 4, name: '信息楼 610 会议室', capacity: 20 },
  { id: 5, name: '图书馆三楼 学术报告厅', capacity: 200 },
] as const;

interface SeedMeeting {
  day: number;
  time: string;
  room: number;
  title: string;
  organizer: string;
  invitees: readonly string[];
  agenda: string;
}

const m = (day: number, time: string, room: number, title: string, organizer: string, invitees: string[], agenda: string): SeedMeeting => ({
  day,
  time,
  room,
  title,
  organizer,
  invitees,
  agenda,
});

export const SEED_MEETINGS: readonly SeedMeeting[] = [
  m(-6, '09:00-11:00', 3, '校长办公会', 'admin', ['leader', 'manager', 'staff'], '一、审议年度预算调整方案\n二、研究新校区建设进度\n三、其他事项'),
  m(-5, '14:30-16:00', 1, '教学工作例会', 'staff', ['teacher', 'instructor', 'leader'], '一、通报期中教学检查情况\n二、布置下阶段听课安排'),
  m(-4, '15:00-16:30', 2, '学生工作例会', 'manager', ['instructor', 'leader', 'teacher'], '一、各学院学生动态汇报\n二、心理健康月活动安排'),
  m(-3, '10:00-11:30', 4, '计算机学院教研室主任会', 'staff', ['teacher', 'instructor', 'leader'], '一、培养方案修订分工\n二、实验室排课'),
  m(
    -2,
    '14:00-17:00',
    5,
    '冬季校园安全工作会议',
    'admin',
    ['leader', 'manager', 'staff', 'teacher', 'instructor', 'student'],
    '一、消防安全培训\n二、宿舍用电安全检查部署\n三、签订安全责任书',
  ),
  m(-1, '09:00-10:00', 1, '研究生招生复试工作布置会', 'staff', ['teacher', 'leader'], '一、复试细则解读\n二、评委分组'),
  m(0, '08:30-09:30', 2, '后勤保障周例会', 'staff', ['admin', 'manager'], '一、供暖保障\n二、食堂食品安全检查'),
  m(0, '14:00-15:30', 1, '学生工作例会', 'manager', ['instructor', 'leader', 'teacher'], '一、奖助学金评审工作安排\n二、寒假离校学生安全教育'),
  m(0, '16:00-17:00', 4, '课程思政教学研讨', 'staff', ['teacher', 'instructor'], '一、优秀案例分享\n二、下学期示范课申报'),
  m(1, '09:00-10:30', 1, '校长办公会', 'admin', ['leader', 'manager', 'staff'], '一、审议学科建设经费分配\n二、研究教职工年度考核方案'),
  m(1, '10:00-11:30', 3, '党委理论学习中心组学习', 'admin', ['leader', 'manager'], '一、专题学习\n二、交流研讨'),
  m(1, '14:00-15:30', 2, '教学工作例会', 'staff', ['teacher', 'instructor', 'leader'], '一、期末考试安排\n二、教材征订\n三、教学事故认定办法修订'),
  m(1, '19:00-20:30', 5, '学生代表座谈会', 'manager', ['student', 'instructor', 'leader'], '一、听取学生对食堂、宿舍、教学的意见\n二、现场答复'),
  m(2, '09:30-11:00', 4, '本科教学审核评估迎评会', 'staff', ['teacher', 'leader', 'instructor'], '一、自评报告分工\n二、支撑材料清单'),
  m(3, '14:30-16:00', 1, '期末考试工作协调会', 'staff', ['teacher', 'instructor', 'manager'], '一、监考安排\n二、考场纪律\n三、成绩录入时间'),
  m(4, '10:00-11:00', 2, '宿舍安全检查部署会', 'manager', ['instructor', 'student'], '一、检查范围与时间\n二、违规电器处理办法'),
  m(5, '15:00-17:00', 5, '教职工代表大会筹备会', 'admin', ['teacher', 'staff', 'leader', 'manager'], '一、提案征集\n二、代表资格审查'),
  m(6, '09:00-10:30', 3, '校长办公会', 'admin', ['leader', 'manager', 'staff'], '一、审议寒假值班安排\n二、其他事项'),
  m(7, '14:00-15:00', 4, '实验室安全培训', 'staff', ['teacher', 'student'], '一、危化品管理\n二、应急演练说明'),
  m(8, '10:00-11:30', 1, '教学工作例会', 'staff', ['teacher', 'instructor', 'leader'], '一、新学期课表确认\n二、教学质量评价结果通报'),
];

/** Replies of the meetings already held (and a few ahead): most attend, some ask leave with a reason. */
const LEAVE_REASONS: Record<string, string> = {
  teacher: '当天下午有编译原理课，已调不开',
  instructor: '带学生参加省大学生程序设计竞赛',
  leader: '在市里参加组织部培训',
};

export function seedMeetings(db: SandboxDatabase, nowSeconds: number): void {
  if (db.prepare<[], { n: number }>('SELECT count(*) AS n FROM meetings').get()!.n > 0) return;
  const today = midnightOf(dayOfSeconds(nowSeconds))!;
  const nameOf = db.prepare<[string], { name: string }>('SELECT name FROM users WHERE username = ?');
  const insert = db.prepare(`
    INSERT INTO meetings (title, room_id, start, end, organizer, organizer_name, agenda, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const invite = db.prepare('INSERT INTO meeting_invitees (meeting_id, username, answer, reason, answered_at) VALUES (?, ?, ?, ?, ?)');
  const seed = db.transaction(() => {
    SEED_MEETINGS.forEach((meeting, index) => {
      const midnight = today + meeting.day * 86_400;
      const [start, end] = meeting.time.split('-').map((hm) => midnight + Number(hm.slice(0, 2)) * 3600 + Number(hm.slice(3)) * 60) as [number, number];
      const sentAt = Math.min(start - 3 * 86_400, nowSeconds - 3600);
      const id = Number(
        insert.run(meeting.title, meeting.room, start, end, meeting.organizer, nameOf.get(meeting.organizer)?.name ?? meeting.organizer, meeting.agenda, sentAt)
          .lastInsertRowid,
      );
      meeting.invitees.forEach((username, place) => {
        // Held meetings: everyone replied, the second invitee of every third one asked for leave.
        // Ahead: the first invitee has replied 参加; the others (the teacher in the test among them) not yet.
        const held = start <= nowSeconds;
        const leave = held && index % 3 === 1 && place === 1 && LEAVE_REASONS[username];
        if (held || place === 0) {
          invite.run(id, username, leave ? 'leave' : 'attend', leave ? LEAVE_REASONS[username]! : '', sentAt + 3600 * (place + 1));
        } else {
          invite.run(id, username, null, '', null);
        }
      });
    });
  });
  seed.immediate();
}
