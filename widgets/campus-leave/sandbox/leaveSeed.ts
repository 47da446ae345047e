/**
 * The demo's leaves (seeded random, the same for the same day): about 300 leaves of the campus
 * directory's students over the last three weeks and the next few days, in every state — pending at each
 * level, approved and not yet begun, away, overdue, extended or asking to extend, back, refused,
 * cancelled — with return registrations of students coming back soon. Times are laid out from the day the
 * sandbox first starts (a school's leaves are always recent), at startup, never on a request. 王小明
 * (`student`) has one leave approved and back, and one waiting for his instructor.
 */
import { regionName, seededRandom, type SeededRandom, type SandboxDatabase } from '../../../sandbox/kit.ts';
import { dayStart, dayText, daysBetween, levelsFor, timeText, type Level } from './leaveRules.ts';

export const SEEDED_LEAVES = 300;

const DESTINATIONS = [
  ['330000', '330100', '330106'],
  ['310000', '310100', '310104'],
  ['440000', '440300', '440305'],
  ['510000', '510100', '510107'],
  ['610000', '610100', '610113'],
  ['370000', '370200', '370212'],
  ['420000', '420100', '420111'],
  ['130000', '130600', '130602'],
  ['120000', '120100', '120104'],
  ['410000', '410100', '410105'],
  ['110000', '110100', '110101'],
  ['320000', '320500', '320508'],
] as const;

const REASONS: Record<string, readonly string[]> = {
  home: ['周末回家看望父母', '家中有事需回家处理', '爷爷生病住院，回家探望', '国庆假期后补休回家', '回家办理身份证换领'],
  medical: ['到市三院口腔科复诊', '去北京协和医院复查', '眼科门诊配镜', '过敏性鼻炎复诊取药'],
  internship: ['参加实习单位入职体检', '到实习单位报到并签订三方协议', '参加企业实习项目阶段汇报'],
  travel: ['与同学结伴去杭州游览', '周末去天津参观博物馆', '参加青年志愿者交流活动'],
  other: ['参加全国大学生数学建模竞赛现场赛', '赴外校参加学术会议', '参加驾照科目二考试', '参加英语六级口语考试'],
};
const TRANSPORTS = ['train', 'train', 'train', 'plane', 'bus', 'car'] as const;
const APPROVE_NOTES = ['同意，注意出行安全', '同意。按时返校并及时销假', '', '同意，返校后到辅导员处销假', ''];
const REFUSE_NOTES = ['期中考试期间，不建议离校', '请补充家长知情证明后重新申请', '离校时间与实验课冲突，请调整时间'];
const PARENT_NAMES = ['建国', '卫东', '秀英', '丽华', '志强', '桂芳', '国庆', '海燕'];

const HOUR = 3600;
const DAY = 24 * HOUR;

interface SeedStudent {
  id: number;
  username: string | null;
  name: string;
  instructor: string;
  instructorUsername: string | null;
  leader: string | null;
}

const phoneOf = (random: SeededRandom) => `1${random.pick(['38', '39', '50', '58', '86', '87'])}${String(Math.floor(random.next() * 1e8)).padStart(8, '0')}`;
const trainOf = (random: SeededRandom, transport: string) =>
  transport === 'train'
    ? `${random.pick(['G', 'D', 'K'])}${1 + Math.floor(random.next() * 900)}`
    : transport === 'plane'
      ? `${random.pick(['CA', 'MU', 'CZ'])}${1000 + Math.floor(random.next() * 8000)}`
      : undefined;

export function seedLeaves(db: SandboxDatabase, nowMs: number): void {
  if (db.prepare('SELECT 1 FROM campus_leave_seeded').get()) return;
  const now = Math.floor(nowMs / 1000);
  const today = dayStart(dayText(now));
  const random = seededRandom(20_261_114);
  const students = db
    .prepare<[], SeedStudent>(
      `SELECT s.id, s.username, s.name, i.name AS instructor, i.username AS instructorUsername,
         (SELECT name FROM campus_staff WHERE duty = 'leader' AND college_id = c.college_id ORDER BY id LIMIT 1) AS leader
       FROM campus_students s JOIN campus_classes c ON c.id = s.class_id JOIN campus_staff i ON i.id = c.instructor_id ORDER BY s.id`,
    )
    .all();
  const manager = db.prepare<[], { name: string }>("SELECT name FROM campus_staff WHERE duty = 'manager' ORDER BY id LIMIT 1").get()?.name ?? '学工部';
  const insertLeave = db.prepare(`
    INSERT INTO campus_leaves (student_id, start_at, end_at, destination, reason_type, reason, phone, emergency, transport, transport_no, form_values, state,
      round, levels, step, ext_end_at, ext_reason, extended, submitted_at, back_at)
    VALUES (@student, @start, @end, @destination, @reasonType, @reason, @phone, @emergency, @transport, @transportNo, @values, @state,
      @round, @levels, @step, @extEnd, @extReason, @extended, @submitted, @back)`);
  const insertDecision = db.prepare(
    'INSERT INTO campus_leave_decisions (leave_id, round, level, decided_by, decider_name, decision, note, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertReturn = db.prepare(`
    INSERT INTO campus_leave_returns (student_id, leave_id, expected_at, transport, transport_no, from_region, health, health_note, form_values, submitted_at, arrived_at, arrived_by)
    VALUES (?, ?, ?, ?, ?, ?, 'healthy', NULL, ?, ?, ?, ?)`);

  const approverOf = (student: SeedStudent, level: Level) =>
    level === 'instructor' ? student.instructor : level === 'leader' ? (student.leader ?? '学院领导') : manager;
  const usernameOf = (student: SeedStudent, level: Level) => (level === 'instructor' ? student.instructorUsername : level === 'manager' ? 'manager' : null);

  /** Decisions of a round up to `upTo` levels, the last one `last` (a refusal ends the round). */
  function decide(
    leaveId: number,
    student: SeedStudent,
    round: number,
    levels: readonly Level[],
    upTo: number,
    from: number,
    last: 'approved' | 'refused' = 'approved',
  ) {
    let at = from;
    for (let index = 0; index < upTo; index++) {
      at = Math.min(now - HOUR, at + HOUR * (1 + Math.floor(random.next() * 20)));
      const refused = last === 'refused' && index === upTo - 1;
      const note = refused ? random.pick(REFUSE_NOTES) : random.pick(APPROVE_NOTES);
      insertDecision.run(
        leaveId,
        round,
        levels[index],
        usernameOf(student, levels[index]!),
        approverOf(student, levels[index]!),
        refused ? 'refused' : 'approved',
        note || null,
        at,
      );
    }
  }

  function leave(
    student: SeedStudent,
    start: number,
    end: number,
    reasonType: string,
    reason: string,
    plan: (id: number, submitted: number) => Partial<Record<string, unknown>> | void,
    codes: readonly string[] = random.pick(DESTINATIONS),
  ) {
    const transport = random.pick(TRANSPORTS);
    // 王小明's own numbers, as on his other applications (car-license's seed).
    const demo = student.username === 'student';
    const phone = demo ? '13812345678' : phoneOf(random);
    const emergency = demo ? '王建国' : `${student.name.slice(0, 1)}${random.pick(PARENT_NAMES)}`;
    const emergencyPhone = demo ? '13912345678' : phoneOf(random);
    const trainNo = trainOf(random, transport);
    const submitted = Math.min(now - 2 * HOUR, start - DAY - Math.floor(random.next() * 2 * DAY));
    const values = {
      start: timeText(start),
      end: timeText(end),
      destination: codes,
      reasonType,
      reason,
      phone,
      emergencyName: emergency,
      emergencyPhone,
      transport,
      ...(trainNo ? { transportNo: trainNo } : {}),
    };
    const levels = levelsFor(daysBetween(start, end));
    const row = {
      student: student.id,
      start,
      end,
      destination: regionName(codes),
      reasonType,
      reason,
      phone,
      emergency: `${emergency} ${emergencyPhone}`,
      transport,
      transportNo: trainNo ?? null,
      values: JSON.stringify(values),
      state: 'approved',
      round: 0,
      levels: JSON.stringify(levels),
      step: levels.length,
      extEnd: null,
      extReason: null,
      extended: 0,
      submitted,
      back: null,
    };
    const id = Number(insertLeave.run(row).lastInsertRowid);
    const changes = plan(id, submitted);
    if (changes) {
      const sets = Object.keys(changes).map(
        (key) =>
          `${{ state: 'state', round: 'round', levels: 'levels', step: 'step', extEnd: 'ext_end_at', extReason: 'ext_reason', extended: 'extended', back: 'back_at', end: 'end_at' }[key]} = @${key}`,
      );
      db.prepare(`UPDATE campus_leaves SET ${sets.join(', ')} WHERE id = @id`).run({ ...changes, id });
    }
    return { id, levels, transport, trainNo, codes };
  }

  const seed = db.transaction(() => {
    const demo = students.find((student) => student.username === 'student');
    if (demo) {
      // 王小明: home for a long weekend two weeks ago, approved and back; a check-up next week, waiting.
      leave(
        demo,
        today - 13 * DAY + 17 * HOUR,
        today - 11 * DAY + 20 * HOUR,
        'home',
        '周末回家看望父母',
        (id, submitted) => {
          decide(id, demo, 0, ['instructor'], 1, submitted);
          return { back: today - 11 * DAY + 18 * HOUR, state: 'back' };
        },
        DESTINATIONS[0],
      );
      leave(demo, today + 4 * DAY + 8 * HOUR, today + 5 * DAY + 18 * HOUR, 'medical', '去北京协和医院复查', () => ({ state: 'pending', step: 0 }), [
        '110000',
        '110100',
        '110101',
      ]);
    }
    const others = students.filter((student) => student.username === null);
    // A third of the leaves are of the demo instructor's classes, so her queue, statistics and returns have a term's worth.
    const demoClasses = others.filter((student) => student.instructorUsername === 'instructor');
    const taken = new Map<number, Array<[number, number]>>();
    for (let n = 0; n < SEEDED_LEAVES; n++) {
      const pool = random.next() < 0.3 ? demoClasses : others;
      // The first ones wait at each level in turn (instructor, leader, office), so every queue has work.
      const waitsAt = n < 18 ? n % 3 : undefined;
      const start =
        today +
        (waitsAt === undefined ? Math.floor(random.next() * 28) - 24 : 1 + Math.floor(random.next() * 6)) * DAY +
        (7 + Math.floor(random.next() * 12)) * HOUR;
      const roll = waitsAt === undefined ? random.next() : [0.1, 0.7, 0.95][waitsAt]!;
      const days = roll < 0.6 ? 1 + Math.floor(random.next() * 3) : roll < 0.9 ? 4 + Math.floor(random.next() * 11) : 15 + Math.floor(random.next() * 16);
      const end = start + (days - 1) * DAY + (4 + Math.floor(random.next() * 16)) * HOUR;
      // Nobody is away twice at once: another student when this one already has a leave then (a week's margin for extensions).
      let student = random.pick(pool);
      for (let tries = 0; tries < 20 && (taken.get(student.id) ?? []).some(([from, to]) => from < end + 7 * DAY && to > start - 7 * DAY); tries++)
        student = random.pick(pool);
      taken.set(student.id, [...(taken.get(student.id) ?? []), [start, end]]);
      const reasonType = random.pick(['home', 'home', 'home', 'medical', 'internship', 'travel', 'other']);
      const reason = random.pick(REASONS[reasonType]!);
      const fate = random.next();
      const made = leave(student, start, end, reasonType, reason, (id, submitted) => {
        const levels = levelsFor(daysBetween(start, end));
        if (start > now) {
          if (waitsAt !== undefined || fate < 0.5) {
            const step = waitsAt ?? Math.floor(random.next() * levels.length);
            decide(id, student, 0, levels, step, submitted);
            return { state: 'pending', step };
          }
          decide(id, student, 0, levels, levels.length, submitted);
          return undefined;
        }
        if (fate < 0.07) {
          decide(id, student, 0, levels, 1 + Math.floor(random.next() * levels.length), submitted, 'refused');
          return { state: 'refused', step: 0 };
        }
        if (fate < 0.1) return { state: 'cancelled', step: 0 };
        decide(id, student, 0, levels, levels.length, submitted);
        if (end < now) return fate < 0.88 ? { state: 'back', back: end - Math.floor(random.next() * 10) * HOUR } : undefined;
        if (fate < 0.25) {
          // Asking for more days, judged on the whole leave.
          const extEnd = end + (1 + Math.floor(random.next() * 5)) * DAY;
          const extLevels = levelsFor(daysBetween(start, extEnd));
          const step = Math.floor(random.next() * extLevels.length);
          decide(id, student, 1, extLevels, step, Math.max(start, now - 2 * DAY));
          return {
            round: 1,
            levels: JSON.stringify(extLevels),
            step,
            extEnd,
            extReason: random.pick(['实习单位项目延期，需多留几天', '病情需继续观察，医生建议休养', '返程车票售罄，改签至后日']),
          };
        }
        if (fate < 0.35) {
          const longer = end + 2 * DAY;
          const extLevels = levelsFor(daysBetween(start, longer));
          decide(id, student, 1, extLevels, extLevels.length, Math.max(start, now - 3 * DAY));
          return { round: 1, levels: JSON.stringify(extLevels), step: extLevels.length, extended: 1, end: longer };
        }
        return undefined;
      });
      // Students coming back within three days register their return; some who came back did too.
      const returning = start <= now && end >= now && end <= now + 3 * DAY && fate >= 0.1;
      const cameBack = end < now && end > now - 2 * DAY && fate >= 0.1 && fate < 0.5;
      if (returning || cameBack) {
        // Arriving in the daytime of the day the leave ends.
        const expected = Math.min(end, dayStart(dayText(end)) + (8 + Math.floor(random.next() * 14)) * HOUR);
        insertReturn.run(
          student.id,
          made.id,
          expected,
          made.transport,
          made.trainNo ?? null,
          regionName(made.codes),
          JSON.stringify({ transport: made.transport, from: made.codes, health: 'healthy', ...(made.trainNo ? { transportNo: made.trainNo } : {}) }),
          Math.max(start, expected - DAY),
          cameBack ? expected + HOUR : null,
          cameBack ? student.name : null,
        );
      }
    }
    db.prepare('INSERT INTO campus_leave_seeded (seeded_at) VALUES (?)').run(now);
  });
  seed.immediate();
}
