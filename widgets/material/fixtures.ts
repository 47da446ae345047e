/**
 * Material answers for component tests and stories: zh-first, shaped as the sandbox answers, and checked
 * against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { MaterialDetailData, MaterialListData } from './generated/types.ts';

export const materialCategories = [
  { id: 'courseware', name: '课程课件' },
  { id: 'exam', name: '考试复习' },
  { id: 'thesis', name: '毕业论文' },
  { id: 'forms', name: '常用表格' },
];

const entries: [string, string, string, number][] = [
  ['thesis', '毕业论文查重操作说明', '图书馆', 1],
  ['exam', '全国大学英语四六级考试备考指南', '外国语学院', 1],
  ['courseware', '高等数学（上）课程课件', '数学科学学院', 2],
  ['courseware', '大学物理实验预习指导', '物理实验教学中心', 2],
  ['exam', '计算机等级考试（二级）报考说明', '教务处考试中心', 2],
  ['forms', '实验室安全准入考试学习资料', '实验室与设备管理处', 2],
  ['courseware', 'Python 程序设计实验指导书', '计算机学院', 1],
  ['courseware', '思想道德与法治 专题教学资料', '马克思主义学院', 2],
  ['forms', '学生请假与销假申请表', '学生工作部', 1],
  ['forms', '学生证补办申请表', '学生工作部', 1],
  ['thesis', '本科毕业论文（设计）撰写规范', '教务处', 3],
  ['exam', '线性代数期末复习提纲', '数学科学学院', 1],
];

export const materialItems: MaterialListData['list'] = entries.map(([category, title, publisher, attachmentCount], index) => ({
  id: index + 1,
  title,
  category,
  summary: `${publisher}发布的${title}，供师生下载学习。`,
  publisher,
  publishedAt: 1_773_000_000 - index * 86_400,
  attachmentCount,
}));

export const materialDetail: MaterialDetailData = {
  id: 11,
  title: '本科毕业论文（设计）撰写规范',
  category: 'thesis',
  categoryName: '毕业论文',
  publisher: '教务处',
  publishedAt: 1_768_179_600,
  views: 4121,
  content:
    '<p>本规范适用于 2026 届本科毕业生。</p><h3>主要变化</h3><ul><li>参考文献采用 GB/T 7714—2015 格式</li><li>须提交查重报告</li></ul><img src="/static/images/news/cover-2.svg" onerror=alert(1)><a href="javascript:alert(1)">旧链接</a><p onclick="alert(1)">旧版模板已停用<script>alert(1)</script></p>',
  attachments: [
    { name: '本科毕业论文（设计）撰写规范.pdf', url: '/site/attach?file=all/2026/f991ac9b4bd0712a.pdf', size: 862, type: 'application/pdf' },
    {
      name: '毕业论文模板.docx',
      url: '/site/attach?file=all/2026/aca1476f822e2f51.docx',
      size: 1501,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    { name: '旧版模板.docx', url: 'javascript:alert(1)' },
  ],
};

/** material.list as the sandbox answers it: search over titles and summaries, category filter, paging. */
export function materialListAnswer(list: MaterialListData['list'] = materialItems) {
  return (query: URLSearchParams) => {
    const q = query.get('q') ?? '';
    const category = query.get('category');
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    const matches = list.filter((item) => item.title.includes(q) || item.summary.includes(q));
    const filtered = category ? matches.filter((item) => item.category === category) : matches;
    return ok({
      categories: materialCategories.map((c) => ({ ...c, count: matches.filter((item) => item.category === c.id).length })),
      list: filtered.slice((page - 1) * size, page * size),
      page,
      size,
      total: filtered.length,
    } satisfies MaterialListData);
  };
}

/** API answers for each state of the material pages. */
export const materialFixtures = {
  data: { '/material/list': materialListAnswer(), '/material/detail': ok(materialDetail) },
  empty: { '/material/list': materialListAnswer([]), '/material/detail': failure(404, '该资料不存在或已下架') },
  ...failingStates(['/material/list', '/material/detail'], '资料服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
