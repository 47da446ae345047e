/**
 * Activity answers for component tests and stories, shaped as the sandbox gives them, checked against
 * contracts/*.schema.json by tests/fixtures.test.ts. The clock of the fixtures is NOW (2026-11-18 09:00).
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type {
  ActivityAlbumData,
  ActivityAlbumsData,
  ActivityCodeData,
  ActivityCommentsData,
  ActivityDetailData,
  ActivityFilesData,
  ActivityHallData,
  ActivityMineData,
  ActivityNewFormData,
  ActivityOwnedData,
  ActivityParticipantsData,
  ActivitySummary,
} from './generated/types.ts';

const picture = (n: number) => `/static/images/news/cover-${(n % 6) + 1}.svg`;
const NOW = 1_795_482_000;
const HOUR = 3600;
const DAY = 86_400;

/** 王小明, a student: signs up. */
export const activityStudent = { name: '王小明', auth: { home: { module: ['homepage'] } } };
/** 周敏 of 校团委: organises activities (module manage). */
export const activityOrganiser = { name: '周敏', auth: { home: { module: ['homepage'] }, activity: { module: ['manage'] } } };

const summary = (id: number, title: string, extra: Partial<ActivitySummary>): ActivitySummary => ({
  id,
  title,
  category: 'culture',
  place: '大学生活动中心音乐厅',
  cover: picture(id),
  organiser: '校团委 文艺部',
  startsAt: NOW + 5 * DAY + 10 * HOUR,
  endsAt: NOW + 5 * DAY + 12 * HOUR,
  signupEndsAt: NOW + 3 * DAY,
  capacity: 40,
  taken: 14,
  review: true,
  phase: 'open',
  ...extra,
});

export const singers = summary(1, '第十九届校园十佳歌手大赛初赛', {});
export const library = summary(2, '真人图书馆：对话支教归来的学长', {
  category: 'lecture',
  place: '图书馆三楼报告厅',
  organiser: '图书馆 读者服务部',
  capacity: 30,
  taken: 30,
  review: false,
  phase: 'full',
});
export const race = summary(3, '秋季校园定向越野赛', {
  category: 'sports',
  place: '东操场集合',
  organiser: '体育部 定向越野协会',
  startsAt: NOW - 6 * DAY - HOUR,
  endsAt: NOW - 6 * DAY + 2 * HOUR,
  signupEndsAt: NOW - 7 * DAY,
  capacity: 120,
  taken: 59,
  review: false,
  phase: 'ended',
});
export const visit = summary(4, '阳光敬老院探访志愿服务', {
  category: 'volunteer',
  place: '南门集合，乘校车前往阳光敬老院',
  organiser: '青年志愿者协会',
  startsAt: NOW + 8 * DAY - HOUR,
  endsAt: NOW + 8 * DAY + 3 * HOUR,
  signupEndsAt: NOW + 6 * DAY,
  capacity: 15,
  taken: 6,
});

export const hall: ActivityHallData = {
  total: 4,
  page: 1,
  size: 10,
  categories: [
    { id: 'culture', count: 1 },
    { id: 'lecture', count: 1 },
    { id: 'volunteer', count: 1 },
    { id: 'sports', count: 1 },
  ],
  list: [library, singers, visit, race],
};

export const mine: ActivityMineData = {
  list: [
    { activity: visit, signup: { id: 41, state: 'pending', reason: null, signedAt: NOW - 2 * DAY, checkedInAt: null } },
    { activity: race, signup: { id: 31, state: 'accepted', reason: null, signedAt: NOW - 9 * DAY, checkedInAt: NOW - 6 * DAY - 1_800 } },
    { activity: singers, signup: { id: 12, state: 'rejected', reason: '报名信息不完整，未填写参赛经历', signedAt: NOW - DAY, checkedInAt: null } },
  ],
};

const signupFormOf = (id: number, title: string): ActivityDetailData['form'] => ({
  id: `activity-signup-${id}`,
  version: 1,
  title: { zh: `报名：${title}`, en: `Sign up: ${title}`, tw: `報名：${title}` },
  submitLabel: { zh: '提交报名', en: 'Sign up', tw: '提交報名' },
  sections: [
    {
      id: 'signup',
      fields: [
        { name: 'phone', type: 'phone', label: { zh: '联系电话', en: 'Phone', tw: '聯絡電話' }, required: true },
        { name: 'studentNumber', type: 'text', label: { zh: '学号', en: 'Student number', tw: '學號' }, required: true },
        { name: 'experience', type: 'textarea', label: { zh: '相关经历', en: 'Relevant experience', tw: '相關經歷' }, maxLength: 300 },
      ],
    },
  ],
});

export const singersDetail: ActivityDetailData = {
  activity: singers,
  description: '唱出你的声音！十佳歌手大赛面向全体在校学生，初赛每人演唱一首歌曲（不超过 4 分钟），可自带伴奏。',
  form: signupFormOf(1, singers.title),
  mine: null,
  manage: false,
};

export const newForm: ActivityNewFormData = {
  definition: {
    id: 'activity-new',
    version: 1,
    title: { zh: '发布活动', en: 'New activity', tw: '發布活動' },
    submitLabel: { zh: '发布活动', en: 'Publish', tw: '發布活動' },
    sections: [
      {
        id: 'what',
        title: { zh: '活动信息', en: 'The activity', tw: '活動資訊' },
        fields: [
          { name: 'title', type: 'text', label: { zh: '活动名称', en: 'Title', tw: '活動名稱' }, required: true, maxLength: 40 },
          { name: 'place', type: 'text', label: { zh: '活动地点', en: 'Place', tw: '活動地點' }, required: true, maxLength: 40 },
          { name: 'startsAt', type: 'datetime', label: { zh: '开始时间', en: 'Starts', tw: '開始時間' }, required: true },
          { name: 'capacity', type: 'number', label: { zh: '名额', en: 'Places', tw: '名額' }, required: true, min: 1, max: 2000 },
        ],
      },
    ],
  },
};

export const owned: ActivityOwnedData = {
  list: [
    { activity: visit, pending: 3, accepted: 3, checkedIn: 0 },
    { activity: singers, pending: 3, accepted: 10, checkedIn: 0 },
    { activity: race, pending: 0, accepted: 59, checkedIn: 53 },
  ],
};

export const participants: ActivityParticipantsData = {
  activity: singers,
  form: signupFormOf(1, singers.title),
  list: [
    {
      id: 12,
      name: '陈思远',
      username: '2023010203',
      unit: '计算机科学与技术学院 计科2302班',
      state: 'pending',
      reason: null,
      signedAt: NOW - DAY,
      checkedInAt: null,
      values: { phone: '13912345678', studentNumber: '2023010203', experience: '院系歌手赛二等奖' },
    },
    {
      id: 5,
      name: '林晓雨',
      username: '2022030118',
      unit: '外国语学院 英语2201班',
      state: 'accepted',
      reason: null,
      signedAt: NOW - 3 * DAY,
      checkedInAt: NOW - HOUR,
      values: { phone: '13800138000', studentNumber: '2022030118' },
    },
    {
      id: 7,
      name: '赵一鸣',
      username: '2024050321',
      unit: '机械工程学院 机械2403班',
      state: 'accepted',
      reason: null,
      signedAt: NOW - 2 * DAY,
      checkedInAt: null,
      values: { phone: '13700137000', studentNumber: '2024050321', experience: '合唱团成员三年' },
    },
    {
      id: 9,
      name: '刘佳怡',
      username: '2023020112',
      unit: '化工学院 化工2301班',
      state: 'rejected',
      reason: '报名信息不完整，未填写参赛经历',
      signedAt: NOW - 2 * DAY,
      checkedInAt: null,
      values: { phone: '13600136000', studentNumber: '2023020112' },
    },
  ],
};

export const code: ActivityCodeData = { code: '482915', expiresAt: NOW + 60, period: 60, accepted: 10, checkedIn: 4 };

export const files: ActivityFilesData = {
  activity: singers,
  manage: false,
  list: [
    {
      id: 1,
      name: '十佳歌手大赛比赛规则.docx',
      url: '/site/attach?file=all/2026/abcdefgh12345678.docx',
      size: 18_432,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      at: NOW - 9 * DAY,
      by: '周敏',
    },
  ],
};

export const comments: ActivityCommentsData = {
  activity: race,
  mayComment: true,
  list: [
    { id: 2, name: '王小明', text: '和室友一起跑完全程，奖牌很好看，明年还来。', at: NOW - 5 * DAY, mine: true },
    { id: 1, name: '陈思远', text: '第一次参加定向越野，找 7 号点找了二十分钟，太好玩了！', at: NOW - 6 * DAY + 4 * HOUR, mine: false },
  ],
};

export const albums: ActivityAlbumsData = {
  activity: race,
  list: [
    { id: 1, title: '起点集结', cover: picture(1), count: 4 },
    { id: 2, title: '赛道风采', cover: picture(2), count: 5 },
  ],
};

export const album: ActivityAlbumData = {
  activity: race,
  album: { id: 2, title: '赛道风采' },
  mayAdd: true,
  photos: [1, 2, 3, 4, 5].map((n) => ({
    id: n,
    url: picture(n),
    by: ['陈思远', '林晓雨', '赵一鸣', '刘佳怡', '孙浩然'][n - 1]!,
    at: NOW - 5 * DAY + n * HOUR,
  })),
};

const MISSING = '该活动不存在或已被删除';
const PATHS = [
  '/activity/hall',
  '/activity/mine',
  '/activity/detail',
  '/activity/newForm',
  '/activity/owned',
  '/activity/participants',
  '/activity/code',
  '/activity/files',
  '/activity/comments',
  '/activity/albums',
  '/activity/album',
];

/** API answers for each state of the activity pages. */
export const activityFixtures = {
  data: {
    '/activity/hall': ok(hall),
    '/activity/mine': ok(mine),
    '/activity/detail': ok(singersDetail),
    '/activity/newForm': ok(newForm),
    '/activity/owned': ok(owned),
    '/activity/participants': ok(participants),
    '/activity/code': ok(code),
    '/activity/files': ok(files),
    '/activity/comments': ok(comments),
    '/activity/albums': ok(albums),
    '/activity/album': ok(album),
  },
  empty: {
    '/activity/hall': ok({ total: 0, page: 1, size: 10, categories: [], list: [] }),
    '/activity/mine': ok({ list: [] }),
    '/activity/detail': failure(404, MISSING),
    '/activity/newForm': ok(newForm),
    '/activity/owned': ok({ list: [] }),
    '/activity/participants': failure(404, MISSING),
    '/activity/code': failure(404, MISSING),
    '/activity/files': failure(404, MISSING),
    '/activity/comments': failure(404, MISSING),
    '/activity/albums': failure(404, MISSING),
    '/activity/album': failure(404, '该相册不存在'),
  },
  ...failingStates(PATHS, '活动系统维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
