/**
 * The demo school's units and their rosters (seeded random, the same on every start): the campus
 * directory's colleges and four administrative offices, about 150 members with realistic names; the demo
 * accounts on their units; a week of reports (88–98 % a day, a few unwell), added day by day as time goes
 * on. The demo accounts have every past day and today left to fill, so the demo shows a report going in.
 */
import { CAMPUS_COLLEGES, seededRandom, type SeededRandom, studentName, type SandboxDatabase, dayStart, lastDays, minutesOf } from '../../../sandbox/kit.ts';
import { abnormalOf } from './reportRules.ts';
import { DEADLINE, REPORT_FORM } from './reportForm.ts';

export const SEEDED_DAYS = 7;

export const OFFICES = ['学工部', '教务处', '人事处', '后勤处'] as const;

/** Members who are demo accounts: where each sits, under the name the roster knows them by. */
export const DEMO_MEMBERS = [
  { username: 'teacher', name: '李文博', unit: '计算机科学与技术学院' },
  { username: 'instructor', name: '陈静', unit: '计算机科学与技术学院' },
  { username: 'leader', name: '刘建国', unit: '计算机科学与技术学院' },
  { username: 'staff', name: '张丽华', unit: '教务处' },
  { username: 'manager', name: '周文华', unit: '学工部' },
] as const;

/** FNV-1a: a seed from a text, so each day has its own stream. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** Units and members, in one transaction of the first migration. */
export function seedUnits(db: SandboxDatabase): void {
  const random = seededRandom(hashOf('daily-report units'));
  const addUnit = db.prepare<[string, string, number]>('INSERT INTO daily_report_units (name, kind, sort) VALUES (?, ?, ?)');
  const addMember = db.prepare<[number, string, string, string | null]>(
    'INSERT INTO daily_report_members (unit_id, staff_number, name, username) VALUES (?, ?, ?, ?)',
  );
  const units = [...CAMPUS_COLLEGES.map((college) => ({ name: college.name, kind: 'college' })), ...OFFICES.map((name) => ({ name, kind: 'office' }))];
  let number = 0;
  units.forEach((unit, index) => {
    const unitId = Number(addUnit.run(unit.name, unit.kind, index + 1).lastInsertRowid);
    const demo = DEMO_MEMBERS.filter((member) => member.unit === unit.name);
    const size = 10 + Math.floor(random.next() * 6) - demo.length;
    const people = [...demo.map((member) => ({ name: member.name as string, username: member.username as string | null }))];
    for (let i = 0; i < size; i++) people.push({ name: studentName(random).name, username: null });
    for (const person of people) {
      number += 1;
      // 工号: the year the member joined, then a running number.
      const joined = 1996 + Math.floor(random.next() * 28);
      addMember.run(unitId, `${joined}${String(number).padStart(4, '0')}`, person.name, person.username);
    }
  });
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const REGIONS = [
  ['110000', '110100', '110108'],
  ['110000', '110100', '110105'],
  ['110000', '110100', '110114'],
];
const AWAY = [
  { region: ['310000', '310100', '310104'], note: '在上海参加学术会议' },
  { region: ['330000', '330100', '330106'], note: '赴杭州出差，周五返京' },
  { region: ['440000', '440300', '440305'], note: '带学生赴深圳企业实习' },
];
const UNWELL = [
  { health: 'fever', note: '低烧，已到校医院就诊' },
  { health: 'cough', note: '咳嗽、嗓子疼，居家办公' },
  { health: 'other', note: '头痛乏力，已请假休息' },
];

/** One member's report of a day, filled the way staff fill it. */
export function seededValues(random: SeededRandom): Record<string, unknown> {
  const unwell = random.next() < 0.025 ? random.pick(UNWELL) : undefined;
  const away = random.next() < 0.06 ? random.pick(AWAY) : undefined;
  return {
    region: away ? away.region : random.pick(REGIONS),
    temperature: unwell?.health === 'fever' ? round1(37.4 + random.next() * 1.1) : round1(36.1 + random.next() * 0.8),
    health: unwell?.health ?? 'healthy',
    leftCity: away ? 'yes' : 'no',
    ...(unwell || away ? { note: unwell?.note ?? away!.note } : {}),
  };
}

/** Seeds the days of the last week (ending `today`) not seeded yet; today only up to `nowSeconds`. */
export function seedReportDays(db: SandboxDatabase, today: string, nowSeconds: number): void {
  const seeded = db.prepare<[string], { day: string }>('SELECT day FROM daily_report_seed_days WHERE day = ?');
  const mark = db.prepare<[string]>('INSERT INTO daily_report_seed_days (day) VALUES (?)');
  const members = db.prepare<[], { id: number; username: string | null }>('SELECT id, username FROM daily_report_members ORDER BY id').all();
  const insert = db.prepare<[number, string, string, number | null, number, number, number]>(`
    INSERT OR IGNORE INTO daily_report_reports (member_id, day, form_values, temperature, abnormal, submitted_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const deadline = minutesOf(DEADLINE);
  db.transaction(() => {
    for (const day of lastDays(today, SEEDED_DAYS)) {
      if (seeded.get(day)) continue;
      mark.run(day);
      const random = seededRandom(hashOf(`daily-report:${day}`));
      const rate = 0.88 + random.next() * 0.1;
      for (const member of members) {
        const filled = random.next() < rate;
        const values = seededValues(random);
        // Most report in the morning, before work; some in the evening.
        const minute = random.next() < 0.7 ? 420 + random.next() * 120 : 720 + random.next() * (deadline - 725);
        const at = Math.floor(dayStart(day) + minute * 60);
        // The demo accounts have every past day and today left to fill; today holds only what was sent by now.
        if (member.username ? day === today : !filled || (day === today && at > nowSeconds)) continue;
        insert.run(member.id, day, JSON.stringify(values), values.temperature as number, abnormalOf(REPORT_FORM, values) ? 1 : 0, at, at);
      }
    }
  }).immediate();
}

/** Seeds up to the day of `now()` when the sandbox starts (no GET may write). */
export function seedUpTo(db: SandboxDatabase, nowMs: number, dayOf: (ms: number) => string): void {
  seedReportDays(db, dayOf(nowMs), Math.floor(nowMs / 1000));
}
