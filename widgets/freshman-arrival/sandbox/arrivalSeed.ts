/**
 * The demo school's freshmen (2025 级, classes such as 计科2501班) and their registrations, generated
 * deterministically (sandbox/campus/seededRandom.ts): about 350 on the roster, nine in ten registered, the
 * arrival days spread over the welcome week with most in its first days, those whose day has passed
 * mostly confirmed arrived. The campus directory holds the students already enrolled; freshmen are not
 * in it until they have arrived, so the roster is this widget's own.
 */
import { CAMPUS_COLLEGES, seededRandom, type SeededRandom, studentName, type SandboxDatabase } from '../../../sandbox/kit.ts';
import { addDays, chinaMoment, WEEK_DAYS } from './arrivalRules.ts';
import type { Station, Transport } from './arrivalForm.ts';

/** The demo freshman account: 林晓雨 of 计科2501班, on the roster and not yet registered. */
export const DEMO_FRESHMAN = { username: 'freshman', name: '林晓雨', className: '计科2501班', studentNumber: '2025010101' } as const;
/** The campus instructor who also looks after the computer science college's freshman classes. */
export const FRESHMAN_INSTRUCTOR = 'instructor';

const COHORT = '25';
/** Share of arrivals on each day of the week: most come early. */
const DAY_WEIGHTS = [0.3, 0.27, 0.2, 0.13, 0.1];

interface RosterRow {
  studentNumber: string;
  username: string | null;
  name: string;
  className: string;
  collegeId: number;
  instructor: string | null;
}

function weighted<T>(random: SeededRandom, choices: ReadonlyArray<readonly [T, number]>): T {
  let left = random.next();
  for (const [value, weight] of choices) {
    if (left < weight) return value;
    left -= weight;
  }
  return choices[choices.length - 1]![0];
}

const digits = (random: SeededRandom, count: number) => Array.from({ length: count }, () => Math.floor(random.next() * 10)).join('');
const mobile = (random: SeededRandom) => `1${random.pick(['3', '5', '7', '8', '9'])}${digits(random, 9)}`;

/** The roster: every college's majors get a 2025 class (computer science two of 计科), 16–23 freshmen each. */
function rosterOf(db: SandboxDatabase, random: SeededRandom): RosterRow[] {
  const idOfCode = new Map(
    db
      .prepare<[], { id: number; code: string }>('SELECT id, code FROM campus_colleges')
      .all()
      .map((c) => [c.code, c.id]),
  );
  const rows: RosterRow[] = [];
  for (const college of CAMPUS_COLLEGES) {
    const collegeId = idOfCode.get(college.code);
    if (collegeId === undefined) continue;
    const classes = Object.keys(college.majors).flatMap((short, index) =>
      index === 0 && college.code === '01' ? [`${short}${COHORT}01班`, `${short}${COHORT}02班`] : [`${short}${COHORT}01班`],
    );
    classes.forEach((className, classIndex) => {
      const size = 16 + Math.floor(random.next() * 8);
      for (let seat = 1; seat <= size; seat += 1) {
        const studentNumber = `20${COHORT}${college.code}${String(classIndex + 1).padStart(2, '0')}${String(seat).padStart(2, '0')}`;
        const demo = studentNumber === DEMO_FRESHMAN.studentNumber;
        rows.push({
          studentNumber,
          username: demo ? DEMO_FRESHMAN.username : null,
          name: demo ? DEMO_FRESHMAN.name : studentName(random).name,
          className,
          collegeId,
          instructor: college.code === '01' ? FRESHMAN_INSTRUCTOR : null,
        });
      }
    });
  }
  return rows;
}

const ILLNESS = ['轻微感冒，已服药', '晕车，到站后需要休息', '花粉过敏，随身带药'];

/** One freshman's registration values, as the form would have them. */
function registrationOf(random: SeededRandom, surname: string, day: string) {
  const transport = weighted<Transport>(random, [
    ['train', 0.5],
    ['plane', 0.15],
    ['car', 0.25],
    ['bus', 0.1],
  ]);
  const station: Station =
    transport === 'train' ? (random.next() < 0.7 ? 'south' : 'central') : transport === 'plane' ? 'airport' : transport === 'bus' ? 'coach' : 'campus';
  const hour = 7 + Math.floor(random.next() * 14);
  const time = `${String(hour).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`;
  const count = weighted(random, [
    [0, 0.15],
    [1, 0.35],
    [2, 0.45],
    [3, 0.05],
  ]);
  const relations = ['father', 'mother', 'relative'] as const;
  const companions = Array.from({ length: count }, (_, index) => {
    const relation = relations[Math.min(index, 2)]!;
    const given = studentName(random).name.slice(1);
    return { name: relation === 'father' ? surname + given : studentName(random).name, relation, phone: mobile(random) };
  });
  const unwell = random.next() < 0.03;
  return {
    arrivalDate: day,
    arrivalTime: time,
    transport,
    ...(transport === 'train' ? { trainNumber: `${random.pick(['G', 'G', 'D', 'K'])}${1 + Math.floor(random.next() * 2999)}` } : {}),
    ...(transport === 'plane' ? { flightNumber: `${random.pick(['CA', 'MU', 'CZ', 'HU'])}${1000 + Math.floor(random.next() * 8999)}` } : {}),
    station,
    companionCount: count,
    ...(count > 0 ? { companions } : {}),
    dormitory: random.next() < 0.9 ? 'yes' : 'no',
    health: unwell ? 'unwell' : 'well',
    ...(unwell ? { healthNote: random.pick(ILLNESS) } : {}),
  };
}

/** Seeds the week, the roster and the registrations once, the first time the sandbox starts on a database. */
export function seedArrivals(db: SandboxDatabase, week: { from: string; to: string }, nowMs: number): void {
  const random = seededRandom(20_250_901);
  const roster = rosterOf(db, random);
  const insertWeek = db.prepare('INSERT INTO freshman_arrival_week (id, first_day, last_day) VALUES (1, ?, ?)');
  const insertFreshman = db.prepare(
    'INSERT INTO freshman_arrival_roster (student_number, username, name, class_name, college_id, instructor, arrived_at, confirmed_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertRegistration = db.prepare(`
    INSERT INTO freshman_arrival_registrations (student_number, form_values, arrival_date, arrival_time, transport, station, companions, dormitory, submitted_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    insertWeek.run(week.from, week.to);
    for (const freshman of roster) {
      const registers = freshman.username === null && random.next() < 0.9;
      let arrivedAt: number | null = null;
      let registration: ReturnType<typeof registrationOf> | undefined;
      if (registers) {
        const day = addDays(
          week.from,
          weighted(
            random,
            DAY_WEIGHTS.slice(0, WEEK_DAYS).map((weight, index) => [index, weight] as const),
          ),
        );
        registration = registrationOf(random, freshman.name.slice(0, 1), day);
        const arrives = chinaMoment(day, registration.arrivalTime) + (30 + Math.floor(random.next() * 90)) * 60_000;
        // Those whose arrival has passed have mostly been confirmed; a few are late or not yet seen.
        if (arrives <= nowMs && random.next() < 0.94) arrivedAt = Math.floor(arrives / 1000);
      }
      insertFreshman.run(
        freshman.studentNumber,
        freshman.username,
        freshman.name,
        freshman.className,
        freshman.collegeId,
        freshman.instructor,
        arrivedAt,
        null,
      );
      if (registration) {
        const submitted = Math.floor(chinaMoment(addDays(week.from, -1 - Math.floor(random.next() * 20)), '20:00') / 1000) + Math.floor(random.next() * 7200);
        insertRegistration.run(
          freshman.studentNumber,
          JSON.stringify(registration),
          registration.arrivalDate,
          registration.arrivalTime,
          registration.transport,
          registration.station,
          registration.companionCount,
          registration.dormitory === 'yes' ? 1 : 0,
          submitted,
          submitted,
        );
      }
    }
  })();
}
