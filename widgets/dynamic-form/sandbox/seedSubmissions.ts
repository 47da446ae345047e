/**
 * The demo's submissions, made the same on every start (a seeded random source): campus students
 * (sandbox/campus/) fill the student forms, the demo student 王小明 has signed up for two clubs and answered
 * the dormitory survey, two staff accounts booked their health check. Students without an account submit
 * under their student number. Every seeded submission is checked with validateSubmission first, so a seed
 * that breaks its form fails the start, naming the form and the problems.
 */
import {
  attachmentUrl,
  storeFile,
  sniffFileKind,
  createCampusDirectory,
  type Student,
  seededRandom,
  type SeededRandom,
  encodePng,
  beijingMorning,
  type SandboxDatabase,
  submittedValues,
  validateSubmission,
  type FormDefinition,
} from '../../../sandbox/kit.ts';
import { createOptionLists } from './optionLists.ts';
import { CLUBS, DORM_BUILDINGS } from './seedForms.ts';

const SUBMISSIONS_SEED = 20260301;

export interface SeededSubmission {
  formId: string;
  username: string;
  values: Record<string, unknown>;
  submittedAt: number;
}

type Values = Record<string, unknown>;
type Maker = (student: Student, random: SeededRandom) => Values;

const REGIONS = [
  ['110000', '110100', '110108'],
  ['410000', '410100', '410105'],
  ['510000', '510100', '510107'],
  ['370000', '370100', '370102'],
  ['420000', '420100', '420111'],
  ['320000', '320100', '320106'],
] as const;
const STREETS = ['中关村大街27号', '花园路88号院3号楼', '武侯祠大街231号', '泉城路156号', '珞喻路1037号', '北京西路66号'];
const SUGGESTIONS = ['希望报修后能电话告知上门时间', '师傅很负责，点赞', '空调维修等了一周，希望加快', '', '网络报修响应很快', '希望增加夜间维修'];
const INTROS = [
  '从高中开始一直喜欢这方面的活动，希望在社团里认识更多志同道合的朋友。',
  '性格开朗，做事认真负责，愿意为社团活动出力，也希望提升自己的能力。',
  '没有太多经验，但很想学习，课余时间比较充足，能按时参加社团活动。',
  '曾在学生会宣传部工作一年，擅长活动策划和海报设计，希望继续发挥特长。',
];
const GIVEN = ['建国', '秀英', '志强', '丽娟', '海涛', '桂芳'];

const between = (random: SeededRandom, from: number, to: number) => from + Math.floor(random.next() * (to - from));
const phone = (random: SeededRandom) => `1${random.pick(['38', '39', '58', '86', '52', '77'])}${String(between(random, 10_000_000, 99_999_999))}`;
const pad = (n: number) => String(n).padStart(2, '0');
const regionOf = (random: SeededRandom) => [...random.pick(REGIONS)];

/** A resident ID number with a correct check character (GB 11643), born in the given year. */
function idNumber(random: SeededRandom, year: number): string {
  const body = `${random.pick(['110108', '410105', '510107', '370102', '420111'])}${year}${pad(between(random, 1, 13))}${pad(between(random, 1, 29))}${String(between(random, 100, 999))}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return `${body}${'10X98765432'[sum % 11]}`;
}

/** A picture for the seeded uploads: a pale page with grey lines (the proof) or a dark scribble (the signature). */
function storePicture(db: SandboxDatabase, name: string, signature: boolean, at: number): string {
  const [width, height] = signature ? [240, 80] : [320, 420];
  const data = encodePng(width, height, 'rgb', (y, row) => {
    for (let x = 0; x < width; x++) {
      const ink = signature ? Math.abs(y - 40 - Math.round(18 * Math.sin(x / 14))) < 2 && x > 20 && x < 220 : y % 28 === 0 && x > 30 && x < width - 30;
      row.fill(ink ? (signature ? 20 : 150) : 250, x * 3, x * 3 + 3);
    }
  });
  const kind = sniffFileKind(data, name)!;
  return attachmentUrl(storeFile(db, { name, kind, data, owner: null, createdAt: at }));
}

export function seedSubmissions(db: SandboxDatabase, definitions: ReadonlyMap<string, FormDefinition>): SeededSubmission[] {
  const random = seededRandom(SUBMISSIONS_SEED);
  const campus = createCampusDirectory(db);
  const lists = createOptionLists(db);
  const students = campus.studentsOfSchool().filter((student) => student.username === null);
  // A fixed shuffle, so each form's fillers are different students on every machine.
  const shuffled = students.map((student) => ({ student, key: random.next() })).sort((a, b) => a.key - b.key);
  let next = 0;
  const take = (count: number) => shuffled.slice(next, (next += count)).map((entry) => entry.student);
  const proof = storePicture(db, '家庭经济困难证明.png', false, beijingMorning(2026, 4, 2));
  const signature = storePicture(db, '签名.png', true, beijingMorning(2026, 4, 2));

  const club: Maker = (_student, r) => ({
    club: r.pick(CLUBS).value,
    interests: [...new Set([r.pick(['weekend', 'contest', 'charity', 'training']), r.pick(['weekend', 'training'])])],
    experience: r.pick(['yes', 'no']),
    phone: phone(r),
    ...(r.next() < 0.5 ? { wechat: `wx_${between(r, 1000, 9999)}` } : {}),
    intro: r.pick(INTROS),
  });
  const scale = ['very-satisfied', 'satisfied', 'satisfied', 'neutral', 'unsatisfied'];
  const survey: Maker = (_student, r) => {
    const suggestion = r.pick(SUGGESTIONS);
    return {
      building: r.pick(DORM_BUILDINGS).value,
      repairType: [...new Set([r.pick(['power', 'door', 'network', 'aircon']), r.pick(['furniture', 'power', 'aircon'])])],
      speed: r.pick(scale),
      quality: r.pick(scale),
      score: between(r, 4, 11),
      ...(suggestion ? { suggestion } : {}),
    };
  };
  const scholarship: Maker = (student, r) => {
    const surname = student.name.slice(0, 1);
    const members = [
      { name: `${surname}${r.pick(GIVEN)}`, relation: 'father', income: between(r, 800, 3600) * 10 + 0.5 },
      { name: `${r.pick(['李', '张', '刘', '陈'])}${r.pick(GIVEN)}`, relation: 'mother', income: between(r, 500, 2400) * 10 },
      ...(r.next() < 0.5 ? [{ name: `${surname}小${r.pick(['雨', '乐', '阳'])}`, relation: 'sibling', income: 0 }] : []),
    ];
    return {
      idNumber: idNumber(r, between(r, 2003, 2007)),
      phone: phone(r),
      gpa: Math.round((3 + r.next()) * 100) / 100,
      classRank: between(r, 1, 8),
      members,
      difficulty: r.pick(['special', 'difficult', 'normal']),
      reason: '家中务农，收入微薄，父母身体不好需要长期服药。本人学习刻苦，成绩稳定在班级前列，希望获得资助完成学业。',
      proof: [proof],
      signature,
    };
  };
  const sports: Maker = (_student, r) => {
    const events = [...new Set([r.pick(['100m', '400m', '1500m', 'long-jump', 'relay']), r.pick(['high-jump', 'shot-put', '100m'])])];
    const condition = r.next() < 0.15 ? 'yes' : 'no';
    const insurance = r.next() < 0.4 ? 'yes' : 'no';
    return {
      events,
      ...(events.includes('relay') ? { relayLeg: String(between(r, 1, 5)) } : {}),
      birthDate: `${between(r, 2003, 2008)}-${pad(between(r, 1, 13))}-${pad(between(r, 1, 29))}`,
      ...(r.next() < 0.7 ? { hometown: regionOf(r) } : {}),
      condition,
      ...(condition === 'yes' ? { conditionDetail: r.pick(['轻度哮喘，不宜长跑', '去年膝关节韧带拉伤，已康复']) } : {}),
      insurance,
      ...(insurance === 'yes' ? { mailAddress: { region: regionOf(r), detail: r.pick(STREETS) } } : {}),
      emergencyPhone: phone(r),
    };
  };
  const leave: Maker = (student, r) => {
    const [building = '', room = ''] = student.dormitory.split(' ');
    const transport = r.pick(['train', 'train', 'plane', 'coach', 'car']);
    return {
      dormitory: building,
      room,
      leaveAt: `2027-01-${pad(between(r, 10, 20))} ${pad(between(r, 7, 20))}:${r.pick(['00', '15', '30', '45'])}`,
      returnDate: `2027-02-${pad(between(r, 20, 28))}`,
      destination: { region: regionOf(r), detail: r.pick(STREETS) },
      transport,
      ...(transport === 'train' ? { trainNumber: `G${between(r, 1, 999)}` } : transport === 'plane' ? { trainNumber: `CA${between(r, 1000, 1999)}` } : {}),
      ...(r.next() < 0.6 ? { location: { lat: 39.99 + r.next() / 100, lng: 116.31 + r.next() / 100, accuracy: between(r, 10, 60) } } : {}),
      emergencyPhone: phone(r),
      promise: 'agree',
    };
  };

  /** When each form's seeded submissions were made: [first day, last day] in 2026, Beijing mornings plus some hours. */
  const plan: Array<{ formId: string; count: number; make: Maker; days: [number, number, number, number] }> = [
    { formId: 'club-signup', count: 30, make: club, days: [3, 2, 4, 28] },
    { formId: 'dorm-repair-survey', count: 40, make: survey, days: [3, 16, 4, 29] },
    { formId: 'national-scholarship', count: 8, make: scholarship, days: [4, 2, 5, 9] },
    { formId: 'sports-meet', count: 20, make: sports, days: [4, 11, 5, 9] },
    { formId: 'winter-leave', count: 12, make: leave, days: [5, 2, 5, 10] },
  ];
  const seeded: SeededSubmission[] = [];
  const timeIn = ([fromMonth, fromDay, toMonth, toDay]: [number, number, number, number]) =>
    between(random, beijingMorning(2026, fromMonth, fromDay), beijingMorning(2026, toMonth, toDay));
  for (const { formId, count, make, days } of plan) {
    for (const student of take(count)) seeded.push({ formId, username: student.studentNumber, values: make(student, random), submittedAt: timeIn(days) });
  }
  const wang = campus.placeOfStudent({ username: 'student' })!.student;
  seeded.push(
    { formId: 'club-signup', username: 'student', values: { ...club(wang, random), club: 'photography' }, submittedAt: beijingMorning(2026, 3, 5) + 3_600 },
    { formId: 'club-signup', username: 'student', values: { ...club(wang, random), club: 'robotics' }, submittedAt: beijingMorning(2026, 3, 9) + 7_200 },
    { formId: 'dorm-repair-survey', username: 'student', values: survey(wang, random), submittedAt: beijingMorning(2026, 4, 20) + 1_800 },
  );
  for (const username of ['instructor', 'leader']) {
    seeded.push({
      formId: 'staff-checkup',
      username,
      values: { package: username === 'leader' ? 'cardio' : 'basic', date: '2026-05-20', slot: 'early', phone: phone(random) },
      submittedAt: beijingMorning(2026, 4, 15) + between(random, 0, 36_000),
    });
  }

  return seeded.map((submission) => {
    const definition = definitions.get(submission.formId)!;
    const sourcedOptions = lists.sourcedOptions(definition.dataSources, submission.values);
    const problems = validateSubmission(definition, submission.values, { sourcedOptions });
    if (problems.length > 0)
      throw new Error(`widgets/dynamic-form/sandbox/seedSubmissions.ts, form "${submission.formId}" by ${submission.username}: ${JSON.stringify(problems)}`);
    return { ...submission, values: submittedValues(definition, submission.values) };
  });
}
