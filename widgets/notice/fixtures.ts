/**
 * Notice centre answers for component tests and stories: zh-first, shaped as the sandbox answers, and
 * checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { NoticeDetailData, NoticeListData, NoticeTipsData } from './generated/types.ts';

type Item = NoticeListData['list'][number];

const titles: Array<[title: string, department: string, important?: boolean]> = [
  ['关于2027年元旦放假安排的通知', '党政办公室'],
  ['关于做好2027年寒假学生离校工作的通知', '学生工作部（处）', true],
  ['校园网认证系统升级维护公告', '信息化建设与管理处', true],
  ['关于开展期中教学检查的通知', '教务处'],
  ['2027届本科毕业论文（设计）查重工作安排', '教务处'],
  ['关于2026年下半年全国大学英语四六级考试报名的通知', '教务处'],
  ['图书馆电子资源试用通知', '图书馆'],
  ['2026年度国家奖学金评审结果公示', '学生资助管理中心'],
  ['学生宿舍消防安全疏散演练通知', '保卫处'],
  ['关于调整校园巴士运行时刻的通知', '后勤保障处'],
  ['关于2027年寒假社会实践项目立项申报的通知', '校团委'],
  ['2027年度城乡居民医保缴费提醒', '校医院'],
];

export const noticeItems: Item[] = titles.map(([title, department, important], index) => ({
  id: titles.length - index,
  title,
  summary: `${department}发布：${title}，请相关师生按要求做好准备。`,
  department,
  publishedAt: 1_795_136_400 - index * 86_400,
  read: index % 3 === 2,
  important: important === true,
  acknowledged: false,
  attachmentCount: index === 4 ? 1 : 0,
}));

export const noticeDetail: NoticeDetailData = {
  id: 8,
  title: '2027届本科毕业论文（设计）查重工作安排',
  department: '教务处',
  publisher: '张老师',
  publishedAt: 1_794_877_200,
  audience: ['students', 'teachers'],
  important: false,
  acknowledged: false,
  content:
    '<p>查重工作将于2027年4月开展。</p><ol><li>每位学生可免费检测2次；</li><li>重复率高于30%的论文不得参加答辩。</li></ol><p onclick="alert(1)">详见附件。<script>alert(1)</script></p><a href="javascript:alert(1)">旧链接</a>',
  attachments: [{ name: '毕业论文查重工作安排.pdf', url: '/site/attach?file=all/2026/0123456789abcdef.pdf', size: 48_213, type: 'application/pdf' }],
};

export const importantDetail: NoticeDetailData = {
  ...noticeDetail,
  id: 11,
  title: '关于做好2027年寒假学生离校工作的通知',
  department: '学生工作部（处）',
  audience: ['students'],
  important: true,
  content: '<p>离校前请在“离校登记”中填写去向及返校时间。</p><p><strong>本通知须确认知晓。</strong></p>',
  attachments: [],
};

export const noticeTips: NoticeTipsData = {
  list: [
    { id: 3, title: '校园网认证系统升级维护公告', department: '信息化建设与管理处', publishedAt: 1_795_050_000 },
    { id: 11, title: '关于做好2027年寒假学生离校工作的通知', department: '学生工作部（处）', publishedAt: 1_795_129_200 },
  ],
};

/** notice.list as the sandbox answers it: page and size, the unread filter, the counts. */
export function noticeListAnswer(items: Item[] = noticeItems, pendingTips = 2) {
  return (query: URLSearchParams) => {
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    const matching = query.get('filter') === 'unread' ? items.filter((n) => !n.read) : items;
    return ok({
      total: matching.length,
      unread: items.filter((n) => !n.read).length,
      pendingTips,
      list: matching.slice((page - 1) * size, page * size),
    } satisfies NoticeListData);
  };
}

/** notice.detail by id: the important one or the ordinary one. */
export const noticeDetailAnswer = (query: URLSearchParams) =>
  ok(query.get('id') === '11' || query.get('id') === '3' ? { ...importantDetail, id: Number(query.get('id')) } : noticeDetail);

/** API answers for each state of the notice pages. */
export const noticeFixtures = {
  data: {
    '/notice/list': noticeListAnswer(),
    '/notice/detail': noticeDetailAnswer,
    '/notice/tips': ok(noticeTips),
    '/notice/acknowledge': (_q: URLSearchParams, body: URLSearchParams) => ok({ id: Number(body.get('id')), acknowledgedAt: 1_795_140_000, pendingTips: 0 }),
  },
  empty: { '/notice/list': noticeListAnswer([], 0), '/notice/detail': failure(404, '该通知不存在或不是发给你的'), '/notice/tips': ok({ list: [] }) },
  ...failingStates(['/notice/list', '/notice/detail', '/notice/tips'], '通知服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;

/** A student (reads notices) and a staff member (may also publish). */
export const studentUser = { name: '王小明', auth: { notice: { module: ['index', 'noticepage', 'noticetippage'] } } };
export const staffUser = { name: '张老师', auth: { ...studentUser.auth, announcementRelease: { module: ['compose', 'publish'] } } };
