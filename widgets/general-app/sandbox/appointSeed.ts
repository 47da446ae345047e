/**
 * The seed of the appointments backend: the spaces and services with their booking rules (the rules are
 * these rows — a school changes opening hours, the window, approval or seats here or in its database,
 * not in code), and about three hundred past bookings of April and May 2026 with their decisions,
 * notices and sign-ins, drawn deterministically so every fresh database is the same; and a few bookings
 * of the coming days, laid out from the day the sandbox starts (seedUpcomingBookings).
 */
import { type SandboxDatabase, seededRandom, beijingMorning, DAY_S, dayOf, dayStart, minutesOf } from '../../../sandbox/kit.ts';
import type { Space } from '../generated/types.ts';

/** A space as seeded: its answer (contracts/general-app.spaces.schema.json) without the id, and its QR token. */
export type SpaceSeed = Omit<Space, 'id'> & { token: string };

/** The rules most spaces share; each row below says where it differs. */
const space = (row: Pick<SpaceSeed, 'name' | 'category' | 'location' | 'capacity' | 'description' | 'token'> & Partial<SpaceSeed>): SpaceSeed => ({
  seats: 1,
  openFrom: '08:00',
  openTo: '22:00',
  slotMinutes: 60,
  maxSlots: 3,
  windowDays: 7,
  needsApproval: false,
  toleranceMinutes: 15,
  host: null,
  ...row,
});

const court = (number: number, token: string) =>
  space({
    name: `羽毛球场 ${number}号场`,
    category: 'sports',
    location: `体育馆一层 ${number}号场`,
    capacity: 4,
    openTo: '21:00',
    maxSlots: 2,
    windowDays: 3,
    description: '标准塑胶场地，请穿运动鞋入场，球拍自备。',
    token,
  });

/** Space 1 is 研讨室 A301: the e2e test and the walk name it. */
export const SPACES: readonly SpaceSeed[] = [
  space({
    name: '研讨室 A301',
    category: 'room',
    location: '图书馆三楼 A301',
    capacity: 8,
    needsApproval: true,
    description: '8 人研讨桌、65 寸触控大屏、白板，适合小组讨论与答辩演练。',
    token: 'lib-a301-7f3k2q',
  }),
  space({
    name: '研讨室 A305',
    category: 'room',
    location: '图书馆三楼 A305',
    capacity: 6,
    description: '6 人研讨桌、投影仪，预约即通过。',
    token: 'lib-a305-m2x9hd',
  }),
  space({
    name: '琴房 201',
    category: 'room',
    location: '艺术楼二楼 201',
    capacity: 2,
    openFrom: '07:00',
    openTo: '21:00',
    maxSlots: 2,
    windowDays: 3,
    toleranceMinutes: 10,
    description: '雅马哈立式钢琴一台，请勿携带饮料入内。',
    token: 'art-201-q8v4nc',
  }),
  court(3, 'gym-b3-p5w1za'),
  court(4, 'gym-b4-r7t2yb'),
  space({
    name: '心理咨询',
    category: 'service',
    location: '学生活动中心 206 心理健康教育中心',
    capacity: 1,
    openFrom: '09:00',
    openTo: '17:00',
    maxSlots: 1,
    windowDays: 14,
    needsApproval: true,
    toleranceMinutes: 10,
    host: '林晓雯（国家二级心理咨询师）',
    description: '一对一个体咨询，内容严格保密。首次咨询请提前 10 分钟到达填写登记表。',
    token: 'psy-206-c3j8ke',
  }),
  space({
    name: '学术讲座：人工智能与未来教育',
    category: 'service',
    location: '信息楼一层报告厅',
    capacity: 1,
    seats: 100,
    openFrom: '19:00',
    openTo: '21:00',
    slotMinutes: 120,
    maxSlots: 1,
    windowDays: 14,
    host: '周明远 教授',
    description: '每周四晚举行，每场 100 个座位，凭预约入场。',
    token: 'info-hall-s6d1uf',
  }),
  space({
    name: '学术报告厅',
    category: 'hall',
    location: '行政楼四层报告厅',
    capacity: 300,
    slotMinutes: 120,
    windowDays: 30,
    needsApproval: true,
    toleranceMinutes: 30,
    description: '300 座，配备音响、双投影与同声传译间，需由学院或社团负责人申请。',
    token: 'admin-hall-h9g5lm',
  }),
];

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const GIVEN = ['子涵', '浩然', '欣怡', '宇轩', '梓萱', '一诺', '思远', '雨桐', '俊杰', '佳怡', '明轩', '诗涵', '嘉懿', '晨曦', '博文', '若曦', '天佑', '语嫣'];
const PURPOSES: Record<SpaceSeed['category'], string[]> = {
  room: ['数据结构课程小组讨论', '毕业论文开题答辩演练', '挑战杯项目组会', '英语口语角', '数学建模竞赛集训', '读书会'],
  sports: ['羽毛球日常锻炼', '院队训练', '宿舍羽毛球友谊赛'],
  service: ['个体心理咨询', '参加学术讲座'],
  hall: ['计算机学院学术报告会', '学生会换届大会', '新生入学教育讲座'],
};
const REJECT_REASONS = ['该时段已安排学院活动，请改约其他时段', '申请用途与场地用途不符', '人数超过场地容量，请预约更大的场地'];

/** Everyone booking in the seed: the demo student and teacher, and students of the campus. */
function bookers(random: ReturnType<typeof seededRandom>): Array<[string, string]> {
  const people: Array<[string, string]> = [
    ['student', '王小明'],
    ['teacher', '李老师'],
  ];
  for (let index = 0; index < 40; index++) people.push([`2023${String(1001 + index * 7)}`, random.pick(SURNAMES) + random.pick(GIVEN)]);
  return people;
}

export function writeAppointSeed(db: SandboxDatabase): void {
  const space = db.prepare(`
    INSERT INTO appoint_spaces (name, category, location, capacity, seats, open_from, open_to, slot_minutes, max_slots, window_days, needs_approval, tolerance_minutes, host, description, token)
    VALUES (@name, @category, @location, @capacity, @seats, @openFrom, @openTo, @slotMinutes, @maxSlots, @windowDays, @needsApproval, @toleranceMinutes, @host, @description, @token)`);
  for (const one of SPACES) space.run({ ...one, needsApproval: one.needsApproval ? 1 : 0 });

  const booking = db.prepare(`
    INSERT INTO appoint_bookings (space_id, booker, booker_name, start_at, end_at, slots, purpose, people, attendees, state, reason, created_at, decided_at, decided_by)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const message = db.prepare('INSERT INTO appoint_messages (username, booking_id, kind, at, by_name) VALUES (?, ?, ?, ?, ?)');
  const signIn = db.prepare('INSERT INTO appoint_signins (booking_id, at, late) VALUES (?, ?, ?)');
  const random = seededRandom(20260415);
  const people = bookers(random);

  // Booking 1: the demo student's group booking of A301, approved and signed in (the walk opens it).
  const first = beijingMorning(2026, 5, 8) + 5 * 3600; // 14:00
  booking.run(
    1,
    'student',
    '王小明',
    first,
    first + 2 * 3600,
    2,
    '数据结构课程小组讨论',
    4,
    JSON.stringify(['李思远', '张雨桐', '陈博文']),
    'approved',
    null,
    first - 2 * 86400,
    first - 86400,
    '张老师',
  );
  message.run('student', 1, 'approved', first - 86400, '张老师');
  signIn.run(1, first - 5 * 60, 0);

  // The rest: one booking per space, day and hour at most, so the seed itself never double-books.
  const taken = new Set<string>([`0:${first}`, `0:${first + 3600}`]);
  for (let made = 0; made < 320;) {
    const spaceIndex = Math.floor(random.next() * SPACES.length);
    const rules = SPACES[spaceIndex]!;
    const day = 1 + Math.floor(random.next() * 40); // 2026-04-01 … 2026-05-10
    const open = Number(rules.openFrom.slice(0, 2));
    const steps = Math.floor(((Number(rules.openTo.slice(0, 2)) - open) * 60) / rules.slotMinutes);
    const slot = Math.floor(random.next() * steps);
    const dayStart = beijingMorning(2026, 4, day) - 9 * 3600;
    const start = dayStart + open * 3600 + slot * rules.slotMinutes * 60;
    const key = `${spaceIndex}:${start}`;
    if (rules.seats === 1 && taken.has(key)) continue;
    taken.add(key);
    made++;
    const [username, name] = random.pick(people);
    const roll = random.next();
    const state = roll < 0.08 ? 'cancelled' : rules.needsApproval && roll < 0.16 ? 'rejected' : 'approved';
    const decided = rules.needsApproval && state !== 'cancelled';
    const peopleCount = Math.max(1, Math.min(rules.capacity, 1 + Math.floor(random.next() * rules.capacity)));
    const reason = state === 'rejected' ? random.pick(REJECT_REASONS) : null;
    const id = Number(
      booking.run(
        spaceIndex + 1,
        username,
        name,
        start,
        start + rules.slotMinutes * 60,
        1,
        random.pick(PURPOSES[rules.category]),
        peopleCount,
        '[]',
        state,
        reason,
        start - 3 * 86400,
        decided ? start - 2 * 86400 : null,
        decided ? '张老师' : null,
      ).lastInsertRowid,
    );
    if (decided) message.run(username, id, state, start - 2 * 86400, '张老师');
    // Most who booked came; some came late within the tolerance, some never came.
    if (state === 'approved' && random.next() < 0.85) {
      const offset = Math.round((random.next() * 1.6 - 1) * rules.toleranceMinutes * 60);
      signIn.run(id, start + offset, offset > 0 ? 1 : 0);
    }
  }
}

/** A booking laid out from the day the sandbox starts: `day` days after today, at `time`, in space `space` (1-based). */
interface UpcomingSeed {
  space: number;
  day: number;
  time: string;
  booker: [string, string];
  purpose: string;
  people: number;
  state: 'pending' | 'approved';
}

/**
 * What a school sees on the day it opens the demo: the history above lies in April and May 2026, so without
 * these the keeper's approval queue, today's bookings and the student's upcoming ones would be empty. Laid
 * out once, from the day the sandbox first starts (at mount: no GET may write), in spaces and hours the seed
 * keeps apart, so it never double-books. A301 stays free: the browser test and the walk book it.
 */
const UPCOMING: readonly UpcomingSeed[] = [
  { space: 4, day: 2, time: '18:00', booker: ['student', '王小明'], purpose: '班级羽毛球友谊赛', people: 4, state: 'approved' },
  { space: 6, day: 1, time: '10:00', booker: ['student', '王小明'], purpose: '学业压力咨询', people: 1, state: 'pending' },
  { space: 6, day: 1, time: '14:00', booker: ['20231008', '陈雨桐'], purpose: '人际关系咨询', people: 1, state: 'pending' },
  { space: 8, day: 2, time: '14:00', booker: ['teacher', '李老师'], purpose: '计算机学院青年教师教学沙龙', people: 60, state: 'pending' },
  { space: 8, day: 3, time: '18:00', booker: ['20231015', '刘浩然'], purpose: '学生会换届大会', people: 120, state: 'pending' },
  { space: 3, day: 0, time: '19:00', booker: ['20231022', '林诗涵'], purpose: '钢琴练习', people: 1, state: 'approved' },
  { space: 5, day: 0, time: '20:00', booker: ['20231029', '周博文'], purpose: '羽毛球训练', people: 2, state: 'approved' },
  { space: 8, day: 0, time: '16:00', booker: ['teacher', '李老师'], purpose: '毕业设计中期检查', people: 40, state: 'approved' },
];

/** Lays out {@link UPCOMING} from the China day of `nowMs`, once (table appoint_upcoming_seeded). */
export function seedUpcomingBookings(db: SandboxDatabase, nowMs: number): void {
  if (db.prepare('SELECT 1 FROM appoint_upcoming_seeded').get()) return;
  const today = dayStart(dayOf(nowMs));
  const now = Math.floor(nowMs / 1000);
  const slotOf = db.prepare<[number], { slot_minutes: number }>('SELECT slot_minutes FROM appoint_spaces WHERE id = ?');
  const booking = db.prepare(`
    INSERT INTO appoint_bookings (space_id, booker, booker_name, start_at, end_at, slots, purpose, people, attendees, state, reason, created_at, decided_at, decided_by)
    VALUES (?, ?, ?, ?, ?, 1, ?, ?, '[]', ?, NULL, ?, ?, ?)`);
  const message = db.prepare('INSERT INTO appoint_messages (username, booking_id, kind, at, by_name) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const one of UPCOMING) {
      const minutes = slotOf.get(one.space)?.slot_minutes;
      if (minutes === undefined) continue;
      const start = today + one.day * DAY_S + minutesOf(one.time) * 60;
      // Asked a little before now; approved ones were decided since.
      const created = Math.min(now, start) - 2 * 3600;
      const decided = one.state === 'approved' ? created + 1800 : null;
      const id = Number(
        booking.run(
          one.space,
          one.booker[0],
          one.booker[1],
          start,
          start + minutes * 60,
          one.purpose,
          one.people,
          one.state,
          created,
          decided,
          decided ? '张老师' : null,
        ).lastInsertRowid,
      );
      if (decided) message.run(one.booker[0], id, 'approved', decided, '张老师');
    }
    db.prepare('INSERT INTO appoint_upcoming_seeded (at) VALUES (?)').run(now);
  })();
}
