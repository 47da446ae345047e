/**
 * The demo's printed certificate applications: 40 by campus students over the spring term, in every state
 * (deterministic: seededRandom, fixed times), two of them 王小明's: an English transcript ready at the
 * service hall and a Chinese enrolment certificate in the post.
 */
import { type SandboxDatabase, seededRandom, beijingMorning } from '../../../sandbox/kit.ts';
import { CERTIFICATES, LANGUAGES } from './paperForm.ts';
import { COURIERS } from './routes.ts';

const PURPOSES = [
  '实习单位入职材料',
  '申请出国交换项目',
  '办理签证',
  '申请奖学金',
  '考研复试材料',
  '办理户口迁移',
  '申请银行助学贷款',
  '参加求职面试',
  '报名英语等级考试',
  '办理火车票学生优惠',
];
const ADDRESSES = [
  '浙江省杭州市西湖区文三路 259 号 昌地火炬大厦 1 号楼 12 层（收件人：本人）',
  '江苏省南京市鼓楼区中山北路 30 号 3 单元 502 室（收件人：父亲）',
  '湖北省武汉市洪山区珞喻路 1037 号 南二门快递驿站',
  '广东省深圳市南山区科技园科苑路 15 号 科兴科学园 B 栋 8 层',
  '四川省成都市武侯区人民南路四段 27 号（收件人：母亲）',
];
const RETURN_NOTES = [
  '该学期成绩尚未录入完毕，请于成绩发布后重新申请。',
  '学位证明仅限已获学位的毕业生申请，在校生请申请在读证明。',
  '邮寄地址不完整，请补充门牌号后重新申请。',
  '学籍信息待核实，请先到学院教务办确认学籍状态。',
];
/** Of 40: how many end in each state (the office's queue shows every filter with rows). */
const STATE_PLAN = [
  ...Array<string>(12).fill('pending'),
  ...Array<string>(6).fill('ready'),
  ...Array<string>(5).fill('mailed'),
  ...Array<string>(8).fill('collected'),
  ...Array<string>(5).fill('delivered'),
  ...Array<string>(4).fill('returned'),
] as const;

const HOUR = 3600;

export function seedPaperApplications(db: SandboxDatabase): void {
  const random = seededRandom(20260314);
  const students = db
    .prepare<[], { username: string | null; student_number: string; name: string; class_name: string }>(
      `SELECT s.username, s.student_number, s.name, c.name AS class_name
       FROM campus_students s JOIN campus_classes c ON c.id = s.class_id ORDER BY s.student_number`,
    )
    .all();
  const others = students.filter((student) => student.username !== 'student');
  const wang = students.find((student) => student.username === 'student');
  const insert = db.prepare(`
    INSERT INTO paper_apply_applications
      (username, student_number, student_name, class_name, certificate, language, copies, purpose, pickup, address, phone,
       state, submitted_at, updated_at, courier, tracking_number, note, handled_by)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const phone = () =>
    `13${Math.floor(random.next() * 1e9)
      .toString()
      .padStart(9, '0')}`;
  const tracking = (courier: string) =>
    `${courier === '顺丰速运' ? 'SF' : courier === '京东物流' ? 'JD' : 'EMS'}${Math.floor(random.next() * 1e10)
      .toString()
      .padStart(10, '0')}`;

  // Spread over 2026-03-02 … 2026-05-08, oldest first; the handled ones handled a day or three later.
  const step = (beijingMorning(2026, 5, 8) - beijingMorning(2026, 3, 2)) / (STATE_PLAN.length - 1);
  STATE_PLAN.forEach((state, index) => {
    const student = others[Math.floor(random.next() * others.length)]!;
    const mailed = state === 'mailed' || state === 'delivered' || (state !== 'ready' && state !== 'collected' && random.next() < 0.3);
    const certificate = random.pick(CERTIFICATES);
    const language = random.pick(LANGUAGES);
    // The plan lists the pending first: they are the newest, the finished ones the oldest.
    const submittedAt = Math.round(beijingMorning(2026, 3, 2) + (STATE_PLAN.length - 1 - index) * step + Math.floor(random.next() * 8) * HOUR);
    const updatedAt = state === 'pending' ? submittedAt : submittedAt + (24 + Math.floor(random.next() * 48)) * HOUR;
    const courier = state === 'mailed' || state === 'delivered' ? random.pick(COURIERS) : null;
    insert.run(
      student.username,
      student.student_number,
      student.name,
      student.class_name,
      certificate,
      language,
      1 + Math.floor(random.next() * 4),
      random.pick(PURPOSES),
      mailed ? 'mail' : 'self',
      mailed ? random.pick(ADDRESSES) : null,
      phone(),
      state,
      submittedAt,
      updatedAt,
      courier,
      courier ? tracking(courier) : null,
      state === 'returned' ? random.pick(RETURN_NOTES) : null,
      state === 'pending' ? null : 'staff',
    );
  });

  if (!wang) return;
  const mine = [wang.username, wang.student_number, wang.name, wang.class_name] as const;
  insert.run(
    ...mine,
    'enrolment',
    'zh',
    1,
    '暑期实习单位入职材料',
    'mail',
    '北京市海淀区学院路 37 号 家属院 5 号楼 2 单元 301 室（收件人：王建国）',
    '13812345678',
    'mailed',
    beijingMorning(2026, 5, 6),
    beijingMorning(2026, 5, 7) + 6 * HOUR,
    '顺丰速运',
    'SF1428305517',
    null,
    'staff',
  );
  insert.run(
    ...mine,
    'transcript',
    'en',
    3,
    '申请出国交换项目',
    'self',
    null,
    '13812345678',
    'ready',
    beijingMorning(2026, 5, 8),
    beijingMorning(2026, 5, 9) + 5 * HOUR,
    null,
    null,
    '请携带校园卡领取，成绩单已加盖教务处公章并密封。',
    'staff',
  );
}
