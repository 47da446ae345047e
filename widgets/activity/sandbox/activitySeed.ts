/**
 * The demo's activities, laid out from the day the sandbox first starts (at startup, never on a request),
 * zh first, with covers and photos drawn in code: a singing contest open for sign-up with its form and
 * sign-ups waiting for review; a talk whose places are all taken; an orienteering race that ended last
 * week with its photos and comments; a volunteering visit where 王小明 (`student`) waits for review; and a
 * workshop starting soon where he is accepted and may check in. The organiser `organiser` (周敏, 校团委)
 * runs them all.
 */
import {
  addDays,
  attachmentUrl,
  dayOfSeconds,
  dayStart,
  seededRandom,
  storeSeedDocument,
  storeSeedPicture,
  type SandboxDatabase,
} from '../../../sandbox/kit.ts';
import { signupForm, type Category } from './activityForms.ts';
import { newCodeSecret } from './checkinCode.ts';
import { FIRST_ALBUM } from './organiserRoutes.ts';

export const DEMO_ORGANISER = { username: 'organiser', name: '周敏', roleName: '活动组织者' } as const;

const HOUR = 3600;

interface SeedStudent {
  username: string;
  name: string;
  unit: string;
  studentNumber: string;
}

interface SeedActivity {
  title: string;
  category: Category;
  place: string;
  organiser: string;
  description: string;
  /** Days from the sandbox's first day, and the hour (China time); or, with `inMinutes`, minutes from now. */
  day?: number;
  hour?: number;
  inMinutes?: number;
  hours: number;
  /** Sign-up closes this many hours before the start. */
  closesBefore: number;
  capacity: number;
  review: boolean;
  questions: string[];
  /** Sign-ups of other students: accepted, pending, rejected, checked in (of the accepted). */
  others: { accepted: number; pending?: number; rejected?: number; checkedIn?: number };
  /** The demo student's own sign-up. */
  student?: 'accepted' | 'pending' | 'checkedIn';
}

const ACTIVITIES: readonly SeedActivity[] = [
  {
    title: '第十九届校园十佳歌手大赛初赛',
    category: 'culture',
    place: '大学生活动中心音乐厅',
    organiser: '校团委 文艺部',
    description:
      '唱出你的声音！十佳歌手大赛面向全体在校学生，初赛每人演唱一首歌曲（不超过 4 分钟），可自带伴奏。\n\n初赛晋级 30 人进入复赛，复赛、决赛安排另行通知。报名需经审核，请如实填写参赛经历。',
    day: 5,
    hour: 19,
    hours: 2.5,
    closesBefore: 45,
    capacity: 40,
    review: true,
    questions: ['studentNumber', 'experience'],
    others: { accepted: 10, pending: 3, rejected: 1 },
  },
  {
    title: '真人图书馆：对话支教归来的学长',
    category: 'lecture',
    place: '图书馆三楼报告厅',
    organiser: '图书馆 读者服务部',
    description: '2022 级研究生支教团成员分享在云南支教一年的故事：山里的孩子、课堂之外的收获，以及如何准备支教选拔。现场可自由提问。',
    day: 2,
    hour: 19,
    hours: 1.5,
    closesBefore: 5,
    capacity: 30,
    review: false,
    questions: [],
    others: { accepted: 30 },
  },
  {
    title: '秋季校园定向越野赛',
    category: 'sports',
    place: '东操场集合',
    organiser: '体育部 定向越野协会',
    description: '以两人一组完成校园内 12 个打卡点，用时最短者获胜。比赛提供地图和指卡，请穿运动鞋。完赛即可获得纪念奖牌。',
    day: -6,
    hour: 8,
    hours: 3,
    closesBefore: 24,
    capacity: 120,
    review: false,
    questions: ['size'],
    others: { accepted: 58, checkedIn: 52 },
    student: 'checkedIn',
  },
  {
    title: '阳光敬老院探访志愿服务',
    category: 'volunteer',
    place: '南门集合，乘校车前往阳光敬老院',
    organiser: '青年志愿者协会',
    description: '陪伴老人聊天、打扫活动室、表演小节目。活动计志愿服务时长 4 小时。名额有限，报名经审核后通知，请按时集合。',
    day: 8,
    hour: 8,
    hours: 4,
    closesBefore: 48,
    capacity: 15,
    review: true,
    questions: ['studentNumber', 'size', 'note'],
    others: { accepted: 3, pending: 2 },
    student: 'pending',
  },
  {
    title: 'Python 数据分析入门工作坊',
    category: 'club',
    place: '信息楼 210 机房',
    organiser: '计算机协会',
    description: '从 pandas 读取表格到画出第一张图表，两个小时上手数据分析。请自带笔记本电脑，提前安装 Anaconda。',
    inMinutes: 40,
    hours: 2,
    closesBefore: 0,
    capacity: 50,
    review: false,
    questions: ['note'],
    others: { accepted: 21 },
    student: 'accepted',
  },
];

const ALBUMS: Record<string, ReadonlyArray<readonly [string, number]>> = {
  秋季校园定向越野赛: [
    ['起点集结', 4],
    ['赛道风采', 5],
  ],
};

const COMMENTS: Record<string, ReadonlyArray<readonly [who: number | 'student', text: string, hoursAfter: number]>> = {
  秋季校园定向越野赛: [
    [3, '第一次参加定向越野，找 7 号点找了二十分钟，太好玩了！', 2],
    ['student', '和室友一起跑完全程，奖牌很好看，明年还来。', 3],
    [7, '建议下次地图印大一点，有几个点位看不太清。', 5],
    [12, '志愿者们辛苦了，补给站的香蕉很及时。', 8],
    [18, '最后一个点在图书馆后面，绕了好大一圈 😂', 20],
    [25, '求赛道风采的原图！', 30],
  ],
};

const FILES: Record<string, ReadonlyArray<{ name: string; title: string; lines: string[] }>> = {
  第十九届校园十佳歌手大赛初赛: [
    {
      name: '十佳歌手大赛比赛规则.docx',
      title: '第十九届校园十佳歌手大赛比赛规则',
      lines: ['一、参赛对象：全体在校学生。', '二、初赛每人演唱一首，不超过 4 分钟。', '三、评分：音准 40%，台风 30%，综合表现 30%。'],
    },
  ],
  阳光敬老院探访志愿服务: [
    {
      name: '志愿服务注意事项.docx',
      title: '阳光敬老院探访志愿服务注意事项',
      lines: ['请于 7:40 在南门集合。', '穿着志愿者马甲，佩戴胸牌。', '不向老人提供任何食品、药品。'],
    },
  ],
};

const phoneOf = (n: number) => `139${String(10_000_000 + ((n * 7_919) % 89_999_999)).slice(0, 8)}`;

function answersFor(questions: readonly string[], student: SeedStudent, n: number): Record<string, unknown> {
  const answers: Record<string, unknown> = { phone: phoneOf(n) };
  if (questions.includes('studentNumber')) answers.studentNumber = student.studentNumber;
  if (questions.includes('size')) answers.size = ['S', 'M', 'L', 'XL', 'XXL'][n % 5];
  if (questions.includes('experience') && n % 2 === 0) answers.experience = ['院系歌手赛二等奖', '合唱团成员三年', '高中校园歌手赛冠军'][n % 3];
  if (questions.includes('note') && n % 3 === 0) answers.note = '可能晚到十分钟';
  return answers;
}

/** Seeds once (table activity_seeded), from `nowMs`, the sandbox clock at its first start. */
export function seedActivities(db: SandboxDatabase, nowMs: number): void {
  if (db.prepare('SELECT 1 FROM activity_seeded').get()) return;
  const now = Math.floor(nowMs / 1000);
  const today = dayOfSeconds(now);
  const random = seededRandom(20_261_128);
  const students = db
    .prepare<[], SeedStudent>(
      `
      SELECT coalesce(s.username, s.student_number) AS username, s.name, g.name || ' ' || c.name AS unit, s.student_number AS studentNumber
      FROM campus_students s JOIN campus_classes c ON c.id = s.class_id JOIN campus_colleges g ON g.id = c.college_id
      WHERE s.username IS NULL ORDER BY s.id LIMIT 200`,
    )
    .all();
  const me = db
    .prepare<[], SeedStudent>(
      `
      SELECT s.username, s.name, g.name || ' ' || c.name AS unit, s.student_number AS studentNumber
      FROM campus_students s JOIN campus_classes c ON c.id = s.class_id JOIN campus_colleges g ON g.id = c.college_id WHERE s.username = 'student'`,
    )
    .get();
  const insertActivity = db.prepare(`
    INSERT INTO activity_items (title, category, place, description, cover, organiser, owner, starts_at, ends_at, signup_ends_at, capacity, review, form, code_secret, created_at)
    VALUES (@title, @category, @place, @description, @cover, @organiser, @owner, @startsAt, @endsAt, @signupEndsAt, @capacity, @review, '{}', @secret, @createdAt)`);
  const setForm = db.prepare<[string, number]>('UPDATE activity_items SET form = ? WHERE id = ?');
  const insertSignup = db.prepare(`
    INSERT INTO activity_signups (activity_id, username, name, unit, state, reason, answers, signed_at, decided_at, checked_in_at)
    VALUES (@activity, @username, @name, @unit, @state, @reason, @answers, @signedAt, @decidedAt, @checkedInAt)`);
  const insertAlbum = db.prepare<[number, string]>('INSERT INTO activity_albums (activity_id, title) VALUES (?, ?)');
  const insertPhoto = db.prepare<[number, string, string | null, string, number]>(
    'INSERT INTO activity_photos (album_id, url, username, name, at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertComment = db.prepare<[number, string, string, string, number]>(
    'INSERT INTO activity_comments (activity_id, username, name, text, at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertFile = db.prepare<[number, string, string, number, string, number, string]>(
    'INSERT INTO activity_files (activity_id, name, url, size, type, at, by_name) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const storedFile = db.prepare<[string], { size: number; type: string }>('SELECT size, type FROM files WHERE key = ?');

  let picture = 60;
  let next = 0;
  ACTIVITIES.forEach((seed, index) => {
    const startsAt = seed.inMinutes !== undefined ? now + seed.inMinutes * 60 : dayStart(addDays(today, seed.day!)) + seed.hour! * HOUR;
    const endsAt = startsAt + seed.hours * HOUR;
    const signupEndsAt = startsAt - seed.closesBefore * HOUR;
    const createdAt = Math.min(now, startsAt) - (10 + index) * 86_400;
    const id = Number(
      insertActivity.run({
        ...seed,
        cover: storeSeedPicture(db, picture++, `${seed.title}.png`, createdAt),
        owner: DEMO_ORGANISER.username,
        startsAt,
        endsAt,
        signupEndsAt,
        review: seed.review ? 1 : 0,
        secret: newCodeSecret(),
        createdAt,
      }).lastInsertRowid,
    );
    setForm.run(JSON.stringify(signupForm(id, seed.title, seed.questions)), id);
    const states: Array<'accepted' | 'pending' | 'rejected'> = [
      ...Array<'accepted'>(seed.others.accepted).fill('accepted'),
      ...Array<'pending'>(seed.others.pending ?? 0).fill('pending'),
      ...Array<'rejected'>(seed.others.rejected ?? 0).fill('rejected'),
    ];
    const span = Math.max(HOUR, Math.min(signupEndsAt, now) - createdAt);
    states.forEach((state, n) => {
      const student = students[next++ % students.length]!;
      const signedAt = createdAt + Math.floor(random.next() * span);
      insertSignup.run({
        activity: id,
        ...student,
        state,
        reason: state === 'rejected' ? '报名信息不完整，未填写参赛经历' : null,
        answers: JSON.stringify(answersFor(seed.questions, student, next)),
        signedAt,
        decidedAt: state === 'pending' || !seed.review ? null : signedAt + 6 * HOUR,
        checkedInAt: state === 'accepted' && n < (seed.others.checkedIn ?? 0) ? startsAt - 600 + n * 20 : null,
      });
    });
    if (seed.student && me) {
      const signedAt = createdAt + 86_400;
      insertSignup.run({
        activity: id,
        ...me,
        state: seed.student === 'pending' ? 'pending' : 'accepted',
        reason: null,
        answers: JSON.stringify(answersFor(seed.questions, me, 1)),
        signedAt,
        decidedAt: null,
        checkedInAt: seed.student === 'checkedIn' ? startsAt - 300 : null,
      });
    }
    const albums = ALBUMS[seed.title] ?? [[FIRST_ALBUM, 0] as const];
    for (const [title, count] of albums) {
      const album = Number(insertAlbum.run(id, title).lastInsertRowid);
      for (let n = 0; n < count; n += 1) {
        const at = endsAt + (n + 1) * HOUR;
        insertPhoto.run(album, storeSeedPicture(db, picture++, `${title}${n + 1}.png`, at), null, students[(n * 5) % students.length]!.name, at);
      }
    }
    for (const [who, text, after] of COMMENTS[seed.title] ?? []) {
      const author = who === 'student' ? me : students[who];
      if (author) insertComment.run(id, author.username, author.name, text, endsAt + after * HOUR);
    }
    for (const document of FILES[seed.title] ?? []) {
      const key = storeSeedDocument(db, { ...document, createdAt });
      const stored = storedFile.get(key)!;
      insertFile.run(id, document.name, attachmentUrl(key), stored.size, stored.type, createdAt, DEMO_ORGANISER.name);
    }
  });
  db.prepare('INSERT INTO activity_seeded (at) VALUES (?)').run(now);
}
