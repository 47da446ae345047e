/**
 * The demo's past week of health reports (seeded random, the same on every start): for each seeded
 * report type and each of the last 7 days, 85–95 % of the campus directory's students reported, a few
 * percent abnormal, with realistic values. 王小明 (`student`) has every past day and not today, so the
 * demo student can fill it. Days are added as time goes on (a sandbox started next week seeds that
 * week): a day once seeded is recorded and never seeded again, whatever was submitted meanwhile.
 */
import {
  submittedValues,
  type FormDefinition,
  type FormValues,
  seededRandom,
  type SeededRandom,
  DEMO_STUDENT,
  type SandboxDatabase,
  dayStart,
  lastDays,
  minutesOf,
  addDays,
} from '../../../sandbox/kit.ts';
import { abnormalOf, createTypeStore } from './reportStore.ts';
import { SEEDED_REPORT_TYPES } from './reportTypes.ts';

export const SEEDED_DAYS = 7;

/** FNV-1a: a seed from a text, so each (type, day) and each student has its own stream. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const HOME_REGIONS = [
  { codes: ['330000', '330100', '330106'], place: '浙江省杭州市西湖区' },
  { codes: ['310000', '310100', '310104'], place: '上海市徐汇区' },
  { codes: ['440000', '440300', '440305'], place: '广东省深圳市南山区' },
  { codes: ['510000', '510100', '510107'], place: '四川省成都市武侯区' },
  { codes: ['610000', '610100', '610113'], place: '陕西省西安市雁塔区' },
];
const CAMPUS_REGION = ['110000', '110100', '110108'];
const SYMPTOMS: Record<string, readonly string[]> = {
  fever: ['低烧，已到校医院就诊', '晚上体温偏高，已服用退烧药', '发热，已向辅导员报备并居家观察'],
  cough: ['轻微咳嗽，咽痛', '嗓子疼，偶尔咳嗽，无发热', '咳嗽有痰，已去校医院开药'],
  fatigue: ['头痛乏力，在宿舍休息', '浑身酸痛，睡眠不足'],
};
const REMARKS = ['无', '今日在图书馆自习', '宿舍已通风消毒', '已完成核酸检测', '参加学院实验课'];

/** One student's values for one day: a form's fields filled the way a student fills them. */
function valuesFor(definition: FormDefinition, random: SeededRandom, phone: string, day: string): FormValues {
  const unwell = random.next() < 0.03 ? random.pick(['fever', 'cough', 'fatigue'] as const) : undefined;
  const away = random.next() < 0.08;
  const home = random.pick(HOME_REGIONS);
  const raw: FormValues = {
    temperature: unwell === 'fever' ? round1(37.3 + random.next() * 1.3) : round1(36.1 + random.next() * 0.8),
    health: unwell ?? 'healthy',
    symptomNote: unwell ? random.pick(SYMPTOMS[unwell]!) : undefined,
    onCampus: away ? 'out' : 'in',
    location: away
      ? { lat: 30.26 + round1(random.next()) / 100, lng: 120.12 + round1(random.next()) / 100, accuracy: 30 }
      : {
          lat: Math.round((39.99 + random.next() * 0.01) * 1e6) / 1e6,
          lng: Math.round((116.31 + random.next() * 0.01) * 1e6) / 1e6,
          accuracy: 10 + Math.floor(random.next() * 50),
        },
    region: away ? home.codes : CAMPUS_REGION,
    trips: away
      ? [
          { date: addDays(day, -3), place: home.place },
          { date: addDays(day, -1), place: home.place },
        ]
      : undefined,
    vaccine: random.next() < 0.9 ? random.pick(['full', 'booster']) : random.pick(['none', 'first']),
    riskContact: 'no',
    familyHealth: 'normal',
    phone,
    remark: random.next() < 0.1 ? random.pick(REMARKS) : undefined,
  };
  return submittedValues(definition, raw) as FormValues;
}

/** Seeds the days of the last week (ending `today`) not seeded yet. `nowSeconds` bounds today's times. */
export function seedReportDays(db: SandboxDatabase, today: string, nowSeconds: number): void {
  const types = createTypeStore(db);
  const seeded = db.prepare<[string, string], { day: string }>('SELECT day FROM health_report_seed_days WHERE type_key = ? AND day = ?');
  const mark = db.prepare('INSERT INTO health_report_seed_days (type_key, day) VALUES (?, ?)');
  const students = db
    .prepare<[], { student_number: string; username: string | null }>('SELECT student_number, username FROM campus_students ORDER BY student_number')
    .all();
  const insert = db.prepare(`
    INSERT OR IGNORE INTO health_reports (type_key, student_number, username, day, form_values, abnormal, submitted_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
  `);
  const phones = new Map(
    students.map((s) => [
      s.student_number,
      `1${seededRandom(hashOf(s.student_number)).pick(['38', '39', '58', '86', '87'])}${String(hashOf(`phone${s.student_number}`) % 1e8).padStart(8, '0')}`,
    ]),
  );
  db.transaction(() => {
    for (const key of SEEDED_REPORT_TYPES) {
      const type = types.get(key);
      if (!type) continue;
      const deadline = minutesOf(type.deadline);
      for (const day of lastDays(today, SEEDED_DAYS)) {
        if (seeded.get(key, day)) continue;
        mark.run(key, day);
        const random = seededRandom(hashOf(`${key}:${day}`));
        const rate = 0.85 + random.next() * 0.1;
        for (const student of students) {
          const demo = student.username === DEMO_STUDENT.username;
          const filled = random.next() < rate;
          // The demo student has a complete history and today left to fill.
          if (demo ? day === today : !filled) continue;
          const values = valuesFor(type.definition, random, phones.get(student.student_number)!, day);
          const minute = 420 + random.next() * Math.max(1, deadline - 425);
          const at = Math.min(Math.floor(dayStart(day) + minute * 60), day === today ? nowSeconds - 60 : Number.MAX_SAFE_INTEGER);
          const submittedAt = Math.max(dayStart(day), at);
          insert.run(
            key,
            student.student_number,
            student.username,
            day,
            JSON.stringify(values),
            abnormalOf(type.definition, values) ? 1 : 0,
            submittedAt,
            submittedAt,
          );
        }
      }
    }
  }).immediate();
}

/** Seeds up to the day of `now()` on first use and whenever the day changes; cheap on every other call. */
export function createSeedKeeper(db: SandboxDatabase, now: () => number, dayOfNow: (ms: number) => string) {
  let through: string | undefined;
  return () => {
    const ms = now();
    const today = dayOfNow(ms);
    if (through === today) return;
    seedReportDays(db, today, Math.floor(ms / 1000));
    through = today;
  };
}
